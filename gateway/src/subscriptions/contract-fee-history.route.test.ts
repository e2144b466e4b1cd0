// A vendor's CONTRACT fee through HTTP (issue 32): vendor C buys a package whose rate is not the
// platform's default; the week it paid in lists the invoice, the next week's settlement takes the
// package's rate; the admin then raises the package's rate, and no week already settled moves —
// the rate is the one the vendor bought, recorded on its term.
import { tehranWallToUtc } from '@sofre/engine';
import type { OrderTracker, SettlementView } from '@sofre/engine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOrderOnSandbox } from '../testing/sandbox-order-payment.ts';
import { salonOrder, type TestGateway } from '../testing/test-gateway.ts';
import { payContract, startSubscriptionGateway } from './subscriptions.test-fixtures.ts';

type Headers = () => Promise<Record<string, string>>;
let gateway: TestGateway;
let asOwnerC: Headers;
let asAdmin: Headers;

const send = async (method: 'GET' | 'POST' | 'PUT', url: string, as: Headers, payload?: object) =>
  gateway.app.inject({ method, url, headers: await as(), ...(payload ? { payload } : {}) });

/** Sets the gateway's clock to a Tehran wall time in October 2026. */
const at = (day: number, hour: number) =>
  gateway.advanceClock(
    Date.parse(tehranWallToUtc(2026, 10, day, hour, 0)) - gateway.clock().getTime(),
  );

const FEE_PACKAGE = {
  id: 'package-fee',
  title: 'کارمزد ویژه',
  features: ['REPORTS'],
  prices: { MONTHLY: 10_000_000 },
  contractFeePercent: 5,
};

/** An order of vendor C paid online on the sandbox page; answers what it cost. */
async function paidOrderC(): Promise<number> {
  const order = salonOrder({ paymentMethod: 'CARD' });
  const taken = await send('POST', '/api/orders', asOwnerC, order);
  expect(taken.statusCode, taken.body).toBe(201);
  await payOrderOnSandbox(gateway, order.id, { 'x-vendor-domain': 'c.sofre.local' });
  const tracker = await send('GET', `/api/orders/${order.id}`, asOwnerC);
  return tracker.json<OrderTracker>().finalPrice;
}

const WEEK = '2026-10-17'; // Saturday: the week the package is bought in
const NEXT_WEEK = '2026-10-24';
const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);
const sales: Record<string, number> = {};
let contractId = '';

beforeAll(async () => {
  ({ gateway, asOwnerC, asAdmin } = await startSubscriptionGateway());
  const made = await send('POST', '/api-identity/feature/packages', asAdmin, FEE_PACKAGE);
  expect(made.statusCode, made.body).toBe(201);
  at(21, 12); // Wednesday: an order on the free package's rate, then the package bought
  sales[WEEK] = await paidOrderC();
  const subscribed = await send('POST', '/api-identity/subscriptions', asOwnerC, {
    packageId: FEE_PACKAGE.id,
    period: 'MONTHLY',
  });
  expect(subscribed.statusCode, subscribed.body).toBe(201);
  contractId = subscribed.json().contract.id;
  const paid = await payContract(gateway, await asOwnerC(), contractId);
  expect(paid.first.headers.location).toContain('payment=ok');
  at(26, 12); // Monday of the next week, begun on the package
  sales[NEXT_WEEK] = await paidOrderC();
}, 60_000);
afterAll(() => gateway.close());

const settlements = async () => {
  const page = await send('GET', '/api/settlements', asOwnerC);
  expect(page.statusCode, page.body).toBe(200);
  const weeks = page.json<{ data: SettlementView[] }>().data;
  return Object.fromEntries(weeks.map((w) => [w.settlementId, w]));
};

describe("settlements on the package's CONTRACT fee rate", () => {
  it('lists the invoice in its week and takes the bought rate from the next week on', async () => {
    const weeks = await settlements();
    const week = weeks[WEEK]!;
    expect(week).toMatchObject({
      onlineSales: sales[WEEK],
      contractFee: percentOf(sales[WEEK]!, 2),
    });
    expect(week.fees[0]).toEqual({
      type: 'CONTRACT',
      amount: percentOf(sales[WEEK]!, 2),
      percent: 2,
    });
    expect(week.invoices).toEqual([
      expect.objectContaining({
        contractId,
        packageTitle: FEE_PACKAGE.title,
        amount: 10_000_000,
        status: 'PAID',
        feeType: 'CONTRACT',
      }),
    ]);
    const next = weeks[NEXT_WEEK]!;
    const fee = percentOf(sales[NEXT_WEEK]!, 5);
    expect(next).toMatchObject({
      onlineSales: sales[NEXT_WEEK],
      contractFee: fee,
      amountDue: sales[NEXT_WEEK]! - fee - next.serviceFee,
    });
    expect(next.fees[0]).toEqual({ type: 'CONTRACT', amount: fee, percent: 5 });
    expect(next.invoices).toBeUndefined();
  });

  it("keeps every past week when the admin changes the package's rate", async () => {
    const before = await settlements();
    const raised = await send('PUT', '/api-identity/feature/packages', asAdmin, {
      ...FEE_PACKAGE,
      contractFeePercent: 9,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const packages = await send('GET', '/api-identity/feature/packages', asOwnerC);
    expect(packages.body).toContain('"contractFeePercent":9');
    expect(await settlements()).toEqual(before);
    const orders = await send('GET', `/api/settlements/info?SettlementId=${NEXT_WEEK}`, asOwnerC);
    expect(orders.json().data[0]).toMatchObject({
      contractFee: percentOf(sales[NEXT_WEEK]!, 5),
    });
  });
});
