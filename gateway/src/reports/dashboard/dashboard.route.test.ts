// The dashboard through the real gateway: orders taken, paid, refunded and rejected through the
// API today, one a week ago; then GET /api/reports/dashboard against the sums of those orders,
// and the live report topics over a real websocket.
import { randomUUID } from 'node:crypto';
import { handleCommand } from '@sofre/engine';
import {
  dashboardFigures,
  type DashboardReport,
  type ItemsHourRow,
  type OrderTracker,
  type SalesHourRow,
  type ServerMessage,
} from '@sofre/engine/contracts';
import { orderAggregate, SubmitOrderData, type OrderCommand } from '@sofre/engine/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive, type TestLiveClient } from '../../testing/live-client.ts';
import {
  salonOrder,
  startTestGateway,
  takeOrder,
  VENDOR_A_ID,
  type TestGateway,
} from '../../testing/test-gateway.ts';

let gw: TestGateway;
let address: string;
const sockets: TestLiveClient[] = [];
const WEEK_MS = 7 * 86_400_000;
const REFUND = 100_000;
const orders: OrderTracker[] = [];
let weekAgo: OrderTracker;

const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) => {
  const res = await gw.app.inject({ method, url, headers: gw.asOwner, payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res;
};
const tracker = async (orderId: string) =>
  (await call('GET', `/api/orders/${orderId}`)).json<OrderTracker>();
const dashboard = async (headers: Record<string, string> = gw.asOwner) => {
  const res = await gw.app.inject({ method: 'GET', url: '/api/reports/dashboard', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DashboardReport>();
};
const take = async (overrides: Parameters<typeof salonOrder>[0] = {}) =>
  tracker((await takeOrder(gw, salonOrder(overrides))).id);

/**
 * An order a week ago (a minute before now, less seven days): POST /api/orders stamps orders with
 * the real time, so this one goes through the engine's command path as the gateway's would.
 */
async function takeWeekAgo() {
  const orderId = randomUUID();
  const data = SubmitOrderData.parse({
    orderId,
    source: 'SALON',
    deliveryType: 'SERVE',
    paymentMethod: 'CASH',
    lines: (await tracker(orders[0]!.orderId)).lines.map((l, i) => ({
      tempId: `l-${i}`,
      menuItemId: l.menuItemId,
      title: l.title,
      price: l.unitPrice,
      count: l.count,
      discount: 0,
      packagingCost: 0,
      servePackagingCost: 0,
      withTax: false,
    })),
    confirm: true,
  });
  const now = new Date(gw.clock().getTime() - WEEK_MS - 60_000).toISOString();
  const metadata = {
    commandId: orderId,
    vendorId: VENDOR_A_ID,
    actor: { userId: 'demo-owner', kind: 'STAFF' as const },
    now,
  };
  const command = { type: 'SubmitOrder', data, metadata } as OrderCommand;
  const { position } = await handleCommand(gw.platform.store, orderAggregate, command);
  await gw.platform.readSide.waitFor(position!, 5_000);
  return tracker(orderId);
}

beforeAll(async () => {
  gw = await startTestGateway();
  address = await gw.listen();
  orders.push(await take({ tip: 50_000 }));
  orders.push(await take({ source: 'QR', paymentMethod: 'CASH' }));
  const rejected = await take();
  await call('PATCH', '/api/orders/state', {
    orderId: rejected.orderId,
    status: 'REJECTED',
    reason: 'مواد اولیه تمام شد',
  });
  await call('POST', '/api/payments/manualpaybypos', {
    orderId: orders[0]!.orderId,
    paymentId: randomUUID(),
  });
  await call('PUT', '/api/orders/refund', {
    orderId: orders[0]!.orderId,
    refundId: randomUUID(),
    amount: REFUND,
    reason: 'سرد بود',
  });
  weekAgo = await takeWeekAgo();
}, 60_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await gw.close();
});

const sum = (pick: (o: OrderTracker) => number) => orders.reduce((s, o) => s + pick(o), 0);

describe('GET /api/reports/dashboard', () => {
  it('totals today equal the sums over the orders taken, refund and rejection included', async () => {
    const { figures, cancellations, hours } = await dashboard();
    const sale = sum((o) => o.finalPrice) - REFUND;
    expect(figures.sale.today).toBe(sale);
    expect(figures.orders.today).toBe(2);
    expect(figures.averageTicket.today).toBe(Math.round(sale / 2));
    expect(figures.tips.today).toBe(50_000);
    expect(figures.rejected.today).toBe(1);
    expect(figures.bySource).toEqual({
      SALON: { count: 1, amount: orders[0]!.finalPrice - REFUND },
      QR: { count: 1, amount: orders[1]!.finalPrice },
    });
    expect(figures.byDeliveryType.SERVE).toEqual({ count: 2, amount: sale });
    expect(Object.values(figures.byPaymentMethod).reduce((s, m) => s + m.count, 0)).toBe(2);
    // Two orders of two kebabs with garlic sauce and two doogh each.
    const kabab = figures.topItems.find((i) => i.id === 'item-kabab-koobideh');
    expect(kabab?.count).toBe(4);
    expect(figures.topToppings.find((t) => t.id === 'top-sauce-garlic')?.count).toBe(4);
    expect(cancellations.count).toBe(1);
    expect(cancellations.latest[0]).toMatchObject({ reason: 'مواد اولیه تمام شد' });
    expect(hours.reduce((s, h) => s + h.totalSale, 0)).toBe(sale);
  });

  it('compares with the same weekday a week ago, up to this hour', async () => {
    const report = await dashboard();
    expect(report.figures.sale.weekAgo).toBe(weekAgo.finalPrice);
    expect(report.figures.orders.weekAgo).toBe(1);
    expect(report.weekAgoHours.map((h) => h.orderCount)).toEqual([1]);
  });

  it('a second vendor sees none of the first vendor’s numbers', async () => {
    const ofB = await dashboard(gw.asOwnerB);
    expect(ofB.figures.sale).toEqual({ today: 0, weekAgo: 0 });
    expect(ofB.figures.orders).toEqual({ today: 0, weekAgo: 0 });
    expect([ofB.hours, ofB.weekAgoHours, ofB.itemHours]).toEqual([[], [], []]);
    expect(ofB.cancellations).toEqual({ count: 0, latest: [] });
  });

  it('needs the report permission', async () => {
    const kitchen = { authorization: `Bearer ${await gw.tokenFor('demo-kitchen')}` };
    const res = await gw.app.inject({
      method: 'GET',
      url: '/api/reports/dashboard',
      headers: kitchen,
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});

describe('live report topics', () => {
  const token = (headers: { authorization: string }) => headers.authorization.slice(7);
  const connect = async (domain = 'localhost', headers = gw.asOwner) => {
    const socket = await connectLive(address, domain, token(headers));
    sockets.push(socket);
    return socket;
  };
  const snapshotOf = (topic: string) => (m: ServerMessage) =>
    m.type === 'snapshot' && m.topic === topic;
  const isReportChange = (topic: string) => (m: ServerMessage) =>
    m.type === 'change' && m.topic === topic;

  it('pushes the changed hour rows of sales and items as an order is taken', async () => {
    const before = await dashboard();
    const socket = await connect();
    socket.send({ type: 'subscribe', topic: 'report-sales' });
    socket.send({ type: 'subscribe', topic: 'report-items' });
    const snapshot = await socket.next(snapshotOf('report-sales'));
    await socket.next(snapshotOf('report-items'));
    const hourNow = before.hours.at(-1)!;
    expect(snapshot.type === 'snapshot' && snapshot.rows[0]).toEqual(hourNow);

    const started = Date.now();
    const order = await take();
    const change = await socket.next(isReportChange('report-sales'), 2_000);
    const itemsChange = await socket.next(isReportChange('report-items'), 2_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    if (change.type !== 'change' || itemsChange.type !== 'change') throw new Error('no change');
    const row = change.row as SalesHourRow;
    expect(row).toMatchObject({ report: 'sales', period: hourNow.period });
    expect(row.orderCount).toBe(hourNow.orderCount + 1);
    expect(row.totalSale).toBe(hourNow.totalSale + order.finalPrice);
    const itemsRow = itemsChange.row as ItemsHourRow;
    expect(itemsRow.report).toBe('items');

    // The screen's sums: the hour replaced by the pushed row equals a fresh dashboard.
    const after = await dashboard();
    const hours = before.hours.map((h) => (h.period === row.period ? row : h));
    const itemHours = before.itemHours.map((h) => (h.period === itemsRow.period ? itemsRow : h));
    const live = dashboardFigures({ ...before, hours, itemHours, hour: after.hour });
    expect(live).toEqual(after.figures);
  });

  it('only to the vendor’s own staff with the report permission', async () => {
    const ofB = await connect('b.sofre.local', gw.asOwnerB);
    ofB.send({ type: 'subscribe', topic: 'report-sales' });
    const snapshot = await ofB.next(snapshotOf('report-sales'));
    expect(snapshot.type === 'snapshot' && snapshot.rows).toEqual([]);
    const kitchen = await connect('localhost', {
      authorization: `Bearer ${await gw.tokenFor('demo-kitchen')}`,
    });
    kitchen.send({ type: 'subscribe', topic: 'report-sales' });
    expect(await kitchen.next((m) => m.type === 'error')).toMatchObject({ code: 'FORBIDDEN' });

    const spy = await connect();
    spy.send({ type: 'subscribe', topic: 'report-sales' });
    await spy.next(snapshotOf('report-sales'));
    await take();
    await spy.next(isReportChange('report-sales'), 2_000);
    expect(ofB.received.some((m) => m.type === 'change')).toBe(false);
  });
});
