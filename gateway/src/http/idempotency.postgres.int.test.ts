// Gateways sharing PostgreSQL: a claim on an idempotency key holds while the gateway that made it
// lives, and is taken over the moment it is gone (killed mid-request), not a minute later. Needs
// PostgreSQL (DATABASE_URL, default the local test server); unreachable fails loudly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  salonOrder,
  startTestGateway,
  VENDOR_A_ID,
  VENDOR_B,
  type TestGateway,
} from '../testing/test-gateway.ts';
import { createTestDatabase, sql, type TestDatabase } from '../testing/postgres-database.ts';
import { crashHoldingClaim, orderClaim, submittedCount } from './idempotency.crash.fixtures.ts';
import { createPostgresIdempotencyStore } from './idempotency.postgres.ts';
import type { IdempotencyStore } from './idempotency.store.ts';

let databaseUrl = '';
let database: TestDatabase;

/** The backends holding a gateway's boot lock (idempotency.boot-lock.ts names them). */
const bootSessions = async () =>
  (
    await sql<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
       WHERE datname = current_database() AND application_name LIKE 'sofre-gateway %'`,
      databaseUrl,
    )
  ).map((r) => r.pid);

const stores: IdempotencyStore[] = [];
/** Another gateway's idempotency store: a boot id and a lock of its own. */
const anotherGateway = async () => {
  const store = await createPostgresIdempotencyStore(databaseUrl);
  stores.push(store);
  return store;
};

let gateway: TestGateway;
beforeAll(async () => {
  database = await createTestDatabase('sofre_idem');
  databaseUrl = database.url;
  gateway = await startTestGateway({ env: { STORE: 'postgres', DATABASE_URL: databaseUrl } });
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await Promise.all(stores.map((s) => s.close().catch(() => undefined)));
  await database.drop();
});

const post = (body: object, headers: Record<string, string>) =>
  gateway.app.inject({ method: 'POST', url: '/api/orders', payload: body, headers });

describe('idempotency keys across gateways, PostgreSQL', () => {
  it('takes the retry of an order whose gateway was killed mid-request at once: 201, stored once', async () => {
    const order = salonOrder();
    await crashHoldingClaim({ DATABASE_URL: databaseUrl }, orderClaim(VENDOR_A_ID, order));

    const retried = await post(order, gateway.asOwner);
    expect(retried.statusCode).toBe(201);
    expect(await submittedCount(gateway, VENDOR_A_ID, order.id)).toBe(1);
    const again = await post(order, gateway.asOwner);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await submittedCount(gateway, VENDOR_A_ID, order.id)).toBe(1);
  });

  it('answers 409 while the gateway holding the key lives, and takes the retry once it is gone', async () => {
    const order = salonOrder();
    const { SCOPE, KEY, FINGERPRINT } = orderClaim(VENDOR_A_ID, order);
    const other = await anotherGateway();
    expect(await other.claim(SCOPE, KEY, FINGERPRINT)).toEqual({ kind: 'new' });

    const held = await post(order, gateway.asOwner);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ code: 'IDEMPOTENCY_REQUEST_IN_PROGRESS' });

    // Keys are the vendor's own: B's request under the same key is neither held nor replayed.
    const atB = await post(order, { ...gateway.asOwnerB, 'idempotency-key': KEY });
    expect(atB.statusCode).toBe(201);
    expect(atB.headers['idempotent-replayed']).toBeUndefined();
    expect(await submittedCount(gateway, VENDOR_B.vendorId, order.id)).toBe(1);

    await other.close(); // its session ends, its claim stays: as a crash leaves it
    const retried = await post(order, gateway.asOwner);
    expect(retried.statusCode).toBe(201);
    expect(await submittedCount(gateway, VENDOR_A_ID, order.id)).toBe(1);
  });

  it('lets one of two gateways take over a dead claim, never both', async () => {
    const dead = await anotherGateway();
    expect(await dead.claim(VENDOR_A_ID, 'key-dead', 'fp')).toEqual({ kind: 'new' });
    await dead.close();

    const [x, y] = await Promise.all([anotherGateway(), anotherGateway()]);
    const claims = await Promise.all([
      x.claim(VENDOR_A_ID, 'key-dead', 'fp'),
      y.claim(VENDOR_A_ID, 'key-dead', 'fp'),
    ]);
    expect(claims.map((c) => c.kind).sort()).toEqual(['in-progress', 'new']);
  });

  it('takes its lock back when its session is cut, so its claims in flight hold again', async () => {
    const before = await bootSessions();
    const owner = await anotherGateway();
    const [session] = (await bootSessions()).filter((pid) => !before.includes(pid));
    expect(await owner.claim(VENDOR_A_ID, 'key-cut', 'fp')).toEqual({ kind: 'new' });

    await sql(`SELECT pg_terminate_backend(${session})`, databaseUrl);
    const relocked = async () =>
      (await bootSessions()).filter((pid) => !before.includes(pid) && pid !== session);
    await expect.poll(relocked).toHaveLength(1);

    const other = await anotherGateway();
    expect(await other.claim(VENDOR_A_ID, 'key-cut', 'fp')).toEqual({ kind: 'in-progress' });
  });
});
