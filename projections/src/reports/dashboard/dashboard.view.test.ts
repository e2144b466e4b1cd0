// The dashboard from hour rows folded out of orders: today against the same weekday a week ago,
// up to the same hour; the mix; top items and toppings; and which row changes are live.
import { tehranWallToUtc } from '@sofre/engine';
import { describe, expect, it } from 'vitest';
import { PROJECTION } from '../../all.projections.ts';
import { EventLog, VENDOR } from '../../testing/event-log.fixtures.ts';
import type { CancelledOrderRow } from '../cancelled-orders.ledger.ts';
import { hourlyItemSalesLedger, type ItemPeriodRow } from '../hourly-item-sales.ledger.ts';
import { ledgerRows } from '../report-document/project-ledger.fixtures.ts';
import { hourlySalesLedger, type SalesPeriodRow } from '../hourly-sales.ledger.ts';
import { dashboardDays, dashboardReport } from './dashboard.view.ts';
import { reportHourRowOf } from './report-hour-rows.ts';

/** March 2025 in Tehran, at a wall-clock time: the 28th is a Friday, as is the 21st. */
const tehran = (day: number, hour: number, minute = 0) =>
  tehranWallToUtc(2025, 3, day, hour, minute);
// kebab: 2 × (1,200,000 − 200,000 + 30,000 butter) = 2,060,000; doogh: 150,000. A tip is in the
// order's final price.
const SALE = 2_210_000;

function fold(log: EventLog) {
  const sales = ledgerRows<SalesPeriodRow>(hourlySalesLedger, log.events);
  const items = ledgerRows<ItemPeriodRow>(hourlyItemSalesLedger, log.events);
  const hoursOf = <Row>(rows: Map<string, unknown>, day: string) =>
    [...rows.entries()]
      .filter(([key]) => key.startsWith(`${VENDOR}:HOUR:${day}`))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, row]) => row as Row);
  return { sales, items, hoursOf };
}

describe('dashboard', () => {
  const log = new EventLog();
  log.order('week-ago-morning').submit({ confirm: true, tip: 10_000 }, tehran(21, 10, 5));
  log.order('week-ago-evening').submit({ confirm: true }, tehran(21, 20, 0));
  log.order('breakfast').submit({ confirm: true, tip: 50_000 }, tehran(28, 9, 30));
  const lunch = log.order('lunch');
  lunch.submit({ confirm: true, source: 'QR', paymentMethod: 'CARD' }, tehran(28, 12, 10));
  const rejected = log.order('rejected');
  rejected.submit({ confirm: true }, tehran(28, 12, 40));
  rejected.moveTo('REJECTED', tehran(28, 13, 5), 'تمام شد');
  const now = new Date(tehran(28, 13, 30));
  const { sales, items, hoursOf } = fold(log);
  const days = dashboardDays(now);
  const report = dashboardReport(days, {
    hours: hoursOf<SalesPeriodRow>(sales, '2025-03-28'),
    weekAgoHours: hoursOf<SalesPeriodRow>(sales, '2025-03-21'),
    itemHours: hoursOf<ItemPeriodRow>(items, '2025-03-28'),
    cancelled: { rows: [] as CancelledOrderRow[], total: 1 },
  });

  it('is today in Tehran against the same weekday a week ago, up to this hour', () => {
    expect(days).toEqual({ day: '2025-03-28', weekAgoDay: '2025-03-21', hour: 13 });
    const { figures } = report;
    expect(figures.sale).toEqual({ today: 2 * SALE + 50_000, weekAgo: SALE + 10_000 });
    expect(figures.orders).toEqual({ today: 2, weekAgo: 1 });
    expect(figures.averageTicket).toEqual({ today: SALE + 25_000, weekAgo: SALE + 10_000 });
    expect(figures.tips).toEqual({ today: 50_000, weekAgo: 10_000 });
    expect(figures.rejected).toEqual({ today: 1, weekAgo: 0 });
    // The whole day a week ago is there for the chart.
    expect(report.weekAgoHours.map((h) => h.period)).toEqual(['2025-03-21T10', '2025-03-21T20']);
  });

  it('mixes today by channel, delivery type and payment method; a rejected order leaves it', () => {
    const { figures } = report;
    expect(figures.bySource).toEqual({
      SALON: { count: 1, amount: SALE + 50_000 },
      QR: { count: 1, amount: SALE },
    });
    expect(figures.byDeliveryType).toEqual({ SERVE: { count: 2, amount: 2 * SALE + 50_000 } });
    expect(figures.byPaymentMethod).toEqual({
      CASH: { count: 1, amount: SALE + 50_000 },
      CARD: { count: 1, amount: SALE },
    });
  });

  it('ranks today’s items and toppings by amount', () => {
    const { topItems, topToppings } = report.figures;
    expect(topItems.map((i) => [i.id, i.count, i.amount])).toEqual([
      ['kebab', 4, 4 * 1_000_000],
      ['doogh', 2, 300_000],
    ]);
    expect(topToppings.map((i) => [i.id, i.count, i.amount])).toEqual([['butter', 4, 120_000]]);
    expect(report.cancellations.count).toBe(1);
  });

  it('pushes the hour rows of both reports, as views, and nothing else', () => {
    const hourKey = `${VENDOR}:HOUR:2025-03-28T13`;
    const change = (projection: string, id: string, row: unknown) => ({
      projection,
      vendorId: VENDOR,
      id,
      row,
      position: '1',
    });
    expect(reportHourRowOf(change(PROJECTION.hourlySales, hourKey, sales.get(hourKey)))).toEqual(
      expect.objectContaining({ report: 'sales', period: '2025-03-28T13', rejectedCount: 1 }),
    );
    const itemsHour = items.get(`${VENDOR}:HOUR:2025-03-28T12`);
    const itemsChange = change(
      PROJECTION.hourlyItemSales,
      `${VENDOR}:HOUR:2025-03-28T12`,
      itemsHour,
    );
    expect(reportHourRowOf(itemsChange)).toMatchObject({
      report: 'items',
      period: '2025-03-28T12',
    });
    const dayKey = `${VENDOR}:DAY:2025-03-28`;
    expect(reportHourRowOf(change(PROJECTION.hourlySales, dayKey, sales.get(dayKey)))).toBe(
      undefined,
    );
    expect(reportHourRowOf(change(PROJECTION.orders, hourKey, {}))).toBe(undefined);
  });
});
