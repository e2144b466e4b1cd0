// The money-out reports through the real gateway: card payments taken through the API (a kiosk
// reader, a counter terminal that declines then approves, a card payment recorded by hand, cash),
// food-marketplace orders, then the POS transactions report, its Excel file, the accounting export
// and the marketplace reports against the sums of those orders; a second vendor sees none of it.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { tehranWallToUtc } from '@sofre/engine';
import type {
  AccountingOrderView,
  MarketplaceDiscountReport,
  MarketplaceStatisticsReport,
  OrderTracker,
  PosTransactionsReport,
} from '@sofre/engine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  salonOrder,
  startTestGateway,
  VENDOR_A_ID,
  type TestGateway,
} from '../../testing/test-gateway.ts';

let gw: TestGateway;
const owner = async () => ({ authorization: `Bearer ${await gw.tokenFor('demo-owner')}` });
const inject = async (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  headers?: object,
) => gw.app.inject({ method, url, payload, headers: { ...(await owner()), ...headers } });
const call = async <T>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
  const res = await inject(method, url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json<T>();
};
const get = <T>(url: string) => call<T>('GET', url);
const tracker = (orderId: string) => get<OrderTracker>(`/api/orders/${orderId}`);

/** Takes an order through the API; answers its tracker. */
async function take(path: string, order: object) {
  const id = randomUUID();
  await call('POST', path, { ...order, id });
  return tracker(id);
}
const lines = salonOrder().lines;

async function reader(orderId: string, terminalId: string, approved: boolean, kiosk = false) {
  const transactionId = randomUUID();
  const pending = await call<{ authority: string; amount: number }>(
    'POST',
    '/api/transactions/initialpospayment',
    { orderId, transactionId, terminalId, kiosk },
  );
  await call('POST', '/api/transactions/approvepospayment', {
    transactionId,
    authority: pending.authority,
    approved,
    amount: pending.amount,
    ...(approved
      ? { referenceId: `RRN-${transactionId.slice(0, 8)}`, cardPan: '603799******1234' }
      : {}),
  });
  return transactionId;
}

const TODAY = 'FromDate=1405/07/29&ToDate=1405/07/29';
const o: Record<string, OrderTracker> = {};
const TERMINAL = { id: randomUUID(), title: 'کارت‌خوان تراس', terminalId: '7788' };

beforeAll(async () => {
  gw = await startTestGateway();
  // Wednesday 1405/07/29, noon in Tehran.
  gw.advanceClock(Date.parse(tehranWallToUtc(2026, 10, 21, 12, 0)) - gw.clock().getTime());
  await call('POST', '/api-identity/posterminal', {
    id: TERMINAL.id,
    title: TERMINAL.title,
    bankProvider: 'MELLAT',
    terminalId: TERMINAL.terminalId,
  });
  o.kiosk = await take('/api/orders/kiosk', { lines });
  await reader(o.kiosk.orderId, 'kiosk-1', true, true);
  o.counter = await take('/api/orders', { ...salonOrder(), paymentMethod: 'CARD' });
  await reader(o.counter.orderId, TERMINAL.id, false);
  await reader(o.counter.orderId, TERMINAL.id, true);
  o.byHand = await take('/api/orders', { ...salonOrder(), paymentMethod: 'CARD' });
  await call('POST', '/api/payments/manualpaybypos', {
    orderId: o.byHand.orderId,
    paymentId: randomUUID(),
    paymentMethod: 'CARD',
    transactionId: 'slip-1234',
  });
  o.cash = await take('/api/orders', { ...salonOrder(), paymentMethod: 'CASH' });
  await call('POST', '/api/payments/manualpaybypos', {
    orderId: o.cash.orderId,
    paymentId: randomUUID(),
  });
  const snapp = { source: 'SNAPPFOOD', deliveryType: 'PICKUP', paymentMethod: 'CASH', lines };
  o.snapp1 = await take('/api/orders', { ...snapp, discount: { type: 'MONEY', amount: 50_000 } });
  o.snapp2 = await take('/api/orders', snapp);
  o.snappGone = await take('/api/orders', snapp);
  await call('PATCH', '/api/orders/state', {
    orderId: o.snappGone.orderId,
    status: 'REJECTED',
    reason: 'بسته‌بندی موجود نیست',
  });
}, 60_000);
afterAll(() => gw.close());

