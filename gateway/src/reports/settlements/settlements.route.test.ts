// Settlements through the real gateway: the vendor charges the platform's service fee, orders are
// paid online on the sandbox payment page (one at Friday 23:59, the week's last minute), one is
// paid in cash, one is refunded online at Saturday 00:01; then each week's settlement against the
// sums of those orders, its orders, its Excel file, and a second vendor who sees none of it.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { tehranWallToUtc } from '@sofre/engine';
import type { OrderTracker, SettlementOrderView, SettlementView } from '@sofre/engine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOrderOnSandbox } from '../../testing/sandbox-order-payment.ts';
import { salonOrder, startTestGateway, type TestGateway } from '../../testing/test-gateway.ts';

let gw: TestGateway;
const owner = async () => ({ authorization: `Bearer ${await gw.tokenFor('demo-owner')}` });
const inject = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  gw.app.inject({ method, url, payload, headers: await owner() });
const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await inject(method, url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json<T>();
};
const get = <T>(url: string) => call<T>('GET', url);

/** Sets the gateway's clock to a Tehran wall time in October 2026. */
const at = (day: number, hour: number, minute = 0) =>
  gw.advanceClock(Date.parse(tehranWallToUtc(2026, 10, day, hour, minute)) - gw.clock().getTime());

const SERVICE_FEE = 20_000;
const REFUND = 100_000;
/** The CONTRACT fee's rate (projections settlement-terms.ts): 2 %. */
const contract = (amount: number) => Math.round(amount * 0.02);

async function anOrder(paymentMethod: 'CARD' | 'CASH') {
  const order = salonOrder({ paymentMethod });
  await call('POST', '/api/orders', order);
  return order.id;
}

/** The customer pays what the order owes on the sandbox page; the callback verifies it. */
const paidOnline = (orderId: string) => payOrderOnSandbox(gw, orderId);

const o: Record<string, OrderTracker> = {};
const tracker = (id: string) => get<OrderTracker>(`/api/orders/${id}`);
const WEEK = '2026-10-17'; // Saturday 1405/07/25
const NEXT_WEEK = '2026-10-24';

beforeAll(async () => {
  gw = await startTestGateway();
  at(21, 12); // Wednesday
  await call('PUT', '/api-identity/vendors/me', {
    pricingSettings: {
      taxPercent: 10,
      serviceChargePercent: 0,
      serviceFee: { type: 'MONEY', value: SERVICE_FEE },
    },
  });
  const first = await anOrder('CARD');
  await paidOnline(first);
  const second = await anOrder('CARD');
  const cash = await anOrder('CASH');
  await call('POST', '/api/payments/manualpaybypos', { orderId: cash, paymentId: randomUUID() });
  at(23, 23, 59); // Friday, the week's last minute
  await paidOnline(second);
  at(24, 0, 1); // Saturday: the next week
  await call('PUT', '/api/orders/refund', {
    orderId: first,
    refundId: randomUUID(),
    amount: REFUND,
    reason: 'یک قلم نرسید',
  });
  at(26, 12); // Monday
  const [a, b, c] = await Promise.all([first, second, cash].map(tracker));
  Object.assign(o, { first: a, second: b, cash: c });
}, 60_000);
afterAll(() => gw.close());

type Page<T> = { data: T[]; totalCount: number; pageNumber: number; pageSize: number };

describe('GET /api/settlements', () => {
  it('a settlement per week: the online money of its orders less refunds and the CONTRACT and SERVICE fees', async () => {
    const page = await get<Page<SettlementView>>('/api/settlements');
    expect(page.totalCount).toBe(2);
    const [next, week] = page.data;
    const sales = o.first!.finalPrice + o.second!.finalPrice;
    expect(o.first!.price.totalServiceFee).toBe(SERVICE_FEE);
    const contractFee = contract(o.first!.finalPrice) + contract(o.second!.finalPrice);
    expect(week).toEqual({
      settlementId: WEEK,
      fromDate: WEEK,
      toDate: '2026-10-23',
      status: 'PENDING',
      orderCount: 2,
      onlineSales: sales,
      refunds: 0,
      contractFee,
      serviceFee: 2 * SERVICE_FEE,
      amountDue: sales - contractFee - 2 * SERVICE_FEE,
      fees: [
        { type: 'CONTRACT', amount: contractFee, percent: 2 },
        { type: 'SERVICE', amount: 2 * SERVICE_FEE },
      ],
    });
    // The refund at Saturday 00:01 lowers the next week, which still runs.
    const kept = o.first!.finalPrice - REFUND;
    const contractBack = contract(kept) - contract(o.first!.finalPrice);
    expect(next).toMatchObject({
      settlementId: NEXT_WEEK,
      status: 'OPEN',
      orderCount: 1,
      onlineSales: 0,
      refunds: REFUND,
      contractFee: contractBack,
      serviceFee: 0,
      amountDue: -REFUND - contractBack,
    });
  });

  it('FromDate..ToDate narrows to the weeks they touch', async () => {
    const page = await get<Page<SettlementView>>('/api/settlements?FromDate=1405/08/02');
    expect(page.data.map((s) => s.settlementId)).toEqual([NEXT_WEEK]);
    const before = await get<Page<SettlementView>>('/api/settlements?ToDate=1405/07/20');
    expect(before.totalCount).toBe(0);
  });
});

