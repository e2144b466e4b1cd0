// The dashboard kept live: the answer's hour rows, each replaced by a newer pushed row of the
// same hour (topics 'report-sales' and 'report-items'), then the figures worked out again with
// the gateway's own function. Nothing is fetched again for an order.
import {
  comparePositions,
  dashboardFigures,
  type DashboardFigures,
  type DashboardReport,
  type ItemsHourRow,
  type ReportHourRow,
  type SalesHourRow,
} from '@sofre/engine/contracts';

/** Today's hours: the fetched ones, with newer live rows of today in their place or added. */
export function mergeHours<Row extends ReportHourRow>(
  fetched: readonly Row[],
  live: Iterable<Row>,
  day: string,
): Row[] {
  const byPeriod = new Map(fetched.map((row) => [row.period, row]));
  for (const row of live) {
    if (!row.period.startsWith(`${day}T`)) continue;
    const known = byPeriod.get(row.period);
    // A position that cannot be ordered is taken: a change is never dropped on its word.
    if (!known || (comparePositions(row.position, known.position) ?? 1) > 0)
      byPeriod.set(row.period, row);
  }
  return [...byPeriod.values()].sort((a, b) => a.period.localeCompare(b.period));
}

export interface LiveDashboard {
  readonly hours: SalesHourRow[];
  readonly itemHours: ItemsHourRow[];
  readonly figures: DashboardFigures;
}

export function liveDashboard(
  report: DashboardReport,
  live: { readonly sales: Iterable<SalesHourRow>; readonly items: Iterable<ItemsHourRow> },
  hour: number,
): LiveDashboard {
  const hours = mergeHours(report.hours, live.sales, report.day);
  const itemHours = mergeHours(report.itemHours, live.items, report.day);
  const figures = dashboardFigures({ hours, weekAgoHours: report.weekAgoHours, itemHours, hour });
  return { hours, itemHours, figures };
}

export interface HourPoint {
  readonly hour: number;
  readonly today: number;
  readonly weekAgo: number;
}

/** Sales per hour of day, today and a week ago, from the first hour with sales (08:00 at the latest) to now. */
export function hourSeries(
  hours: readonly SalesHourRow[],
  weekAgoHours: readonly SalesHourRow[],
  hourNow: number,
): HourPoint[] {
  const saleAt = (rows: readonly SalesHourRow[]) =>
    new Map(rows.map((r) => [Number(r.period.slice(11, 13)), r.totalSale]));
  const [today, weekAgo] = [saleAt(hours), saleAt(weekAgoHours)];
  const busy = [...today.keys(), ...weekAgo.keys()];
  const first = Math.min(8, ...busy);
  const last = Math.max(hourNow, ...today.keys());
  return Array.from({ length: last - first + 1 }, (_, i) => first + i).map((hour) => ({
    hour,
    today: today.get(hour) ?? 0,
    weekAgo: weekAgo.get(hour) ?? 0,
  }));
}
