// Embedded mode: a gateway that crashed mid-request leaves its claim on the order's key behind; the
// gateway started next on the same DATA_DIR takes the retry at once, instead of answering 409
// until the claim ages out while the order is on no kitchen screen.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  salonOrder,
  startTestGateway,
  VENDOR_A_ID,
  VENDOR_B,
  type TestGateway,
} from '../testing/test-gateway.ts';
import { crashHoldingClaim, orderClaim, submittedCount } from './idempotency.crash.fixtures.ts';
import { createSqliteIdempotencyStore } from './idempotency.store.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sofre-idempotency-restart-'));
const crashedOrder = salonOrder();
let gateway: TestGateway;
beforeAll(async () => {
  await crashHoldingClaim({ DATA_DIR: dataDir }, orderClaim(VENDOR_A_ID, crashedOrder));
  gateway = await startTestGateway({ dataDir });
});
afterAll(() => gateway.close());

const post = (body: object, headers: Record<string, string>) =>
  gateway.app.inject({ method: 'POST', url: '/api/orders', payload: body, headers });

describe('idempotency keys across a crash, embedded', () => {
  it('takes the retry of an order whose gateway died mid-request at once: 201, stored once', async () => {
    const retried = await post(crashedOrder, gateway.asOwner);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await submittedCount(gateway, VENDOR_A_ID, crashedOrder.id)).toBe(1);

    const again = await post(crashedOrder, gateway.asOwner);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await submittedCount(gateway, VENDOR_A_ID, crashedOrder.id)).toBe(1);
  });

  it('refuses a second gateway on the same DATA_DIR while the first runs', async () => {
    await expect(createSqliteIdempotencyStore(dataDir)).rejects.toThrow(/another gateway process/);
  });

  it('answers 409 to a key whose request is still running here', async () => {
    const order = salonOrder();
    const { SCOPE, KEY, FINGERPRINT } = orderClaim(VENDOR_A_ID, order);
    expect(await gateway.platform.idempotency.claim(SCOPE, KEY, FINGERPRINT)).toEqual({
      kind: 'new',
    });
    const res = await post(order, gateway.asOwner);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'IDEMPOTENCY_REQUEST_IN_PROGRESS' });
    await gateway.platform.idempotency.release(SCOPE, KEY);
  });

  it("keeps keys per vendor: B's request under a key A holds in flight is neither held nor replayed", async () => {
    const order = salonOrder();
    const { SCOPE, KEY, FINGERPRINT } = orderClaim(VENDOR_A_ID, order);
    await gateway.platform.idempotency.claim(SCOPE, KEY, FINGERPRINT);

    const atB = await post(order, { ...gateway.asOwnerB, 'idempotency-key': KEY });
    expect(atB.statusCode).toBe(201);
    expect(atB.headers['idempotent-replayed']).toBeUndefined();
    expect(await submittedCount(gateway, VENDOR_B.vendorId, order.id)).toBe(1);
    expect(await submittedCount(gateway, VENDOR_A_ID, order.id)).toBe(0);

    await gateway.platform.idempotency.release(SCOPE, KEY);
    const atA = await post(order, gateway.asOwner);
    expect(atA.statusCode).toBe(201);
    expect(atA.headers['idempotent-replayed']).toBeUndefined();
    expect(await submittedCount(gateway, VENDOR_A_ID, order.id)).toBe(1);
  });
});
