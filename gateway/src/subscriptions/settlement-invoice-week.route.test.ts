// A settlement week whose only activity is a subscription invoice paid, through HTTP: vendor C
// takes no order online, buys a package and pays its invoice; the week is in the settlements list
// with no online money and the invoice beside it, as the week's own answer has it.
import { tehranWallToUtc } from '@sofre/engine';
import type { SettlementView } from '@sofre/engine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../testing/test-gateway.ts';
import { payContract, startSubscriptionGateway } from './subscriptions.test-fixtures.ts';

type Headers = () => Promise<Record<string, string>>;
let gateway: TestGateway;
let asOwnerC: Headers;

const get = async <T>(url: string) => {
  const res = await gateway.app.inject({ method: 'GET', url, headers: await asOwnerC() });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};

const REPORTS_PACKAGE = {
  id: 'package-reports',
  title: 'گزارش‌ها',
  features: ['REPORTS'],
  prices: { MONTHLY: 12_000_000 },
  contractFeePercent: 2,
};
const WEEK = '2026-10-17'; // Saturday 1405/07/25
let contractId = '';

beforeAll(async () => {
  let asAdmin: Headers;
  ({ gateway, asOwnerC, asAdmin } = await startSubscriptionGateway());
  const send = async (url: string, as: Headers, payload: object) =>
    gateway.app.inject({ method: 'POST', url, headers: await as(), payload });
  const made = await send('/api-identity/feature/packages', asAdmin, REPORTS_PACKAGE);
  expect(made.statusCode, made.body).toBe(201);
  // Wednesday of the week: no order at all, only the package bought and its invoice paid.
  const wednesday = Date.parse(tehranWallToUtc(2026, 10, 21, 12, 0));
  gateway.advanceClock(wednesday - gateway.clock().getTime());
  const subscribed = await send('/api-identity/subscriptions', asOwnerC, {
    packageId: REPORTS_PACKAGE.id,
    period: 'MONTHLY',
  });
  expect(subscribed.statusCode, subscribed.body).toBe(201);
  contractId = subscribed.json().contract.id;
  const paid = await payContract(gateway, await asOwnerC(), contractId);
  expect(paid.first.headers.location).toContain('payment=ok');
  // The payment's callback waits for no read model: wait for every event stored.
  const last = (await gateway.platform.store.readAll(undefined, 1_000_000)).at(-1)!;
  expect(await gateway.platform.readSide.waitFor(last.position, 5_000)).toBe(true);
}, 60_000);
afterAll(() => gateway.close());

describe('a week whose only activity is a subscription invoice paid', () => {
  it('is in the settlements list with no online money and its invoice, as its detail answers', async () => {
    const page = await get<{ data: SettlementView[]; totalCount: number }>('/api/settlements');
    const listed = page.data.find((w) => w.settlementId === WEEK);
    expect(listed, JSON.stringify(page)).toBeDefined();
    expect(listed).toMatchObject({
      fromDate: WEEK,
      toDate: '2026-10-23',
      orderCount: 0,
      onlineSales: 0,
      refunds: 0,
      contractFee: 0,
      serviceFee: 0,
      amountDue: 0,
      invoices: [
        {
          contractId,
          packageTitle: REPORTS_PACKAGE.title,
          amount: REPORTS_PACKAGE.prices.MONTHLY,
          paidAt: expect.any(String),
          status: 'PAID',
          feeType: 'CONTRACT',
        },
      ],
    });
    expect(page.totalCount).toBe(page.data.length);

    expect(await get<SettlementView>(`/api/settlements/info/${WEEK}`)).toEqual(listed);
    const orders = await get<{ settlement: SettlementView; totalCount: number }>(
      `/api/settlements/info?SettlementId=${WEEK}`,
    );
    expect(orders).toMatchObject({ settlement: listed, totalCount: 0 });
  });

  it('FromDate..ToDate finds it by its days, and leaves it out of other weeks', async () => {
    const inWeek = await get<{ data: SettlementView[] }>(
      '/api/settlements?FromDate=2026-10-20&ToDate=2026-10-21',
    );
    expect(inWeek.data.map((w) => w.settlementId)).toEqual([WEEK]);
    const before = await get<{ data: SettlementView[] }>(
      '/api/settlements?FromDate=2026-10-01&ToDate=2026-10-16',
    );
    expect(before.data.map((w) => w.settlementId)).not.toContain(WEEK);
  });
});
