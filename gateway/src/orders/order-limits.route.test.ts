// How big an order may be, and how a staff order may be paid (issue: reliability and tenancy,
// items 8 and 9), through the real gateway: a refusal is problem+json with field errors in
// Persian, and writes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LIMITS } from '@sofre/engine/contracts';
import {
  eventCount,
  salonOrder,
  startTestGateway,
  type TestGateway,
} from '../testing/test-gateway.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
}, 30_000);
afterAll(() => gw.close());

interface Refusal {
  code: string;
  message: string;
  errors: { field: string; code: string; message: string }[];
}

const PERSIAN = /[\u0600-\u06FF]/;

async function refused(url: string, order: object): Promise<Refusal> {
  const before = await eventCount(gw);
  const res = await gw.app.inject({ method: 'POST', url, headers: gw.asOwner, payload: order });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(await eventCount(gw)).toBe(before);
  const body = res.json<Refusal>();
  for (const error of body.errors) expect(error.message).toMatch(PERSIAN);
  return body;
}

const doogh = (count: number) => ({ menuItemId: 'item-doogh', count });

describe('an order has bounds', () => {
  it('refuses more lines than an order may have', async () => {
    const lines = Array.from({ length: ORDER_LIMITS.lines + 1 }, () => doogh(1));
    const body = await refused('/api/orders', salonOrder({ lines }));
    expect(body.errors).toContainEqual(
      expect.objectContaining({
        field: 'lines',
        code: 'too_big',
        message: expect.stringMatching(/۱۰۰ ردیف/),
      }),
    );
  });

  it('refuses a line of too many units, and too many units in all', async () => {
    const big = await refused('/api/orders/quick', { id: randomUUID(), lines: [doogh(999)] });
    expect(big.errors).toContainEqual(expect.objectContaining({ field: 'lines.0.count' }));
    const many = Array.from({ length: 3 }, () => doogh(ORDER_LIMITS.lineCount));
    const all = await refused('/api/orders', salonOrder({ lines: many }));
    expect(all.errors).toContainEqual(
      expect.objectContaining({ field: 'lines', code: 'ORDER_TOO_MANY_ITEMS' }),
    );
  });

  it('refuses 3,000 lines of 999 units (what was once accepted)', async () => {
    const lines = Array.from({ length: 3_000 }, () => doogh(999));
    const body = await refused('/api/orders', salonOrder({ lines }));
    expect(body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses too many toppings on a line and long texts', async () => {
    const toppings = Array.from({ length: ORDER_LIMITS.toppingsPerLine + 1 }, () => ({
      toppingId: 'top-sauce-garlic',
      count: 1,
    }));
    const lines = [{ menuItemId: 'item-kabab-koobideh', count: 1, toppings }];
    const body = await refused('/api/orders', salonOrder({ lines, note: 'ن'.repeat(501) }));
    expect(body.errors.map((e) => e.field)).toEqual(
      expect.arrayContaining(['lines.0.toppings', 'note']),
    );
  });

  it('takes an order at the bounds', async () => {
    const lines = Array.from({ length: 2 }, () => doogh(ORDER_LIMITS.lineCount));
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: gw.asOwner,
      payload: salonOrder({ lines }),
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('a staff order is not paid ONLINE', () => {
  for (const url of ['/api/orders', '/api/orders/quick'])
    it(`${url} names the method in a field error`, async () => {
      const order = { ...salonOrder(), paymentMethod: 'ONLINE' };
      const body = await refused(
        url,
        url.endsWith('quick') ? { ...order, tableNumber: undefined } : order,
      );
      expect(body.errors).toEqual([
        {
          field: 'paymentMethod',
          code: 'PAYMENT_METHOD_NOT_FOR_STAFF_ORDER',
          message: expect.stringContaining('ONLINE'),
        },
      ]);
    });
});
