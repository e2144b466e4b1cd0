// The dashboard kept live: a pushed hour row replaces the fetched one only when newer, hours of
// another day are left out, and the figures follow.
import type { DashboardReport, SalesHourRow } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { hourSeries, liveDashboard, mergeHours } from './live-dashboard.ts';

const at = (n: number) => String(n).padStart(20, '0');
const hour = (period: string, position: number, sale: number, orders = 1): SalesHourRow => ({
  report: 'sales',
  period,
  startsAt: `${period}:00:00Z`,
  position: at(position),
  orderCount: orders,
  rejectedCount: 0,
  totalSale: sale,
  totalRefund: 0,
  totalTip: 0,
  serviceFee: 0,
  serviceCharge: 0,
  packaging: 0,
  discount: 0,
  tax: 0,
  deliveryCost: 0,
  bySource: { SALON: { count: orders, amount: sale } },
  byDeliveryType: {},
  byPaymentMethod: {},
});

const report: DashboardReport = {
  day: '2026-11-24',
  weekAgoDay: '2026-11-17',
  hour: 12,
  figures: {} as DashboardReport['figures'],
  hours: [hour('2026-11-24T09', 5, 100_000), hour('2026-11-24T12', 8, 200_000)],
  weekAgoHours: [hour('2026-11-17T11', 2, 50_000), hour('2026-11-17T20', 3, 70_000)],
  itemHours: [],
  cancellations: { count: 0, latest: [] },
};

describe('the live dashboard', () => {
  it('takes a pushed hour only when it is newer, and only of today', () => {
    const older = hour('2026-11-24T12', 7, 1);
    const newer = hour('2026-11-24T12', 9, 260_000, 2);
    const yesterday = hour('2026-11-23T12', 10, 999);
    const merged = mergeHours(report.hours, [older, newer, yesterday], report.day);
    expect(merged.map((h) => [h.period, h.totalSale])).toEqual([
      ['2026-11-24T09', 100_000],
      ['2026-11-24T12', 260_000],
    ]);
  });

  it('works the figures out again from the merged hours', () => {
    const pushed = hour('2026-11-24T13', 9, 40_000);
    const live = liveDashboard(report, { sales: [pushed], items: [] }, 13);
    expect(live.figures.sale).toEqual({ today: 340_000, weekAgo: 50_000 });
    expect(live.figures.orders).toEqual({ today: 3, weekAgo: 1 });
    expect(live.figures.bySource).toEqual({ SALON: { count: 3, amount: 340_000 } });
  });

  it('charts the hours from the morning (or the first sale) to now', () => {
    const series = hourSeries(report.hours, report.weekAgoHours, 13);
    expect(series.map((p) => p.hour)).toEqual([8, 9, 10, 11, 12, 13]);
    expect(series.find((p) => p.hour === 11)).toEqual({ hour: 11, today: 0, weekAgo: 50_000 });
  });
});
