// The order-money read models against the orders themselves: random traffic through the engine
// (payments, edits, rejections over several Tehran days, refunds days later); the day ledger must
// add up to the order list's money, the lists must hold the orders they should, and a rebuild
// from zero must give the live rows back.
import { PaidOrderView, UnpaidOrderView } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { anyProjection } from '../../projection.ts';
import { rebuildProjections } from '../../rebuild/rebuild-projections.ts';
import { createSqliteReadModels } from '../../read-models/sqlite.read-models.ts';
import { at, openEmbedded } from '../../testing/embedded.fixtures.ts';
import { generateTraffic } from '../../testing/order-traffic.fixtures.ts';
import { scannedOrderList } from '../../testing/order-rows.fixtures.ts';
import { salesOfLog } from '../sale-orders.fixtures.ts';
import { reportOrdersProjection } from '../report-document/report-order.document.ts';
import { sumDays } from './order-money.day.ts';
import { listView } from './order-money.lists.ts';

const DAYS = { fromDay: '2025-03-01', toDay: '2025-04-30' };
const ALL = { pageNumber: 1, pageSize: 10_000 };

describe('order money == the orders (embedded)', () => {
  it('the ledger and the lists add up to the orders, and rebuild equals live', async () => {
    const p = await openEmbedded();
    const opened = await p.commands.openVendor('v1', ['v1.sofre.ir'], at(0));
    await p.runner.waitFor(opened.position!, 2_000);
    const traffic = await generateTraffic(p.commands, {
      vendors: ['v1'],
      menu: await p.queries.menu('v1'),
      orders: 250,
      seed: 5,
      concurrency: 1,
      start: '2025-03-20T15:00:00Z',
      spacingMinutes: 11,
    });
    expect(await p.runner.waitFor(traffic.last, 10_000)).toBe(true);
    const listed = () => scannedOrderList(p.readModels);
    let last = traffic.last;
    const paidOnes = (await listed()).filter((o) => o.amountPaid >= 100_000).slice(0, 8);
    for (const [i, o] of paidOnes.entries()) {
      const refund = { orderId: o.orderId, refundId: `refund-${i}`, amount: 60_000 };
      const done = await p.commands
        .order('v1', 'RefundOrder', refund, '2025-03-27T08:00:00Z')
        .catch(() => undefined);
      last = done?.position ?? last;
    }
    expect(await p.runner.waitFor(last, 10_000)).toBe(true);

    const orders = await listed();
    const t = sumDays(await p.queries.orderMoneyDays('v1', DAYS));
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const amounts = (m: Record<string, { count: number; amount: number }>) =>
      sum(Object.values(m).map((v) => v.amount));
    expect(amounts(t.payments)).toBe(sum(orders.map((o) => o.amountPaid)));
    expect(amounts(t.refunds)).toBe(sum(orders.map((o) => o.amountRefunded ?? 0)));
    expect(amounts(t.refunds)).toBeGreaterThan(0);
    // Only sales are due or counted as rejected (counts-as-sale.ts); payments count all the same.
    const sales = await salesOfLog(p.eventStore);
    const rejected = orders.filter((o) => o.status === 'REJECTED' && sales.has(o.orderId));
    expect(rejected.length).toBeGreaterThan(0);
    expect(sum(Object.values(t.rejectedBySource).map((v) => v.count))).toBe(rejected.length);

    const paid = await p.queries.orderMoneyList('v1', 'paid', DAYS, ALL);
    expect(paid.total).toBe(t.paidOrders);
    expect(paid.total).toBeGreaterThan(0);
    const due = orders.filter(
      (o) => sales.has(o.orderId) && o.status !== 'REJECTED' && o.amountPaid < o.finalPrice,
    );
    const unpaid = await p.queries.orderMoneyList('v1', 'unpaid', DAYS, ALL);
    expect(unpaid.rows.map((r) => r.orderId).sort()).toEqual(due.map((o) => o.orderId).sort());
    expect(sum(unpaid.rows.map((r) => r.amountDue))).toBe(
      sum(due.map((o) => o.finalPrice - o.amountPaid)),
    );
    // The rows are what the contracts say, with no field to spare.
    for (const row of paid.rows) PaidOrderView.strict().parse(listView(row));
    for (const row of unpaid.rows) UnpaidOrderView.strict().parse(listView(row));
    const history = await p.queries.orderHistory('v1', orders[0]!.orderId);
    expect(history).toMatchObject({ status: orders[0]!.status, amountPaid: orders[0]!.amountPaid });

    const projections = [anyProjection(reportOrdersProjection)];
    const fresh = createSqliteReadModels({ path: ':memory:' });
    await rebuildProjections({ eventStore: p.eventStore, readModels: fresh, projections });
    for (const name of ['order-money', 'report-orders']) {
      const [live, rebuilt] = await Promise.all([
        p.readModels.scanRows(name),
        fresh.scanRows(name),
      ]);
      expect(rebuilt, name).toEqual(live);
    }
    await fresh.close();
    await p.close();
  }, 30_000);
});