describe('GET /api/reports/postransactions and /api/transactions/postransactionreport', () => {
  it('lists every card-reader attempt of the period with its order, terminal, status and reference', async () => {
    const report = await get<PosTransactionsReport>(
      `/api/reports/postransactions?${TODAY}&PageSize=50`,
    );
    expect(report.totalCount).toBe(4); // the kiosk, the counter's declined and approved, by hand
    const byOrder = (orderId: string) => report.data.filter((t) => t.orderId === orderId);
    expect(byOrder(o.kiosk!.orderId)).toEqual([
      expect.objectContaining({
        entry: 'READER',
        gateway: 'KIOSK',
        terminalId: 'kiosk-1',
        status: 'DONE',
        source: 'KIOSK',
      }),
    ]);
    expect(
      byOrder(o.counter!.orderId).map((t) => [t.status, t.terminalTitle, t.terminalNumber]),
    ).toEqual([
      ['DONE', TERMINAL.title, TERMINAL.terminalId],
      ['FAILED', TERMINAL.title, TERMINAL.terminalId],
    ]);
    expect(byOrder(o.byHand!.orderId)).toEqual([
      expect.objectContaining({
        entry: 'COUNTER',
        transactionId: 'slip-1234',
        amount: o.byHand!.finalPrice,
        status: 'DONE',
      }),
    ]);
    expect(byOrder(o.cash!.orderId)).toEqual([]);
    // Each reader's takings are the sums of the orders it was paid for.
    const terminal = (id: string) => report.terminals.find((t) => t.terminalId === id);
    expect(terminal(TERMINAL.id)).toMatchObject({
      terminalTitle: TERMINAL.title,
      approvedCount: 1,
      approvedAmount: o.counter!.finalPrice,
      failedCount: 1,
    });
    expect(terminal('kiosk-1')).toMatchObject({
      approvedCount: 1,
      approvedAmount: o.kiosk!.finalPrice,
    });
    expect(terminal('COUNTER')).toMatchObject({
      approvedCount: 1,
      approvedAmount: o.byHand!.finalPrice,
    });
  });

  it('pages, searches and filters on the order’s channel, at both paths', async () => {
    const first = await get<PosTransactionsReport>(
      `/api/transactions/postransactionreport?${TODAY}&PageSize=3`,
    );
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 3, totalCount: 4 });
    expect(first.data).toHaveLength(3);
    const second = await get<PosTransactionsReport>(
      `/api/transactions/postransactionreport?${TODAY}&PageSize=3&PageNumber=2`,
    );
    expect(second.data).toHaveLength(1);
    const bySlip = await get<PosTransactionsReport>(
      `/api/reports/postransactions?${TODAY}&Search=slip-1234`,
    );
    expect(bySlip.data.map((t) => t.orderId)).toEqual([o.byHand!.orderId]);
    const byTitle = await get<PosTransactionsReport>(
      `/api/reports/postransactions?${TODAY}&Search=${encodeURIComponent('تراس')}`,
    );
    expect(byTitle.totalCount).toBe(2);
    const kiosk = await get<PosTransactionsReport>(
      `/api/reports/postransactions?${TODAY}&OrderType=KIOSK`,
    );
    expect(kiosk.data.map((t) => t.orderId)).toEqual([o.kiosk!.orderId]);
    const yesterday = await get<PosTransactionsReport>(
      '/api/reports/postransactions?Range=YESTERDAY',
    );
    expect(yesterday.totalCount).toBe(0);
  });

  it('as an Excel file: right to left, every row, its approved money summed in the vendor’s unit', async () => {
    const res = await inject('GET', `/api/reports/postransactions/excel?${TODAY}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.rowCount - 2).toBe(4);
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const total = sheet.getRow(sheet.rowCount).getCell(headers.indexOf('مبلغ موفق (تومان)')).value;
    const approved = o.kiosk!.finalPrice + o.counter!.finalPrice + o.byHand!.finalPrice;
    expect(total).toBe(approved / 10);
    const again = await inject(
      'GET',
      `/api/transactions/postransactionreport/excel?${TODAY}&OrderType=KIOSK`,
    );
    expect(again.statusCode).toBe(200);
  });

  it('a second vendor sees none of it, and may not name the first vendor', async () => {
    const b = await gw.tokenFor('demo-owner', 'vendor-b');
    const asB = { authorization: `Bearer ${b}`, 'x-vendor-domain': 'b.sofre.local' };
    const mine = await gw.app.inject({
      method: 'GET',
      url: `/api/reports/postransactions?${TODAY}`,
      headers: asB,
    });
    expect(mine.json()).toMatchObject({ totalCount: 0, data: [], terminals: [] });
    const theirs = await gw.app.inject({
      method: 'GET',
      url: `/api/reports/postransactions?${TODAY}&vendorIds=${VENDOR_A_ID}`,
      headers: asB,
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({ errors: [{ field: 'vendorIds' }] });
  });

  it('needs the report permission', async () => {
    const kitchen = { authorization: `Bearer ${await gw.tokenFor('demo-kitchen')}` };
    const res = await gw.app.inject({
      method: 'GET',
      url: '/api/reports/postransactions',
      headers: kitchen,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/thirdpartyintegrations/accounting/orders', () => {
  it('gives each order of the period with lines, amounts, tax, payments and status, oldest first', async () => {
    type Page = { data: AccountingOrderView[]; totalCount: number };
    const page = await get<Page>(
      `/api/thirdpartyintegrations/accounting/orders?${TODAY}&PageSize=100`,
    );
    expect(page.totalCount).toBe(Object.keys(o).length);
    const counter = page.data.find((a) => a.orderId === o.counter!.orderId)!;
    const t = o.counter!;
    expect(counter).toMatchObject({
      number: t.number,
      source: 'SALON',
      status: expect.any(String),
      amounts: { finalPrice: t.finalPrice, tax: t.price.tax, items: t.price.sumOfItemsPrice },
      amountPaid: t.finalPrice,
      payments: [{ kind: 'PAYMENT', paymentMethod: 'CARD', amount: t.finalPrice }],
    });
    expect(counter.lines.map((l) => [l.menuItemId, l.count])).toEqual(
      t.lines.map((l) => [l.menuItemId, l.count]),
    );
    expect(counter.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(
      t.price.sumOfItemsPrice + t.price.sumOfItemToppingsPrice,
    );
    const times = page.data.map((a) => a.submittedAt);
    expect(times).toEqual([...times].sort());
    const paged = await get<Page>(
      `/api/thirdpartyintegrations/accounting/orders?${TODAY}&PageSize=2&PageNumber=2`,
    );
    expect(paged.data.map((a) => a.orderId)).toEqual(page.data.slice(2, 4).map((a) => a.orderId));
  });
});

describe('GET /api/reports/marketplacestatistics and marketplacediscount', () => {
  it('count the food marketplace’s orders, sales and discounts, and nothing else', async () => {
    const stats = await get<MarketplaceStatisticsReport>(
      `/api/reports/marketplacestatistics?${TODAY}`,
    );
    const counted = [o.snapp1!, o.snapp2!];
    const sale = counted.reduce((sum, t) => sum + t.finalPrice, 0);
    expect(stats.summary).toMatchObject({ orderCount: 2, rejectedCount: 1, totalSale: sale });
    expect(stats.data).toEqual([
      expect.objectContaining({ day: '2026-10-21', orderCount: 2, totalSale: sale }),
    ]);
    const discounts = await get<MarketplaceDiscountReport>(
      `/api/reports/marketplacediscount?${TODAY}`,
    );
    expect(discounts.summary).toMatchObject({
      orderCount: 2,
      discountedOrderCount: 1,
      orderDiscount: 50_000,
      totalSale: sale,
    });
    expect(discounts.summary.grossSale).toBe(sale + discounts.summary.totalDiscount);
    const b = await gw.tokenFor('demo-owner', 'vendor-b');
    const asB = { authorization: `Bearer ${b}`, 'x-vendor-domain': 'b.sofre.local' };
    const theirs = await gw.app.inject({
      method: 'GET',
      url: `/api/reports/marketplacestatistics?${TODAY}`,
      headers: asB,
    });
    expect(theirs.json()).toMatchObject({ summary: { orderCount: 0, totalSale: 0 }, data: [] });
  });
});
