// The dashboard's answer from a handful of read-model rows: today's hours of sales and items, the
// same weekday a week ago, and the orders rejected today (engine contracts DashboardReport).
import { tehranClock, tehranDay } from '@sofre/engine';
import { dashboardFigures, type DashboardReport } from '@sofre/engine/contracts';
import type { CancelledOrderRow } from '../cancelled-orders.ledger.ts';
import type { ItemPeriodRow } from '../hourly-item-sales.ledger.ts';
import type { SalesPeriodRow } from '../hourly-sales.ledger.ts';
import { itemsHourRow, salesHourRow } from './report-hour-rows.ts';

const WEEK_MS = 7 * 86_400_000;

/** How many rejected orders the dashboard lists. */
export const DASHBOARD_CANCELLED = 5;

/** Today and the same weekday a week ago (Tehran days), and the Tehran hour now. */
export function dashboardDays(now: Date) {
  return {
    day: tehranDay(now),
    weekAgoDay: tehranDay(new Date(now.getTime() - WEEK_MS)),
    hour: tehranClock(now).hour,
  };
}

export interface DashboardRows {
  readonly hours: readonly SalesPeriodRow[];
  readonly weekAgoHours: readonly SalesPeriodRow[];
  readonly itemHours: readonly ItemPeriodRow[];
  readonly cancelled: { readonly rows: readonly CancelledOrderRow[]; readonly total: number };
}

export function dashboardReport(
  days: ReturnType<typeof dashboardDays>,
  rows: DashboardRows,
): DashboardReport {
  const hours = rows.hours.map(salesHourRow);
  const weekAgoHours = rows.weekAgoHours.map(salesHourRow);
  const itemHours = rows.itemHours.map(itemsHourRow);
  return {
    ...days,
    figures: dashboardFigures({ hours, weekAgoHours, itemHours, hour: days.hour }),
    hours,
    weekAgoHours,
    itemHours,
    cancellations: {
      count: rows.cancelled.total,
      latest: rows.cancelled.rows.map(({ kind: _kind, position: _position, ...view }) => view),
    },
  };
}
