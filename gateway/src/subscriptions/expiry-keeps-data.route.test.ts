// An expired subscription keeps every order and report (issue 32): vendor C buys «پایه» (the
// reports), takes orders in its term — paid online, in cash, one left unpaid — and reads its
// reports a week later; the term lapses to the free package: what the free package allows (the
// settlements, the order list, the accounting export) answers the same, the reports are refused
// 403 but not lost; renewed, every report answers the same figures as before the lapse (the
// settlements list gains the week the renewal was paid in: its invoice, and no money).
import { randomUUID } from 'node:crypto';
import { tehranClock, tehranDay } from '@sofre/engine';
import type { SettlementView } from '@sofre/engine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOrderOnSandbox } from '../testing/sandbox-order-payment.ts';
import { salonOrder, type TestGateway } from '../testing/test-gateway.ts';
import { VENDOR_C, payContract, startSubscriptionGateway } from './subscriptions.test-fixtures.ts';

type Headers = () => Promise<Record<string, string>>;
let gateway: TestGateway;
let asOwnerC: Headers;
const DAY_MS = 86_400_000;
const asSiteC = { 'x-vendor-domain': VENDOR_C.domains[0]! };

const send = async (method: 'GET' | 'POST', url: string, payload?: object) =>
  gateway.app.inject({ method, url, headers: await asOwnerC(), ...(payload ? { payload } : {}) });
const ok = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await send(method, url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res;
};

async function subscribe() {
  const opened = await ok('POST', '/api-identity/subscriptions', {
    packageId: 'package-basic',
    period: 'MONTHLY',
  });
  const paid = await payContract(gateway, await asOwnerC(), opened.json().contract.id);
  expect(paid.first.headers.location).toContain('payment=ok');
}

async function anOrder(paymentMethod: 'CARD' | 'CASH') {
  const order = salonOrder({ paymentMethod });
  await ok('POST', '/api/orders', order);
  return order.id;
}

/** The customer pays the order on the sandbox page (the platform's gateway: a settlement's money). */
const paidOnline = (orderId: string) => payOrderOnSandbox(gateway, orderId, asSiteC);

let ordersDay = '';
/** The settlement week of the orders (a Saturday). */
let weekId = '';
/** The reports of the days the orders were taken (fixed dates: the clock moves on). */
const reports = () => {
  const period = `FromDate=${ordersDay}&ToDate=${ordersDay}`;
  return [
    `/api/reports/orderstatistics/daily?${period}`,
    `/api/reports/orderpaid?${period}`,
    `/api/reports/ordersunpaid?${period}`,
    `/api/reports/orderitemsales?${period}`,
    `/api/reports/productsreport?${period}`,
    `/SyncOrders/OrderReport/${VENDOR_C.vendorId}?from=${ordersDay}&to=${ordersDay}`,
  ];
};
/** What the free package still answers. */
const open = () => [
  '/api/settlements',
  `/api/settlements/info/${weekId}`,
  `/api/orders?fromDate=${ordersDay}T00:00:00%2B03:30&pageSize=100`,
  `/api/thirdpartyintegrations/accounting/orders?FromDate=${ordersDay}&ToDate=${ordersDay}`,
];

async function answers(urls: readonly string[]) {
  const bodies: Record<string, unknown> = {};
  for (const url of urls) bodies[url] = (await ok('GET', url)).json();
  return bodies;
}

const before: Record<string, unknown> = {};
beforeAll(async () => {
  ({ gateway, asOwnerC } = await startSubscriptionGateway());
  // Noon in Tehran: the orders fall on one day whenever the test runs.
  while (tehranClock(gateway.clock()).hour !== 12) gateway.advanceClock(3_600_000);
  await subscribe();
  ordersDay = tehranDay(gateway.clock());
  const online = await anOrder('CARD');
  await paidOnline(online);
  const cash = await anOrder('CASH');
  await ok('POST', '/api/payments/manualpaybypos', { orderId: cash, paymentId: randomUUID() });
  await anOrder('CASH');
  // A week on, the orders' week has closed: its settlement no longer changes with the clock.
  gateway.advanceClock(8 * DAY_MS);
  weekId = (await ok('GET', '/api/settlements')).json().data[0].settlementId;
  Object.assign(before, await answers([...reports(), ...open()]));
}, 60_000);
afterAll(() => gateway.close());

describe('an expired subscription keeps every order and report', () => {
  it('had the figures to keep: three orders, one paid online into a settlement', () => {
    const [daily, paid, unpaid] = reports();
    expect(before[daily!]).toMatchObject({ summary: { orderCount: 3 } });
    expect(before[paid!]).toMatchObject({ totalCount: 2 });
    expect(before[unpaid!]).toMatchObject({ totalCount: 1 });
    const [settlements, week, list] = open();
    expect(before[settlements!]).toMatchObject({ data: [{ orderCount: 1, status: 'PENDING' }] });
    expect(before[week!]).toMatchObject({ orderCount: 1 });
    expect(before[list!]).toMatchObject({ totalCount: 3 });
  });

  it('answers what the free package allows the same after the lapse, and refuses the reports', async () => {
    gateway.advanceClock(23 * DAY_MS);
    const status = (await ok('GET', '/api-identity/subscriptions/usages/status')).json();
    expect(status).toMatchObject({ package: { id: 'free' }, lapsed: true });
    for (const url of open()) expect((await ok('GET', url)).json(), url).toEqual(before[url]);
    for (const url of reports()) {
      const refused = await send('GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code).toBe('FEATURE_NOT_IN_PACKAGE');
    }
  });

  it('answers every report with the same figures once renewed', async () => {
    await subscribe();
    const after = await answers([...reports(), ...open()]);
    const [settlements] = open();
    for (const url of Object.keys(before))
      if (url !== settlements) expect(after[url], url).toEqual(before[url]);
    type Page = { data: SettlementView[]; totalCount: number };
    const { data, totalCount } = after[settlements!] as Page;
    expect(totalCount).toBe(2);
    expect(data[0]).toMatchObject({
      orderCount: 0,
      onlineSales: 0,
      amountDue: 0,
      invoices: [expect.objectContaining({ status: 'PAID', feeType: 'CONTRACT' })],
    });
    const earlier = { ...(after[settlements!] as Page), data: data.slice(1), totalCount: 1 };
    expect(earlier).toEqual(before[settlements!]);
  });
});
