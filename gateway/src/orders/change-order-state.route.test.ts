import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Problem } from '@sofre/engine/contracts';
import {
  eventCount,
  startTestGateway,
  takeOrder,
  type TestGateway,
} from '../testing/test-gateway.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

const newOrder = async () => (await takeOrder(gateway)).id;
const changeState = (body: object, headers: Record<string, string> = {}) =>
  gateway.app.inject({
    method: 'PATCH',
    url: '/api/orders/state',
    payload: body,
    headers: { ...gateway.asOwner, ...headers },
  });

describe('PATCH /api/orders/state', () => {
  it('moves an order and answers its status and position', async () => {
    const orderId = await newOrder();
    const res = await changeState({ orderId, status: 'READYTOSERVE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: orderId,
      status: 'READYTOSERVE',
      position: expect.any(String),
    });
    const tracker = (await gateway.app.inject(`/api/orders/${orderId}`)).json();
    expect(tracker.status).toBe('READYTOSERVE');
  });

  it('refuses the status the order already has: 409 DUPLICATE_ORDER_STATE', async () => {
    const orderId = await newOrder();
    const res = await changeState({ orderId, status: 'CONFIRMED' });
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Problem.parse(res.json())).toMatchObject({
      code: 'DUPLICATE_ORDER_STATE',
      message: 'سفارش هم‌اکنون در همین وضعیت است.',
      errors: [],
    });
  });

  it('refuses a move the rulebook does not allow: 409 INVALID_ORDER_STATE, nothing appended', async () => {
    const orderId = await newOrder();
    const before = await eventCount(gateway);
    const res = await changeState({ orderId, status: 'DELIVERED' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INVALID_ORDER_STATE',
      message: 'تغییر وضعیت سفارش در وضعیت فعلی مجاز نیست.',
    });
    expect(await eventCount(gateway)).toBe(before);
  });

  it('answers 404 ORDER_NOT_FOUND for an unknown order and for another vendor’s order', async () => {
    const unknown = await changeState({ orderId: crypto.randomUUID(), status: 'FINISHED' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });

    const orderId = await newOrder();
    const asB = await changeState({ orderId, status: 'READYTOSERVE' }, gateway.asOwnerB);
    expect(asB.statusCode).toBe(404);
    expect(asB.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
  });

  it('refuses an unknown status with a field error', async () => {
    const res = await changeState({ orderId: 'x', status: 'COOKING' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ field: 'status', code: 'invalid_value' }),
    ]);
  });

  it('replays a change sent twice under one Idempotency-Key', async () => {
    const orderId = await newOrder();
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = await changeState({ orderId, status: 'READYTOSERVE' }, headers);
    const again = await changeState({ orderId, status: 'READYTOSERVE' }, headers);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });
});