describe('GET /api/settlements/info and info/{id}', () => {
  it('lists the orders inside a settlement, with their number, and finds one by it', async () => {
    const info = await get<Page<SettlementOrderView> & { settlement: SettlementView }>(
      '/api/settlements/info?SettlementId=1405/07/25',
    );
    expect(info.settlement.settlementId).toBe(WEEK);
    expect(info.totalCount).toBe(2);
    expect(info.data.map((r) => r.orderId)).toEqual([o.second!.orderId, o.first!.orderId]);
    expect(info.data[1]).toMatchObject({
      orderNumber: o.first!.number,
      source: 'SALON',
      onlineSales: o.first!.finalPrice,
      serviceFee: SERVICE_FEE,
      amountDue: o.first!.finalPrice - SERVICE_FEE - contract(o.first!.finalPrice),
    });
    const found = await get<Page<SettlementOrderView>>(
      `/api/settlements/info?SettlementId=${WEEK}&Search=${o.second!.orderId}`,
    );
    expect(found.data.map((r) => r.orderId)).toEqual([o.second!.orderId]);
    const paged = await get<Page<SettlementOrderView>>(
      `/api/settlements/info?SettlementId=${WEEK}&PageSize=1&PageNumber=2`,
    );
    expect(paged).toMatchObject({ totalCount: 2, data: [{ orderId: o.first!.orderId }] });
  });

  it('one settlement by its Saturday; another day is refused, a quiet week is all zero', async () => {
    const list = await get<Page<SettlementView>>('/api/settlements');
    expect(await get(`/api/settlements/info/${WEEK}`)).toEqual(list.data[1]);
    const notSaturday = await inject('GET', '/api/settlements/info/2026-10-18');
    expect(notSaturday.statusCode).toBe(400);
    expect(notSaturday.headers['content-type']).toContain('problem+json');
    expect(await get('/api/settlements/info/2026-10-10')).toMatchObject({
      orderCount: 0,
      onlineSales: 0,
      amountDue: 0,
      status: 'PENDING',
    });
  });

  it('its orders as an Excel file: right to left, each order, the amount due summed', async () => {
    const res = await inject('GET', `/api/settlements/info/${WEEK}/excel`);
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.rowCount - 2).toBe(2);
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const totals = sheet.getRow(sheet.rowCount);
    const total = (header: string) => totals.getCell(headers.indexOf(header)).value;
    const week = await get<SettlementView>(`/api/settlements/info/${WEEK}`);
    expect(total('مبلغ قابل تسویه (تومان)')).toBe(week.amountDue / 10);
    expect(total('کارمزد خدمات (تومان)')).toBe(week.serviceFee / 10);
  });
});

describe('access and tenancy', () => {
  it('a second vendor sees none of the first vendor’s settlements', async () => {
    const b = await gw.tokenFor('demo-owner', 'vendor-b');
    const headers = { authorization: `Bearer ${b}`, 'x-vendor-domain': 'b.sofre.local' };
    const list = await gw.app.inject({ method: 'GET', url: '/api/settlements', headers });
    expect(list.json()).toMatchObject({ totalCount: 0, data: [] });
    const week = await gw.app.inject({
      method: 'GET',
      url: `/api/settlements/info/${WEEK}`,
      headers,
    });
    expect(week.json()).toMatchObject({ orderCount: 0, onlineSales: 0 });
    const orders = await gw.app.inject({
      method: 'GET',
      url: `/api/settlements/info?SettlementId=${WEEK}`,
      headers,
    });
    expect(orders.json()).toMatchObject({ totalCount: 0, data: [] });
  });

  it('needs the settlements permission', async () => {
    const kitchen = { authorization: `Bearer ${await gw.tokenFor('demo-kitchen')}` };
    const res = await gw.app.inject({ method: 'GET', url: '/api/settlements', headers: kitchen });
    expect(res.statusCode).toBe(403);
  });
});
