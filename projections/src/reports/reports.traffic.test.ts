// The sales reports against the orders themselves: random traffic through the engine (edits,
// payments, refunds, rejections over several Tehran days), then the report rows must add up to
// the order list's rows of the orders that became sales, and hours must add up to days.
import { describe, expect, it } from 'vitest';
import { tehranDay } from '../tehran-day.ts';
import { at, openEmbedded } from '../testing/embedded.fixtures.ts';
import { generateTraffic } from '../testing/order-traffic.fixtures.ts';
import { scannedOrderList } from '../testing/order-rows.fixtures.ts';
import type { SalesPeriodRow } from './hourly-sales.ledger.ts';
import { totalsView } from './report-views.ts';
import { salesOfLog } from './sale-orders.fixtures.ts';
import { sumTotals } from './sales-tally.ts';

describe('sales report == the orders (embedded)', () => {
  it('totals over hours and days equal the sums over the orders', async () => {
    const p = await openEmbedded();
    const opened = await p.commands.openVendor('v1', ['v1.sofre.ir'], at(0));
    await p.runner.waitFor(opened.position!, 2_000);
    const menu = await p.queries.menu('v1');
    const traffic = await generateTraffic(p.commands, {
      vendors: ['v1'],
      menu,
      orders: 300,
      seed: 11,
      concurrency: 1,
      start: '2025-03-20T15:00:00Z',
      spacingMinutes: 9,
    });
    expect(await p.runner.waitFor(traffic.last, 10_000)).toBe(true);
    const listed = () => scannedOrderList(p.readModels);
    // Some paid orders are refunded in part, days later.
    const paid = (await listed()).filter((o) => o.amountPaid >= 100_000).slice(0, 10);
    let last = traffic.last;
    for (const [i, o] of paid.entries()) {
      const refund = { orderId: o.orderId, refundId: `refund-${i}`, amount: 50_000 };
      const done = await p.commands
        .order('v1', 'RefundOrder', refund, '2025-03-26T08:00:00Z')
        .catch(() => undefined);
      last = done?.position ?? last;
    }
    expect(await p.runner.waitFor(last, 10_000)).toBe(true);

    // Only sales count: a site order never paid nor confirmed is in no report.
    const saleSince = await salesOfLog(p.eventStore);
    const all = await listed();
    const orders = all.filter((o) => saleSince.has(o.orderId));
    expect(orders.length).toBeLessThan(all.length);
    const days = { fromDay: '2025-03-01', toDay: '2025-04-30' };
    const dayRows = await p.queries.salesPeriods('v1', 'DAY', days);
    const hourRows = await p.queries.salesPeriods('v1', 'HOUR', days);
    expect(dayRows.length).toBeGreaterThan(1);

    const kept = orders.filter((o) => o.status !== 'REJECTED');
    const total = totalsView(sumTotals(dayRows));
    expect(total.orderCount).toBe(kept.length);
    expect(total.rejectedCount).toBe(orders.length - kept.length);
    expect(total.totalRefund).toBe(orders.reduce((s, o) => s + (o.amountRefunded ?? 0), 0));
    const sale = kept.reduce((s, o) => s + o.finalPrice - (o.amountRefunded ?? 0), 0);
    expect(total.totalSale).toBe(sale);
    expect(totalsView(sumTotals(hourRows))).toEqual(total);
    // The traffic did reject and refund some orders.
    expect(total.rejectedCount).toBeGreaterThan(0);
    expect(total.totalRefund).toBeGreaterThan(0);

    // Orders are counted on the Tehran day they became sales.
    const submitted = new Map<string, number>();
    for (const o of orders) {
      const day = tehranDay(saleSince.get(o.orderId)!);
      submitted.set(day, (submitted.get(day) ?? 0) + 1);
    }
    const counted = new Map(dayRows.map((r: SalesPeriodRow) => [r.period, r.orders]));
    for (const [day, n] of submitted) expect(counted.get(day), day).toBe(n);
    await p.close();
  }, 30_000);
});
