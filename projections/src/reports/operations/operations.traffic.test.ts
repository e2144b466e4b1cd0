// The operations reports against the orders themselves: random traffic through the engine (tables,
// couriers, edits, payments, refunds, rejections, the kitchen's bumps over several Tehran days),
// then each report's totals must equal the sums over the order list and tracker rows of the same
// orders, and a rebuild from zero must give the same rows.
import type { OrderListRow, OrderTracker } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { createSqliteReadModels } from '../../read-models/sqlite.read-models.ts';
import { rebuildProjections } from '../../rebuild/rebuild-projections.ts';
import { at, openEmbedded } from '../../testing/embedded.fixtures.ts';
import { generateTraffic } from '../../testing/order-traffic.fixtures.ts';
import { scannedOrderList, scannedTrackers } from '../../testing/order-rows.fixtures.ts';
import { salesOfLog } from '../sale-orders.fixtures.ts';
import { anyProjection } from '../../projection.ts';
import { rowNamesOf } from '../../runner/lane-document.ts';
import { reportOrdersProjection } from '../report-document/report-order.document.ts';

const DAYS = { fromDay: '2025-03-01', toDay: '2025-04-30' };
const READY = ['READYTOSERVE', 'READYTOPICKUP', 'READYTOSHIPMENT'];

/** Rounds the kitchen cooked and bumped, read off the tracker's timeline: count and seconds. */
function timedRounds(trackers: readonly OrderTracker[]) {
  let count = 0;
  let seconds = 0;
  for (const t of trackers) {
    let since: string | undefined;
    let previous = '';
    for (const { status, at: when } of t.timeline) {
      if (since === undefined && status === 'CONFIRMED' && previous !== 'CONFIRMED') since = when;
      else if (since !== undefined && READY.includes(status)) {
        count += 1;
        seconds += Math.round((Date.parse(when) - Date.parse(since)) / 1000);
        since = undefined;
      } else if (since !== undefined && status !== 'CONFIRMED' && status !== 'NEEDFORCALL')
        since = undefined;
      previous = status;
    }
  }
  return { count, seconds };
}

describe('operations reports == the orders (embedded)', () => {
  it('tables, staff, delivery, products and kitchen add up to the orders; rebuild == live', async () => {
    const p = await openEmbedded();
    const opened = await p.commands.openVendor('v1', ['v1.sofre.ir'], at(0));
    await p.runner.waitFor(opened.position!, 2_000);
    const menu = await p.queries.menu('v1');
    const traffic = await generateTraffic(p.commands, {
      vendors: ['v1'],
      menu,
      orders: 250,
      seed: 23,
      concurrency: 1,
      start: '2025-03-20T15:00:00Z',
      spacingMinutes: 11,
    });
    expect(await p.runner.waitFor(traffic.last, 10_000)).toBe(true);
    const listed = () => scannedOrderList(p.readModels);
    let last = traffic.last;
    for (const [i, o] of (await listed())
      .filter((o) => o.amountPaid >= 100_000)
      .slice(0, 10)
      .entries()) {
      const refund = { orderId: o.orderId, refundId: `refund-${i}`, amount: 50_000 };
      const done = await p.commands
        .order('v1', 'RefundOrder', refund, '2025-03-27T08:00:00Z')
        .catch(() => undefined);
      last = done?.position ?? last;
    }
    expect(await p.runner.waitFor(last, 10_000)).toBe(true);

    // Only sales count: a site order never paid nor confirmed is in no report.
    const sales = await salesOfLog(p.eventStore);
    const orders = (await listed()).filter((o) => sales.has(o.orderId));
    const kept = orders.filter((o) => o.status !== 'REJECTED');
    const saleOf = (list: readonly OrderListRow[]) =>
      list.reduce((s, o) => s + o.finalPrice - (o.amountRefunded ?? 0), 0);

    // The traffic did seat, reject, refund, and send by several delivery types.
    expect(kept.length).toBeLessThan(orders.length);
    expect(orders.some((o) => (o.amountRefunded ?? 0) > 0)).toBe(true);
    const tables = await p.queries.diningTableOrders('v1', DAYS);
    expect(tables.data.length).toBeGreaterThan(3);
    const atTables = kept.filter((o) => o.tableNumber !== undefined);
    expect(tables.summary.orderCount).toBe(atTables.length);
    expect(tables.summary.totalSale).toBe(saleOf(atTables));
    expect(tables.summary.guests).toBe(
      atTables.reduce((s, o) => s + (o.numberOfCustomers ?? 0), 0),
    );

    // Every traffic order is taken by the same staff member.
    const staff = await p.queries.staffOrders('v1', DAYS);
    expect(staff.data.map((s) => s.userId)).toEqual(['staff-1']);
    expect(staff.summary).toEqual({
      orderCount: kept.length,
      rejectedCount: orders.length - kept.length,
      totalSale: saleOf(kept),
      totalRefund: orders.reduce((s, o) => s + (o.amountRefunded ?? 0), 0),
    });

    const delivery = await p.queries.orderDelivery('v1', DAYS);
    const typed = kept.filter((o) => o.deliveryType !== undefined);
    expect(delivery.summary).toMatchObject({ orderCount: typed.length, totalSale: saleOf(typed) });
    expect(delivery.byDeliveryType.length).toBeGreaterThanOrEqual(3);
    for (const t of delivery.byDeliveryType) {
      const these = typed.filter((o) => o.deliveryType === t.deliveryType);
      expect(t, t.deliveryType).toMatchObject({
        orderCount: these.length,
        totalSale: saleOf(these),
      });
    }

    // Products keep refunds apart; less them, they are the item sales report's items. (The
    // traffic refunds amounts, which name no line; the gateway test refunds a line.)
    const products = await p.queries.productSales('v1', DAYS, { sortBy: 'title' });
    const items = await p.queries.orderItemSales('v1', DAYS);
    expect(items.data.length).toBeGreaterThan(0);
    for (const item of items.data) {
      const product = products.find((r) => r.menuItemId === item.menuItemId)!;
      expect(product.netAmount, item.title).toBe(item.amount);
      expect(product.count - product.refundedCount, item.title).toBe(item.count);
    }

    const trackers = await scannedTrackers(p.readModels);
    const rounds = timedRounds(trackers);
    const kitchen = await p.queries.kitchenTimes('v1', DAYS);
    expect(rounds.count).toBeGreaterThan(10);
    expect(kitchen.kitchen.orderCount).toBe(rounds.count);
    expect(kitchen.kitchen.averageMinutes).toBeCloseTo(rounds.seconds / rounds.count / 60, 1);

    const fresh = createSqliteReadModels({ path: ':memory:' });
    await rebuildProjections({ eventStore: p.eventStore, readModels: fresh });
    const operations = ['operations-days', 'kitchen-times'];
    expect(rowNamesOf(anyProjection(reportOrdersProjection))).toEqual(
      expect.arrayContaining(operations),
    );
    for (const name of operations) {
      const [live, rebuilt] = await Promise.all([
        p.readModels.scanRows(name),
        fresh.scanRows(name),
      ]);
      expect(live.length, name).toBeGreaterThan(0);
      expect(rebuilt, name).toEqual(live);
    }
    await fresh.close();
    await p.close();
  }, 30_000);
});
