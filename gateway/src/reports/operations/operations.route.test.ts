// The operations reports through the real gateway: orders taken through the API at chosen Tehran
// times (the gateway's clock is moved) by the owner and the cashier, at tables, for pickup and by
// courier, paid, refunded, rejected and bumped by the kitchen; then each report's numbers against
// the sums over those orders, its Excel file read back, and vendor B seeing none of it.
import { randomUUID } from 'node:crypto';
import { tehranWallToUtc } from '@sofre/engine';
import type {
  CreateOrderRequest,
  DiningTableOrdersReport,
  KitchenTimesReport,
  OrderDeliveryReport,
  OrderItemSalesReport,
  OrderTracker,
  ProductsReportPage,
  StaffOrdersReport,
  ToppingSalesReport,
} from '@sofre/engine/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VENDOR_B,
  asVendorB,
  salonOrder,
  startTestGateway,
  type TestGateway,
} from '../../testing/test-gateway.ts';

let gw: TestGateway;
let offset = 0;
/** Sets the gateway's clock to a Tehran wall time in December 2026 (Jalali 1405/09). */
const at = (day: number, hour: number, minute: number, second = 0) => {
  const target = Date.parse(tehranWallToUtc(2026, 12, day, hour, minute)) + second * 1000;
  const delta = target - Date.now() - offset;
  gw.advanceClock(delta);
  offset += delta;
};
const as = async (user: string) => ({ authorization: `Bearer ${await gw.tokenFor(user)}` });
const call = async (
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload: object,
  user = 'demo-owner',
) => {
  const res = await gw.app.inject({ method, url, headers: await as(user), payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res;
};
const get = async <T>(url: string, headers?: Record<string, string>) => {
  const res = await gw.app.inject({
    method: 'GET',
    url,
    headers: headers ?? (await as('demo-owner')),
  });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};
const tracker = (id: string) => get<OrderTracker>(`/api/orders/${id}`);
async function take(order: Partial<CreateOrderRequest>, user = 'demo-owner') {
  const body = salonOrder({ id: randomUUID(), ...order });
  await call('POST', '/api/orders', body, user);
  return tracker(body.id);
}

const kabab = { menuItemId: 'item-kabab-koobideh', count: 1 };
const doogh = { menuItemId: 'item-doogh', count: 1 };
const o: Record<string, OrderTracker> = {};
let refund = 0;

beforeAll(async () => {
  gw = await startTestGateway();
  at(1, 23, 59); // 1405/09/10 23:59
  o.late = await take({ tableNumber: '7', numberOfCustomers: 3 });
  at(2, 0, 1); // 1405/09/11 00:01
  o.early = await take({ tableNumber: '7', numberOfCustomers: 2 });
  at(2, 0, 13, 30);
  await call('PATCH', '/api/orders/state', { orderId: o.early.orderId, status: 'READYTOSERVE' });
  at(2, 12, 0);
  o.cashier = await take(
    { tableNumber: '3', numberOfCustomers: 4, lines: [kabab] },
    'demo-cashier',
  );
  at(2, 12, 5);
  o.pickup = await take(
    {
      tableNumber: undefined,
      numberOfCustomers: undefined,
      deliveryType: 'PICKUP',
      lines: [doogh],
    },
    'demo-cashier',
  );
  at(2, 12, 7);
  await call('PATCH', '/api/orders/state', { orderId: o.pickup.orderId, status: 'READYTOPICKUP' });
  at(2, 13, 0);
  o.courier = await take({
    tableNumber: undefined,
    numberOfCustomers: undefined,
    deliveryType: 'DELIVER',
    addressId: 'demo-customer-1-address-1',
    lines: [kabab, { ...doogh, count: 2 }],
  });
  at(2, 14, 0);
  o.rejected = await take({ tableNumber: '7', numberOfCustomers: 1 });
  await call('PATCH', '/api/orders/state', {
    orderId: o.rejected.orderId,
    status: 'REJECTED',
    reason: 'تمام شد',
  });
  // The early order is paid, and one doogh of it given back.
  at(2, 15, 0);
  await call('POST', '/api/payments/manualpaybypos', {
    orderId: o.early.orderId,
    paymentId: randomUUID(),
  });
  const dooghLine = o.early.lines.find((l) => l.menuItemId === 'item-doogh')!;
  await call('PUT', '/api/orders/refund', {
    orderId: o.early.orderId,
    refundId: randomUUID(),
    lines: [{ id: dooghLine.id, count: 1 }],
  });
  o.early = await tracker(o.early.orderId);
  refund = o.early.amountRefunded ?? 0;
  at(5, 12, 0);
}, 60_000);
afterAll(() => gw.close());

const DAY_2 = 'FromDate=1405/09/11&ToDate=1405/09/11';
const BOTH = 'FromDate=1405/09/10&ToDate=1405/09/11';
const sale = (t: OrderTracker) => t.finalPrice - (t.amountRefunded ?? 0);

describe('GET /api/reports/diningtableorders', () => {
  it('sums orders, guests and sale per table on each Tehran day', async () => {
    const { late, early, cashier } = o;
    const day1 = await get<DiningTableOrdersReport>(
      '/api/reports/diningtableorders?FromDate=1405/09/10',
    );
    expect(day1.data).toEqual([
      {
        tableNumber: '7',
        orderCount: 1,
        guests: 3,
        totalSale: late!.finalPrice,
        averageTicket: late!.finalPrice,
      },
    ]);
    const both = await get<DiningTableOrdersReport>(`/api/reports/diningtableorders?${BOTH}`);
    const seven = late!.finalPrice + sale(early!);
    expect(both.data).toEqual([
      {
        tableNumber: '3',
        orderCount: 1,
        guests: 4,
        totalSale: cashier!.finalPrice,
        averageTicket: cashier!.finalPrice,
      },
      {
        tableNumber: '7',
        orderCount: 2,
        guests: 5,
        totalSale: seven,
        averageTicket: Math.round(seven / 2),
      },
    ]);
    expect(both.summary).toMatchObject({
      orderCount: 3,
      guests: 9,
      totalSale: seven + cashier!.finalPrice,
    });
  });
});

describe('GET /api/reports/stafforders', () => {
  it('counts each order for the staff member who took it, with names', async () => {
    const report = await get<StaffOrdersReport>(`/api/reports/stafforders?${DAY_2}`);
    const byId = Object.fromEntries(report.data.map((r) => [r.userId, r]));
    expect(byId['demo-owner']).toEqual({
      userId: 'demo-owner',
      name: 'مالک نمونه',
      orderCount: 2,
      rejectedCount: 1,
      totalSale: sale(o.early!) + o.courier!.finalPrice,
      totalRefund: refund,
    });
    expect(byId['demo-cashier']).toMatchObject({
      name: 'صندوق‌دار نمونه',
      orderCount: 2,
      totalSale: o.cashier!.finalPrice + o.pickup!.finalPrice,
    });
    expect(report.summary.orderCount).toBe(4);
  });
});

describe('item and product reports', () => {
  it('orderitemsales: count, amount and share per menu item', async () => {
    const report = await get<OrderItemSalesReport>(`/api/reports/orderitemsales?${BOTH}`);
    const doogh = report.data.find((i) => i.menuItemId === 'item-doogh')!;
    // late 2 + early 2 − 1 refunded + pickup 1 + courier 2 (the rejected order's are out).
    expect(doogh.count).toBe(6);
    const shares = report.data.reduce((s, i) => s + i.share, 0);
    expect(shares).toBeCloseTo(1, 6);
    expect(report.totalAmount).toBe(report.data.reduce((s, i) => s + i.amount, 0));
  });

  it('mostsailed/topping: the garlic sauce of the salon orders', async () => {
    const report = await get<ToppingSalesReport>(`/api/reports/mostsailed/topping?${BOTH}&Top=5`);
    expect(report.toppings).toEqual([
      expect.objectContaining({ kind: 'TOPPING', id: 'top-sauce-garlic', count: 4 }),
    ]);
  });

  it('productsreport: with category, refunds apart, searched, sorted and paged', async () => {
    type Page = ProductsReportPage;
    const all = await get<Page>(`/api/reports/productsreport?${BOTH}&SortBy=count`);
    expect(all.totalCount).toBe(2);
    expect(all.data[0]).toMatchObject({
      menuItemId: 'item-doogh',
      categoryId: 'cat-drinks',
      categoryTitle: 'نوشیدنی',
      count: 7,
      refundedCount: 1,
      refundedAmount: refund,
    });
    expect(all.data[0]!.netAmount).toBe(all.data[0]!.amount - refund);
    const second = await get<Page>(
      `/api/reports/productsreport?${BOTH}&SortBy=count&PageSize=1&PageNumber=2`,
    );
    expect(second).toMatchObject({ pageNumber: 2, pageSize: 1, totalCount: 2 });
    expect(second.data).toEqual([all.data[1]]);
    const kebabs = await get<Page>(
      `/api/reports/productsreport?${BOTH}&Search=${encodeURIComponent('کباب')}`,
    );
    expect(kebabs.data.map((p) => p.menuItemId)).toEqual(['item-kabab-koobideh']);
  });

  it('refuses a sort it does not know, as problem+json', async () => {
    const res = await gw.app.inject({
      method: 'GET',
      url: '/api/reports/productsreport?SortBy=price',
      headers: await as('demo-owner'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});

describe('GET /api/reports/orderdelivery', () => {
  it('per delivery type and per zone of the courier order’s address', async () => {
    const report = await get<OrderDeliveryReport>(`/api/reports/orderdelivery?${DAY_2}`);
    const { courier, pickup, cashier, early } = o;
    expect(report.byZone).toEqual([
      {
        zoneId: 'demo-zone-central',
        zoneTitle: 'مرکز تهران',
        orderCount: 1,
        totalSale: courier!.finalPrice,
        deliveryCost: courier!.price.deliveryCost,
      },
    ]);
    expect(courier!.price.deliveryCost).toBeGreaterThan(0);
    const types = Object.fromEntries(report.byDeliveryType.map((t) => [t.deliveryType, t]));
    expect(types.PICKUP).toMatchObject({ orderCount: 1, totalSale: pickup!.finalPrice });
    expect(types.SERVE).toMatchObject({
      orderCount: 2,
      totalSale: cashier!.finalPrice + sale(early!),
    });
    expect(report.summary.orderCount).toBe(4);
    expect(report.data.reduce((s, r) => s + r.totalSale, 0)).toBe(report.summary.totalSale);
  });
});

describe('GET /api/reports/kitchens', () => {
  it('times from confirmation to ready per station, on the day it was ready', async () => {
    const report = await get<KitchenTimesReport>(`/api/reports/kitchens?${BOTH}`);
    expect(report.kitchen).toMatchObject({ orderCount: 2, averageMinutes: 7.3, p90Minutes: 13 });
    const stations = Object.fromEntries(report.stations.map((s) => [s.stationId, s]));
    // The early order (kebab and doogh) took 12.5 minutes; the pickup doogh two.
    expect(stations['station-hot-kitchen']).toMatchObject({
      title: 'آشپزخانه گرم',
      orderCount: 1,
      averageMinutes: 12.5,
      minutes: { 12: 1 },
    });
    expect(stations['station-bar']).toMatchObject({ orderCount: 2, minutes: { 2: 1, 12: 1 } });
    expect(report.data.map((d) => d.day)).toEqual(['2026-12-02']);
  });
});

async function workbook(url: string, headers?: Record<string, string>) {
  const res = await gw.app.inject({
    method: 'GET',
    url,
    headers: headers ?? (await as('demo-owner')),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

describe('Excel variants', () => {
  it('diningtableorders/excel is right to left and its totals match the report', async () => {
    const report = await get<DiningTableOrdersReport>(`/api/reports/diningtableorders?${BOTH}`);
    const sheet = await workbook(`/api/reports/diningtableorders/excel?${BOTH}`);
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getRow(1).getCell(2).value).toBe('میز');
    const totals = sheet.getRow(report.data.length + 2);
    expect(totals.getCell(1).value).toBe('جمع کل');
    expect(totals.getCell(3).value).toBe(report.summary.orderCount);
    // The demo vendor counts in Toman: a Toman is ten Rial.
    expect(totals.getCell(5).value).toBe(report.summary.totalSale / 10);
  });

  it('productsreport/excel has every product, not one page', async () => {
    const sheet = await workbook(`/api/reports/productsreport/excel?${BOTH}&PageSize=1`);
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.rowCount).toBe(1 + 2 + 1);
    expect(sheet.getRow(4).getCell(5).value).toBe(
      Number(sheet.getRow(2).getCell(5).value) + Number(sheet.getRow(3).getCell(5).value),
    );
  });

  it('stafforders, orderitemsales and orderdelivery answer Excel files too', async () => {
    for (const report of ['stafforders', 'orderitemsales', 'orderdelivery']) {
      const sheet = await workbook(`/api/reports/${report}/excel?${DAY_2}`);
      expect(sheet.views[0]?.rightToLeft, report).toBe(true);
    }
  });
});

describe('access and tenancy', () => {
  it('a second vendor sees none of the first vendor’s numbers', async () => {
    const b = {
      authorization: `Bearer ${await gw.tokenFor('demo-owner', VENDOR_B.vendorId)}`,
      ...asVendorB,
    };
    const q = `?${BOTH}`;
    expect(
      (await get<DiningTableOrdersReport>(`/api/reports/diningtableorders${q}`, b)).data,
    ).toEqual([]);
    expect((await get<StaffOrdersReport>(`/api/reports/stafforders${q}`, b)).data).toEqual([]);
    expect((await get<OrderItemSalesReport>(`/api/reports/orderitemsales${q}`, b)).data).toEqual(
      [],
    );
    expect((await get<ProductsReportPage>(`/api/reports/productsreport${q}`, b)).totalCount).toBe(
      0,
    );
    expect(
      (await get<ToppingSalesReport>(`/api/reports/mostsailed/topping${q}`, b)).toppings,
    ).toEqual([]);
    expect((await get<OrderDeliveryReport>(`/api/reports/orderdelivery${q}`, b)).data).toEqual([]);
    expect((await get<KitchenTimesReport>(`/api/reports/kitchens${q}`, b)).kitchen.orderCount).toBe(
      0,
    );
    const sheet = await workbook(`/api/reports/diningtableorders/excel${q}`, b);
    expect(sheet.rowCount).toBe(2);
  });

  it('needs the report permission', async () => {
    for (const url of [
      '/api/reports/stafforders',
      '/api/reports/kitchens',
      '/api/reports/productsreport/excel',
    ]) {
      const res = await gw.app.inject({ method: 'GET', url, headers: await as('demo-cashier') });
      expect(res.statusCode, url).toBe(403);
    }
  });
});
