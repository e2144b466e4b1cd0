import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandAccepted, OrderTracker, Problem } from '@sofre/engine/contracts';
import {
  eventCount,
  salonOrder,
  startTestGateway,
  type TestGateway,
} from '../testing/test-gateway.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  gateway.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: { ...gateway.asOwner, ...headers },
  });

describe('POST /api/orders', () => {
  it('takes a salon order: priced from the menu, served at the table, confirmed at once', async () => {
    const order = salonOrder();
    const res = await post('/api/orders', order);
    expect(res.statusCode).toBe(201);
    const accepted = CommandAccepted.parse(res.json());
    expect(accepted).toMatchObject({ id: order.id, status: 'CONFIRMED' });
    expect(accepted.position).not.toBe('');

    // The command answered after the read models took it: the next read sees it.
    const tracker = OrderTracker.parse(
      (await gateway.app.inject(`/api/orders/${order.id}`)).json(),
    );
    expect(tracker).toMatchObject({
      source: 'SALON',
      deliveryType: 'SERVE',
      status: 'CONFIRMED',
      tableNumber: '7',
    });
    const kabab = tracker.lines.find((l) => l.title === 'چلوکباب کوبیده');
    // The unit price includes the line's toppings (the garlic sauce).
    expect(kabab).toMatchObject({ count: 2, unitPrice: 3_580_000 });
    // 2 × (3,500,000 + 80,000 garlic sauce) + 2 × 180,000 doogh (no tax); 10 % tax on the kebabs.
    expect(tracker.finalPrice).toBe(7_160_000 + 716_000 + 360_000);
  });

  it('refuses bad input with one Persian field error per field, and changes nothing', async () => {
    const before = await eventCount(gateway);
    const res = await post('/api/orders', {
      id: 'not-a-uuid',
      lines: [{ menuItemId: '', count: 0 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = Problem.parse(res.json());
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.message).toMatch(/[\u0600-\u06FF]/);
    const fields = problem.errors.map((e) => e.field).sort();
    expect(fields).toEqual(['id', 'lines.0.count', 'lines.0.menuItemId']);
    for (const e of problem.errors) expect(e.message).toMatch(/[\u0600-\u06FF]/);
    expect(await eventCount(gateway)).toBe(before);
  });

  it('refuses an item that is not on the menu, pointing at the line', async () => {
    const before = await eventCount(gateway);
    const res = await post(
      '/api/orders',
      salonOrder({ lines: [{ menuItemId: 'item-sushi', count: 1 }] }),
    );
    expect(res.statusCode).toBe(422);
    const problem = Problem.parse(res.json());
    expect(problem).toMatchObject({
      code: 'MENU_ITEM_NOT_FOUND',
      message: 'این قلم در منو یافت نشد.',
    });
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'lines[0].menuItemId' })]);
    expect(await eventCount(gateway)).toBe(before);
  });

  it('refuses topping choices outside the min and max of their category', async () => {
    const res = await post(
      '/api/orders',
      salonOrder({ lines: [{ menuItemId: 'item-pizza-special', count: 1 }] }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'TOPPING_CHOICE_INVALID' });
  });

  it('answers a repeated request once: same status, same body, one order', async () => {
    const order = salonOrder();
    const first = await post('/api/orders', order);
    const before = await eventCount(gateway);
    const second = await post('/api/orders', order);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await eventCount(gateway)).toBe(before);
  });

  it('refuses an Idempotency-Key reused for a different request with 422', async () => {
    const key = `key-${Date.now()}`;
    const first = await post('/api/orders', salonOrder(), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const before = await eventCount(gateway);
    const reused = await post('/api/orders', salonOrder(), { 'idempotency-key': key });
    expect(reused.statusCode).toBe(422);
    expect(Problem.parse(reused.json())).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    expect(await eventCount(gateway)).toBe(before);
  });

  it('refuses the same order id with another body (the id is the key)', async () => {
    const order = salonOrder();
    expect((await post('/api/orders', order)).statusCode).toBe(201);
    const res = await post('/api/orders', { ...order, tableNumber: '9' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('keeps a domain refusal as the answer to its key', async () => {
    const order = salonOrder({ preparationTime: 5 });
    const first = await post('/api/orders', order);
    expect(first.statusCode).toBe(422);
    expect(first.json()).toMatchObject({ code: 'PREPARATION_TIME_TOO_SHORT' });
    const again = await post('/api/orders', order);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(first.json());
  });
});

describe('POST /api/orders/quick', () => {
  it('takes a counter order: no table, picked up, confirmed', async () => {
    const id = crypto.randomUUID();
    const res = await post('/api/orders/quick', {
      id,
      lines: [{ menuItemId: 'item-soda', count: 3 }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id, status: 'CONFIRMED' });
    const tracker = OrderTracker.parse((await gateway.app.inject(`/api/orders/${id}`)).json());
    expect(tracker).toMatchObject({
      source: 'SALON',
      deliveryType: 'PICKUP',
      finalPrice: 3 * (150_000 + 50_000) + 45_000,
    });
  });

  it('refuses an empty order with its Persian message', async () => {
    const res = await post('/api/orders/quick', { id: crypto.randomUUID(), lines: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'ORDER_EMPTY',
      message: 'سفارش باید حداقل یک قلم داشته باشد.',
    });
  });
});
