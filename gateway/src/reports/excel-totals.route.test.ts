// The Excel totals row read back through the real gateway (issue 30 §6): each total sits in the
// column of the figure it sums, under that column's header, and the paid-orders sheet sums the
// orders' amounts too. The demo vendor counts in Toman (a Toman is ten Rial).
import { randomUUID } from 'node:crypto';
import { tehranDay } from '@sofre/engine';
import type { OrderItemSalesReport, PaidOrdersReport } from '@sofre/engine/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  salonOrder,
  startTestGateway,
  takeOrder,
  type TestGateway,
} from '../testing/test-gateway.ts';

let gw: TestGateway;
/** Yesterday to tomorrow in Tehran: today's orders, whenever the test runs. */
let period = '';

beforeAll(async () => {
  gw = await startTestGateway();
  const day = (shift: number) => tehranDay(new Date(gw.clock().getTime() + shift * 86_400_000));
  period = `FromDate=${day(-1)}&ToDate=${day(1)}`;
  for (const tip of [0, 30_000]) {
    const { id } = await takeOrder(gw, salonOrder({ tip }));
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/payments/manualpaybypos',
      headers: gw.asOwner,
      payload: { orderId: id, paymentId: randomUUID() },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
}, 60_000);
afterAll(() => gw.close());

const get = async <T>(url: string) => {
  const res = await gw.app.inject({ method: 'GET', url, headers: gw.asOwner });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};

/** The workbook of an /excel route read back: the totals row's cell under each header. */
async function totalsRow(url: string) {
  const res = await gw.app.inject({ method: 'GET', url, headers: gw.asOwner });
  expect(res.statusCode, res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map((v) => String(v));
  const totals = sheet.getRow(sheet.rowCount);
  return {
    label: totals.getCell(1).value,
    under: (header: string) => totals.getCell(headers.indexOf(header)).value,
  };
}

describe('Excel totals sit under their own headers', () => {
  it('orderitemsales: the count under the count, the amount under the amount', async () => {
    const report = await get<OrderItemSalesReport>(`/api/reports/orderitemsales?${period}`);
    const sheet = await totalsRow(`/api/reports/orderitemsales/excel?${period}`);
    expect(sheet.label).toBe('جمع کل');
    expect(sheet.under('قلم')).toBeNull();
    expect(sheet.under('تعداد فروش')).toBe(report.totalCount);
    expect(sheet.under('مبلغ فروش (تومان)')).toBe(report.totalAmount / 10);
  });

  it('orderpaid: the orders’ amounts, what was paid and what was refunded are summed', async () => {
    const report = await get<PaidOrdersReport>(`/api/reports/orderpaid?${period}`);
    expect(report.totalCount).toBe(2);
    const sheet = await totalsRow(`/api/reports/orderpaid/excel?${period}`);
    const finalPrices = report.data.reduce((s, r) => s + r.finalPrice, 0);
    expect(sheet.under('مبلغ نهایی (تومان)')).toBe(finalPrices / 10);
    // The summary the back office grid shows under the same column sums the same orders.
    expect(report.summary.totalFinalPrice).toBe(finalPrices);
    expect(sheet.under('پرداخت‌شده (تومان)')).toBe(report.summary.totalPaid / 10);
    expect(sheet.under('بازپرداخت‌شده (تومان)')).toBe(0);
  });
});
