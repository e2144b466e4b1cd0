// The order-money reports through the real gateway: orders taken at chosen Tehran times (the
// gateway's clock is moved), paid whole, split, on credit and in part, rejected and refunded
// through the API; every report's numbers against the sums of those orders.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { handleCommand, tehranWallToUtc } from '@sofre/engine';
import { orderAggregate, SubmitOrderData, type OrderCommand } from '@sofre/engine/orders';
import { OrderLine } from '@sofre/engine/pricing';
import type {
  CancelledOrderStatistics,
  CreditOrdersReport,
  OrderHistoryReport,
  OrderTracker,
  PaidOrdersReport,
  PaymentMethodSalesReport,
  RefundOrderReport,
  UnpaidOrdersReport,
} from '@sofre/engine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VENDOR_A_ID,
  VENDOR_B,
  asVendorB,
  startTestGateway,
  type TestGateway,
} from '../../testing/test-gateway.ts';

let gw: TestGateway;
let offset = 0;
/** Sets the gateway's clock to a Tehran wall time in October 2026 (Jalali 1405/07–08). */
const at = (day: number, hour: number, minute: number) => {
  const delta = Date.parse(tehranWallToUtc(2026, 10, day, hour, minute)) - Date.now() - offset;
  gw.advanceClock(delta);
  offset += delta;
};
const owner = async () => ({ authorization: `Bearer ${await gw.tokenFor('demo-owner')}` });
const ownerB = async () => ({
  authorization: `Bearer ${await gw.tokenFor('demo-owner', VENDOR_B.vendorId)}`,
  ...asVendorB,
});
const call = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => {
  const res = await gw.app.inject({ method, url, headers: await owner(), payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res;
};
const inject = async (url: string, headers?: Record<string, string>) =>
  gw.app.inject({ method: 'GET', url, headers: headers ?? (await owner()) });
const get = async <T>(url: string, headers?: Record<string, string>) => {
  const res = await inject(url, headers);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};

const kabab = OrderLine.parse({
  tempId: 'l-1',
  menuItemId: 'item-kabab-koobideh',
  title: 'کباب کوبیده',
  price: 1_850_000,
  count: 2,
  discount: 0,
  packagingCost: 0,
  servePackagingCost: 0,
  withTax: true,
});
const doogh = { ...kabab, tempId: 'l-2', menuItemId: 'item-doogh', title: 'دوغ', price: 250_000 };
/** An instant within the Tehran minute (the clock runs on from where a test set it). */
const inMinute = (day: number, hour: number, minute: number) =>
  expect.stringMatching(`^${tehranWallToUtc(2026, 10, day, hour, minute).slice(0, 16)}`);
const ali = { id: 'cust-ali', name: 'علی رضایی', phone: '09121112233' };

/** A salon order at the gateway's clock, through the engine's command path (as the API's). */
const take = async (
  over: { paymentMethod?: string; customer?: object; tableNumber?: string } = {},
) => {
  const orderId = randomUUID();
  const now = new Date(Date.now() + offset).toISOString();
  const actor = { userId: 'demo-owner', kind: 'STAFF' as const };
  const data = SubmitOrderData.parse({
    orderId,
    source: 'SALON',
    deliveryType: 'SERVE',
    paymentMethod: 'CASH',
    lines: [kabab, doogh],
    confirm: true,
    ...over,
  });
  const command = {
    type: 'SubmitOrder',
    data,
    metadata: { commandId: orderId, vendorId: VENDOR_A_ID, actor, now },
  };
  const { position } = await handleCommand(
    gw.platform.store,
    orderAggregate,
    command as OrderCommand,
  );
  await gw.platform.readSide.waitFor(position!, 5_000);
  const res = await gw.app.inject({ url: `/api/orders/${orderId}`, headers: await owner() });
  return res.json<OrderTracker>();
};
const pay = (orderId: string, payment: object) =>
  call('POST', '/api/payments/manualpaybypos', { orderId, paymentId: randomUUID(), ...payment });
const reject = (orderId: string, reason: string) =>
  call('PATCH', '/api/orders/state', { orderId, status: 'REJECTED', reason });

const o: Record<string, OrderTracker> = {};
const SPLIT_CASH = 200_000;
const TAB_PART = 500_000;
const MEHR_28_29 = 'FromDate=1405/07/28&ToDate=1405/07/29';
const MEHR_28_30 = 'FromDate=1405/07/28&ToDate=1405/07/30';

beforeAll(async () => {
  gw = await startTestGateway();
  at(20, 23, 59); // 1405/07/28 23:59: paid by card though meant for cash
  o.card = await take();
  await pay(o.card.orderId, { paymentMethod: 'CARD' });
  at(21, 0, 5); // 1405/07/29 00:05: a split bill
  o.split = await take();
  await pay(o.split.orderId, {
    parts: [
      { paymentMethod: 'CARD', amount: o.split.finalPrice - SPLIT_CASH },
      { paymentMethod: 'CASH', amount: SPLIT_CASH },
    ],
  });
  at(21, 9, 0); // Ali's two orders on credit, the second in part
  o.credit = await take({ paymentMethod: 'CREDIT', customer: ali });
  await pay(o.credit.orderId, { paymentMethod: 'CREDIT' });
  at(21, 9, 30);
  o.tab = await take({ customer: ali });
  await pay(o.tab.orderId, { paymentMethod: 'CREDIT', amount: TAB_PART });
  at(21, 11, 0); // not paid at all, moved to another table
  o.open = await take({ tableNumber: '3' });
  await call('PUT', '/api/orders/changetable', { orderId: o.open.orderId, tableNumber: '4' });
  at(21, 12, 0);
  o.rejected = await take();
  await reject(o.rejected.orderId, 'مواد اولیه تمام شد');
  at(22, 10, 0); // 1405/07/30: a doogh of the card order given back
  await call('PUT', '/api/orders/refund', {
    orderId: o.card.orderId,
    refundId: randomUUID(),
    lines: [{ id: 'l-2', count: 1 }],
    reason: 'سرد بود',
  });
  at(22, 11, 0);
  o.rejected2 = await take();
  await reject(o.rejected2.orderId, 'مشتری منصرف شد');
  at(24, 12, 0);
}, 60_000);
afterAll(() => gw.close());

const refundOfCard = async () =>
  (await get<RefundOrderReport>(`/api/reports/refundorderreport/${o.card!.orderId}`)).totalRefunded;

async function excel(url: string) {
  const res = await inject(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  const totals = sheet.getRow(sheet.rowCount);
  /** The totals row's cell under a header. */
  const total = (header: string) => totals.getCell(headers.indexOf(header)).value;
  return { sheet, total, rows: sheet.rowCount - 2 };
}

describe('GET /api/reports/orderpaid', () => {
  it('lists the orders settled in the period, latest first, and sums them from the ledger', async () => {
    const { card, split, credit } = o;
    const report = await get<PaidOrdersReport>(`/api/reports/orderpaid?${MEHR_28_29}`);
    expect(report.totalCount).toBe(3);
    expect(report.data.map((r) => r.orderId)).toEqual([
      credit!.orderId,
      split!.orderId,
      card!.orderId,
    ]);
    const paid = card!.finalPrice + split!.finalPrice + credit!.finalPrice;
    expect(report.summary).toEqual({
      orderCount: 3,
      totalFinalPrice: paid,
      totalPaid: paid,
      totalRefunded: 0,
    });
    expect(report.data.reduce((s, r) => s + r.amountPaid, 0)).toBe(paid);
    expect(report.data[1]).toMatchObject({
      paymentMethod: 'MULTI',
      paidByMethod: { CARD: split!.finalPrice - SPLIT_CASH, CASH: SPLIT_CASH },
    });
    expect(report.data[2]).toMatchObject({
      paymentMethod: 'CARD',
      paidAt: inMinute(20, 23, 59),
      amountRefunded: await refundOfCard(),
    });
  });

  it('pages, filters by OrderType, and counts a refund on the day it was given', async () => {
    const second = await get<PaidOrdersReport>(
      `/api/reports/orderpaid?${MEHR_28_29}&PageSize=2&PageNumber=2`,
    );
    expect(second).toMatchObject({ pageNumber: 2, pageSize: 2, totalCount: 3 });
    expect(second.data.map((r) => r.orderId)).toEqual([o.card!.orderId]);
    const web = await get<PaidOrdersReport>(
      `/api/reports/orderpaid?${MEHR_28_29}&OrderType=WEBSITE`,
    );
    expect(web.totalCount).toBe(0);
    const refundDay = await get<PaidOrdersReport>('/api/reports/orderpaid?FromDate=1405/07/30');
    expect(refundDay.summary).toEqual({
      orderCount: 0,
      totalFinalPrice: 0,
      totalPaid: 0,
      totalRefunded: await refundOfCard(),
    });
  });

  it('as Excel: right to left, every row, totals equal to the summary (in Toman)', async () => {
    const report = await get<PaidOrdersReport>(`/api/reports/orderpaid?${MEHR_28_29}`);
    const file = await excel(`/api/reports/orderpaid/excel?${MEHR_28_29}`);
    expect(file.sheet.views[0]?.rightToLeft).toBe(true);
    expect(file.rows).toBe(3);
    expect(file.total('پرداخت‌شده (تومان)')).toBe(report.summary.totalPaid / 10);
    expect(file.total('مبلغ نهایی (تومان)')).toBe(report.summary.totalFinalPrice / 10);
  });
});

describe('GET /api/reports/ordersunpaid', () => {
  it('lists orders still due, not rejected, with what is due; Excel sums it', async () => {
    const report = await get<UnpaidOrdersReport>(`/api/reports/ordersunpaid?${MEHR_28_30}`);
    expect(report.totalCount).toBe(2);
    expect(report.data).toEqual([
      expect.objectContaining({
        orderId: o.open!.orderId,
        amountDue: o.open!.finalPrice,
        tableNumber: '4',
      }),
      expect.objectContaining({
        orderId: o.tab!.orderId,
        amountPaid: TAB_PART,
        amountDue: o.tab!.finalPrice - TAB_PART,
        customerName: ali.name,
      }),
    ]);
    const file = await excel(`/api/reports/ordersunpaid/excel?${MEHR_28_30}`);
    expect(file.rows).toBe(2);
    const due = report.data.reduce((s, r) => s + r.amountDue, 0);
    expect(file.total('مانده (تومان)')).toBe(due / 10);
  });
});

describe('GET /api/orders/getcreditordersreport', () => {
  it('credit per customer and per order, with totals', async () => {
    const report = await get<CreditOrdersReport>(
      '/api/orders/getcreditordersreport?FromDate=1405/07/29',
    );
    const credit = o.credit!.finalPrice + TAB_PART;
    expect(report.totals).toEqual({
      orderCount: 2,
      creditAmount: credit,
      creditRefunded: 0,
      creditBalance: credit,
    });
    expect(report.customers).toEqual([
      expect.objectContaining({
        customerKey: ali.id,
        name: ali.name,
        phone: ali.phone,
        orderCount: 2,
        creditAmount: credit,
      }),
    ]);
    expect(report.orders.totalCount).toBe(2);
    expect(report.orders.data.map((r) => [r.orderId, r.creditAmount])).toEqual([
      [o.tab!.orderId, TAB_PART],
      [o.credit!.orderId, o.credit!.finalPrice],
    ]);
  });
});

describe('GET /api/orders/getvendorbrandpaymentmethodsalesreport', () => {
  const path = '/api/orders/getvendorbrandpaymentmethodsalesreport';

  it('money per method: split parts under their methods, refunds from how it was paid', async () => {
    const { card, split, credit } = o;
    const refunded = await refundOfCard();
    const report = await get<PaymentMethodSalesReport>(`${path}?${MEHR_28_30}`);
    const byMethod = Object.fromEntries(report.data.map((r) => [r.paymentMethod, r]));
    const cardPaid = card!.finalPrice + split!.finalPrice - SPLIT_CASH;
    expect(byMethod.CARD).toMatchObject({
      vendorId: VENDOR_A_ID,
      vendorName: 'رستوران سفره',
      paymentCount: 2,
      paidAmount: cardPaid,
      refundCount: 1,
      refundedAmount: refunded,
      netAmount: cardPaid - refunded,
    });
    expect(byMethod.CASH).toMatchObject({ paymentCount: 1, paidAmount: SPLIT_CASH });
    expect(byMethod.CREDIT).toMatchObject({
      paymentCount: 2,
      paidAmount: credit!.finalPrice + TAB_PART,
    });
    const all = cardPaid + SPLIT_CASH + credit!.finalPrice + TAB_PART;
    expect(report.totals).toEqual({
      paymentCount: 5,
      paidAmount: all,
      refundCount: 1,
      refundedAmount: refunded,
      netAmount: all - refunded,
      splitOrderCount: 1,
    });
    const file = await excel(`${path}/excel?${MEHR_28_30}&vendorIds=${VENDOR_A_ID}`);
    expect(file.sheet.views[0]?.rightToLeft).toBe(true);
    expect(file.rows).toBe(3);
    expect(file.total('خالص (تومان)')).toBe(report.totals.netAmount / 10);
  });

  it('vendorIds may name only the request’s own vendor (403 otherwise)', async () => {
    const own = await get<PaymentMethodSalesReport>(
      `${path}?${MEHR_28_30}&vendorIds=${VENDOR_A_ID}`,
    );
    expect(own.totals.paymentCount).toBe(5);
    for (const query of [
      `vendorIds=${VENDOR_B.vendorId}`,
      `vendorIds=${VENDOR_A_ID},${VENDOR_B.vendorId}`,
      `vendorIds=${VENDOR_A_ID}&vendorIds=${VENDOR_B.vendorId}`,
    ]) {
      const res = await inject(`${path}?${query}`);
      expect(res.statusCode, query).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({
        code: 'FORBIDDEN',
        errors: [{ field: 'vendorIds', code: 'VENDOR_NOT_OWN' }],
      });
    }
  });
});

describe('GET /api/reports/cancelledorderstatistics and cancelledorder/excel', () => {
  it('rejections per reason and per source, and the list as Excel', async () => {
    const { rejected, rejected2 } = o;
    const stats = await get<CancelledOrderStatistics>(
      `/api/reports/cancelledorderstatistics?${MEHR_28_30}`,
    );
    const worth = rejected!.finalPrice + rejected2!.finalPrice;
    expect(stats.totals).toEqual({ count: 2, amount: worth });
    expect(stats.bySource).toEqual([{ source: 'SALON', count: 2, amount: worth }]);
    expect(stats.byReason).toEqual(
      expect.arrayContaining([
        { reason: 'مواد اولیه تمام شد', count: 1, amount: rejected!.finalPrice },
        { reason: 'مشتری منصرف شد', count: 1, amount: rejected2!.finalPrice },
      ]),
    );
    const file = await excel(`/api/reports/cancelledorder/excel?${MEHR_28_30}`);
    expect(file.sheet.views[0]?.rightToLeft).toBe(true);
    expect(file.rows).toBe(2);
    expect(file.total('مبلغ (تومان)')).toBe(worth / 10);
  });
});

describe('one order: refunds and history', () => {
  it('refundorderreport: each refund with its lines, who and when; what remains paid', async () => {
    const report = await get<RefundOrderReport>(
      `/api/reports/refundorderreport/${o.card!.orderId}`,
    );
    expect(report.refunds).toHaveLength(1);
    const [refund] = report.refunds;
    expect(refund).toMatchObject({
      lines: [{ tempId: 'l-2', title: 'دوغ', count: 1 }],
      reason: 'سرد بود',
      by: { userId: 'demo-owner', kind: 'STAFF' },
      byName: 'مالک نمونه',
      settled: true,
      failed: false,
      at: inMinute(22, 10, 0),
    });
    expect(refund!.amount).toBeGreaterThan(0);
    expect(refund!.lines[0]!.amount).toBe(refund!.amount);
    expect(report).toMatchObject({
      amountPaid: o.card!.finalPrice,
      totalRefunded: refund!.amount,
      unsettledAmount: 0,
      remainsPaid: o.card!.finalPrice - refund!.amount,
    });
  });

  it('orderhistory: every change with who and when, from its read model', async () => {
    const history = await get<OrderHistoryReport>(`/api/reports/orderhistory/${o.card!.orderId}`);
    expect(history.entries.map((e) => [e.kind, e.status])).toEqual([
      ['SUBMITTED', 'SUBMITTED'],
      ['STATUS_CHANGED', 'CONFIRMED'],
      ['PAID', 'CONFIRMED'],
      ['REFUNDED', 'CONFIRMED'],
    ]);
    expect(history.entries[2]).toMatchObject({
      paymentMethod: 'CARD',
      amount: o.card!.finalPrice,
      byName: 'مالک نمونه',
      at: inMinute(20, 23, 59),
    });
    const moved = await get<OrderHistoryReport>(`/api/reports/orderhistory/${o.open!.orderId}`);
    expect(moved.entries.at(-1)).toMatchObject({
      kind: 'TABLE_CHANGED',
      tableNumber: '4',
      previousTableNumber: '3',
    });
    const rejected = await get<OrderHistoryReport>(
      `/api/reports/orderhistory/${o.rejected!.orderId}`,
    );
    expect(rejected.entries.at(-1)).toMatchObject({
      kind: 'STATUS_CHANGED',
      status: 'REJECTED',
      previousStatus: 'CONFIRMED',
      reason: 'مواد اولیه تمام شد',
    });
  });

  it('an unknown order, or another vendor’s, is not found', async () => {
    for (const [url, headers] of [
      [`/api/reports/orderhistory/${randomUUID()}`, undefined],
      [`/api/reports/refundorderreport/${o.card!.orderId}`, await ownerB()],
      [`/api/reports/orderhistory/${o.card!.orderId}`, await ownerB()],
    ] as const) {
      const res = await inject(url, headers);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    }
  });
});

describe('access, tenancy and bad input', () => {
  it('a second vendor sees none of the first vendor’s numbers', async () => {
    const b = await ownerB();
    const paid = await get<PaidOrdersReport>(`/api/reports/orderpaid?${MEHR_28_30}`, b);
    expect(paid).toMatchObject({
      totalCount: 0,
      summary: { orderCount: 0, totalFinalPrice: 0, totalPaid: 0, totalRefunded: 0 },
    });
    const unpaid = await get<UnpaidOrdersReport>(`/api/reports/ordersunpaid?${MEHR_28_30}`, b);
    expect(unpaid.totalCount).toBe(0);
    const credit = await get<CreditOrdersReport>(
      `/api/orders/getcreditordersreport?${MEHR_28_30}`,
      b,
    );
    expect(credit.customers).toEqual([]);
    const methods = await get<PaymentMethodSalesReport>(
      `/api/orders/getvendorbrandpaymentmethodsalesreport?${MEHR_28_30}`,
      b,
    );
    expect(methods.data).toEqual([]);
    const stats = await get<CancelledOrderStatistics>(
      `/api/reports/cancelledorderstatistics?${MEHR_28_30}`,
      b,
    );
    expect(stats.totals).toEqual({ count: 0, amount: 0 });
  });

  it('needs the report permission', async () => {
    const kitchen = { authorization: `Bearer ${await gw.tokenFor('demo-kitchen')}` };
    for (const url of ['/api/reports/orderpaid', '/api/reports/orderpaid/excel']) {
      expect((await inject(url, kitchen)).statusCode, url).toBe(403);
    }
  });

  it('refuses a day that is not one, and an unknown OrderType', async () => {
    for (const query of ['FromDate=1405/07/31', 'OrderType=PHONE', 'PageSize=0']) {
      const res = await inject(`/api/reports/orderpaid?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});
