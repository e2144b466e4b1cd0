// The sales reports through the real gateway: orders taken through the API at chosen Tehran times
// (the gateway's clock is moved), then every report's totals against the sums of those orders.
import { randomUUID } from 'node:crypto';
import { handleCommand, tehranWallToUtc } from '@sofre/engine';
import { orderAggregate, SubmitOrderData, type OrderCommand } from '@sofre/engine/orders';
import { OrderLine } from '@sofre/engine/pricing';
import type { OrderTracker } from '@sofre/engine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VENDOR_A_ID,
  VENDOR_B,
  asVendorB,
  startTestGateway,
  type TestGateway,
} from '../testing/test-gateway.ts';

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
const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) => {
  const res = await gw.app.inject({ method, url, headers: await owner(), payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res;
};
const get = async <T>(url: string, headers?: Record<string, string>) => {
  const res = await gw.app.inject({ method: 'GET', url, headers: headers ?? (await owner()) });
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
/**
 * A salon order submitted at the gateway's clock. POST /api/orders stamps orders with the real
 * time (the command runner's metadata), so orders at a chosen Tehran time go through
 * the engine's command path, as the gateway's would; everything after goes through the API.
 */
const take = async (tip = 0) => {
  const orderId = randomUUID();
  const now = new Date(Date.now() + offset).toISOString();
  const actor = { userId: 'demo-owner', kind: 'STAFF' as const };
  const data = SubmitOrderData.parse({
    orderId,
    source: 'SALON',
    deliveryType: 'SERVE',
    paymentMethod: 'CASH',
    lines: [kabab, doogh],
    tip,
    confirm: true,
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
  return (await call('GET', `/api/orders/${orderId}`)).json<OrderTracker>();
};

const orders: Record<string, OrderTracker> = {};
const REFUND = 100_000;

beforeAll(async () => {
  gw = await startTestGateway();
  at(20, 23, 59); // 1405/07/28 23:59
  orders.late = await take(50_000);
  at(21, 0, 1); // 1405/07/29 00:01
  orders.early = await take(20_000);
  at(21, 9, 0);
  await call('POST', '/api/payments/manualpaybypos', {
    orderId: orders.late.orderId,
    paymentId: randomUUID(),
  });
  at(21, 10, 0); // the late order refunded the next day
  await call('PUT', '/api/orders/refund', {
    orderId: orders.late.orderId,
    refundId: randomUUID(),
    amount: REFUND,
    reason: 'سرد بود',
  });
  at(21, 12, 30);
  orders.rejected = await take();
  at(21, 12, 40);
  await call('PATCH', '/api/orders/state', {
    orderId: orders.rejected.orderId,
    status: 'REJECTED',
    reason: 'مواد اولیه تمام شد',
  });
  at(22, 23, 30); // 1405/07/30, the last day of Mehr
  orders.lastOfMonth = await take();
  at(23, 0, 30); // 1405/08/01, the first day of Aban
  orders.firstOfMonth = await take();
  at(26, 12, 0); // 1405/08/04: "now" for the named ranges
}, 60_000);
afterAll(() => gw.close());

type Summary = { orderCount: number; totalTip: number; totalSale: number };
const hourly = (query: string) => get<Summary>(`/SyncOrders/OrderReport/${VENDOR_A_ID}?${query}`);

describe('GET /SyncOrders/OrderReport/{vendorId}', () => {
  it('sums the orders of each Tehran day, on either side of midnight', async () => {
    const { late, early } = orders;
    expect(await hourly('from=1405/07/28&to=1405/07/28')).toEqual({
      orderCount: 1,
      totalTip: 50_000,
      totalSale: late!.finalPrice,
    });
    // The next day: the early order; the refund of the late one; the rejected one left.
    expect(await hourly('from=۱۴۰۵/۰۷/۲۹')).toEqual({
      orderCount: 1,
      totalTip: 20_000,
      totalSale: early!.finalPrice - REFUND,
    });
    expect(await hourly('from=2026-10-20&to=2026-10-21')).toEqual({
      orderCount: 2,
      totalTip: 70_000,
      totalSale: late!.finalPrice + early!.finalPrice - REFUND,
    });
  });

  it('keeps only the hours fromHour..toHour of each day', async () => {
    const { late, early } = orders;
    const midnight = await hourly('from=1405/07/28&to=1405/07/29&fromHour=0&toHour=0');
    expect(midnight).toEqual({ orderCount: 1, totalTip: 20_000, totalSale: early!.finalPrice });
    const lastHour = await hourly('from=1405/07/28&to=1405/07/29&fromHour=23&toHour=23');
    expect(lastHour).toEqual({ orderCount: 1, totalTip: 50_000, totalSale: late!.finalPrice });
  });

  it('refuses a day that is not one', async () => {
    const res = await gw.app.inject({
      method: 'GET',
      url: `/SyncOrders/OrderReport/${VENDOR_A_ID}?from=1405/07/31`,
      headers: await owner(),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /SyncOrders/ItemsReport/{vendorId}', () => {
  it('pages the items and toppings sold, most sold first', async () => {
    type Page = { data: { id: string; count: number }[]; totalCount: number; pageSize: number };
    const all = await get<Page>(
      `/SyncOrders/ItemsReport/${VENDOR_A_ID}?from=1405/07/28&to=1405/07/29&pageSize=50`,
    );
    const kabab = all.data.find((i) => i.id === 'item-kabab-koobideh');
    expect(kabab?.count).toBe(4); // two orders of two; the rejected order's left
    expect(all.totalCount).toBe(all.data.length);
    const first = await get<Page>(
      `/SyncOrders/ItemsReport/${VENDOR_A_ID}?from=1405/07/28&to=1405/07/29&pageSize=1`,
    );
    expect(first).toMatchObject({ pageSize: 1, totalCount: all.totalCount });
    expect(first.data).toEqual([all.data[0]]);
  });
});

describe('/api/reports', () => {
  type Stats = {
    fromDate: string;
    summary: Summary & { rejectedCount: number; totalRefund: number };
    data: (Summary & { period: string })[];
  };

  it('orderstatistics per hour and per day', async () => {
    const { late, early } = orders;
    const perHour = await get<Stats>(
      '/api/reports/orderstatistics/perhour?FromDate=1405/07/28&ToDate=1405/07/29',
    );
    expect(perHour.data.map((h) => [h.period, h.orderCount])).toEqual([
      ['2026-10-20T23', 1],
      ['2026-10-21T00', 1],
      ['2026-10-21T10', 0],
      ['2026-10-21T12', 0],
    ]);
    expect(perHour.summary).toMatchObject({ orderCount: 2, rejectedCount: 1, totalRefund: REFUND });
    const daily = await get<Stats>(
      '/api/reports/orderstatistics/daily?FromDate=1405/07/28&ToDate=1405/07/29',
    );
    expect(daily.data.map((d) => [d.period, d.totalSale])).toEqual([
      ['2026-10-20', late!.finalPrice],
      ['2026-10-21', early!.finalPrice - REFUND],
    ]);
  });

  it('CURRENT_MONTH begins on the first day of the Jalali month', async () => {
    const month = await get<Stats>('/api/reports/orderstatistics/daily?Range=CURRENT_MONTH');
    expect(month.fromDate).toBe('2026-10-23');
    expect(month.summary.orderCount).toBe(1);
    expect(month.summary.totalSale).toBe(orders.firstOfMonth!.finalPrice);
    const week = await get<Stats>('/api/reports/orderstatistics/daily?Range=LAST_7_DAY');
    expect(week.fromDate).toBe('2026-10-20');
    expect(week.summary.orderCount).toBe(4);
  });

  it('mostsailed per day and per hour', async () => {
    type Most = { items: { id: string; count: number }[]; data: { period: string }[] };
    const daily = await get<Most>(
      '/api/reports/mostsailed/daily?FromDate=1405/07/28&ToDate=1405/07/29',
    );
    expect(daily.items.find((i) => i.id === 'item-doogh')?.count).toBe(4);
    expect(daily.data.map((d) => d.period)).toEqual(['2026-10-20', '2026-10-21']);
    const hourlyItems = await get<Most>('/api/reports/mostsailed/hourly?FromDate=1405/07/28');
    expect(hourlyItems.data.map((d) => d.period)).toEqual(['2026-10-20T23']);
  });

  it('cancelledorder lists the rejected order with reason, who and amount', async () => {
    const page = await get<{ data: object[]; totalCount: number }>(
      '/api/reports/cancelledorder?FromDate=1405/07/29&ToDate=1405/07/29',
    );
    expect(page.totalCount).toBe(1);
    expect(page.data[0]).toMatchObject({
      orderId: orders.rejected!.orderId,
      reason: 'مواد اولیه تمام شد',
      rejectedBy: { userId: 'demo-owner' },
      amount: orders.rejected!.finalPrice,
      source: 'SALON',
      rejectedAt: expect.stringMatching(`^${tehranWallToUtc(2026, 10, 21, 12, 40).slice(0, 16)}`),
    });
  });
});

describe('access and tenancy', () => {
  it('a second vendor sees none of the first vendor’s numbers', async () => {
    const b = await ownerB();
    const other = await gw.app.inject({
      method: 'GET',
      url: `/SyncOrders/OrderReport/${VENDOR_A_ID}?from=1405/07/28&to=1405/07/29`,
      headers: b,
    });
    expect(other.statusCode).toBe(404);
    expect(
      await get(`/SyncOrders/OrderReport/${VENDOR_B.vendorId}?from=1405/07/28&to=1405/08/04`, b),
    ).toEqual({ orderCount: 0, totalTip: 0, totalSale: 0 });
    const stats = await get<{ summary: Summary; data: unknown[] }>(
      '/api/reports/orderstatistics/perhour?FromDate=1405/07/28&ToDate=1405/08/04',
      b,
    );
    expect(stats.data).toEqual([]);
    expect(stats.summary.orderCount).toBe(0);
    const cancelled = await get<{ totalCount: number }>(
      '/api/reports/cancelledorder?Range=LAST_30_DAY',
      b,
    );
    expect(cancelled.totalCount).toBe(0);
  });

  it('needs the report permission', async () => {
    const kitchen = { authorization: `Bearer ${await gw.tokenFor('demo-kitchen')}` };
    const res = await gw.app.inject({
      method: 'GET',
      url: '/api/reports/orderstatistics/daily',
      headers: kitchen,
    });
    expect(res.statusCode).toBe(403);
  });
});
