// The month's usage is the month's usage (issue 32): a vendor on a package without caps sees the
// texts it sent and the orders it took; a vendor whose term lapses mid-month to the free package
// sees the whole month counted against the free caps — the orders and texts taken before the lapse
// among them — and a cap that starts mid-month (the admin's) counts them too: NEAR at 80 %, then
// REACHED, then 403 PACKAGE_LIMIT_REACHED.
import { usagePeriod } from '@sofre/engine/subscriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salonOrder, type TestGateway } from '../testing/test-gateway.ts';
import { startSubscriptionGateway } from './subscriptions.test-fixtures.ts';

type Headers = () => Promise<Record<string, string>>;
let gateway: TestGateway;
let asOwnerA: Headers;
let asOwnerC: Headers;
let asAdmin: Headers;
beforeAll(async () => {
  ({ gateway, asOwnerA, asOwnerC, asAdmin } = await startSubscriptionGateway());
});
afterAll(() => gateway.close());

const send = async (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  gateway.app.inject({ method, url, headers: await headers(), ...(payload ? { payload } : {}) });

interface Usage {
  metric: string;
  used: number;
  limit: number | null;
  percent: number;
  level: string;
}
async function usage(headers: Headers, metric: string, url = '/api-identity/subscriptions/usages') {
  const res = await send('GET', url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ usages: Usage[] }>().usages.find((u) => u.metric === metric)!;
}

async function takeOrder(headers: Headers): Promise<string> {
  const order = salonOrder();
  const res = await send('POST', '/api/orders', headers, order);
  expect(res.statusCode, res.body).toBe(201);
  return order.id;
}

/** Texts the customer a link to pay the order: one SMS. */
async function textLink(headers: Headers, orderId: string) {
  const res = await send('POST', '/api/payments/link', headers, { orderId, phone: '09121112233' });
  expect(res.statusCode, res.body).toBe(200);
}

/** A package for the admin to grant vendor C for a day. */
async function grant(id: string, limits: object, days = 1) {
  const title = id === 'package-open' ? 'باز' : 'کوچک';
  const made = await send('POST', '/api-identity/feature/packages', asAdmin, {
    id,
    title,
    prices: { MONTHLY: 1_000_000 },
    limits,
  });
  expect(made.statusCode, made.body).toBe(201);
  const code = `${id.replace('package-', '').toUpperCase()}1`;
  const coded = await send('POST', '/api-identity/usersubscriptioncode', asAdmin, {
    code,
    kind: 'GRANT',
    packageId: id,
    days,
  });
  expect(coded.statusCode, coded.body).toBe(201);
  const redeemed = await send('POST', '/api-identity/subscriptions', asOwnerC, { code });
  expect(redeemed.statusCode, redeemed.body).toBe(201);
}

/** Moves the clock to noon of the first day of the next Jalali month (Tehran). */
function toNextMonth() {
  const period = () => usagePeriod(gateway.clock().toISOString());
  const now = period();
  while (period() === now) gateway.advanceClock(3_600_000);
  gateway.advanceClock(12 * 3_600_000);
}

describe("a package without caps shows the month's usage", () => {
  it('counts the texts sent and the orders taken by an uncapped vendor', async () => {
    const sms = await usage(asOwnerA, 'SMS');
    const orders = await usage(asOwnerA, 'ORDERS');
    expect(sms.limit).toBeNull();
    expect(orders.limit).toBeNull();
    const first = await takeOrder(asOwnerA);
    await takeOrder(asOwnerA);
    await textLink(asOwnerA, first);
    await textLink(asOwnerA, first);
    expect(await usage(asOwnerA, 'SMS')).toMatchObject({ used: sms.used + 2, level: 'OK' });
    expect(await usage(asOwnerA, 'ORDERS')).toMatchObject({ used: orders.used + 2, level: 'OK' });
  });
});

describe('a vendor whose cap starts mid-month', () => {
  it("counts the month's orders and texts before the lapse against the free package's caps", async () => {
    toNextMonth();
    await grant('package-open', {});
    const taken = [await takeOrder(asOwnerC), await takeOrder(asOwnerC)];
    await takeOrder(asOwnerC);
    await textLink(asOwnerC, taken[0]!);
    expect(await usage(asOwnerC, 'ORDERS')).toMatchObject({ used: 3, limit: null });
    expect(await usage(asOwnerC, 'SMS')).toMatchObject({ used: 1, limit: null });

    // The day's term ends within the month: the free package's caps, the month counted whole.
    gateway.advanceClock(26 * 3_600_000);
    const status = (
      await send('GET', '/api-identity/subscriptions/usages/status', asOwnerC)
    ).json();
    expect(status).toMatchObject({ package: { id: 'free' }, lapsed: true });
    expect(await usage(asOwnerC, 'ORDERS')).toMatchObject({ used: 3, limit: 1_000 });
    expect(await usage(asOwnerC, 'SMS')).toMatchObject({ used: 1, limit: 100 });
    await takeOrder(asOwnerC);
    await textLink(asOwnerC, taken[1]!);
    expect(await usage(asOwnerC, 'ORDERS')).toMatchObject({ used: 4, limit: 1_000 });
    expect(await usage(asOwnerC, 'SMS')).toMatchObject({ used: 2, limit: 100 });
  });

  it('refuses the order past a cap the earlier orders of the month filled, NEAR first', async () => {
    // 4 orders this month so far; a package of 5 orders a month is granted.
    await grant('package-small', { ORDERS: 5 });
    const status = '/api-identity/subscriptions/usages/status';
    expect(await usage(asOwnerC, 'ORDERS', status)).toMatchObject({
      used: 4,
      limit: 5,
      percent: 80,
      level: 'NEAR',
    });
    await takeOrder(asOwnerC);
    expect(await usage(asOwnerC, 'ORDERS', status)).toMatchObject({ used: 5, level: 'REACHED' });
    const refused = await send('POST', '/api/orders', asOwnerC, salonOrder());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PACKAGE_LIMIT_REACHED' });
    expect(await usage(asOwnerC, 'ORDERS', status)).toMatchObject({ used: 5, percent: 100 });
  });
});
