// A report's period as the manager picks it: a named range of the spec (TODAY, YESTERDAY,
// LAST_7_DAY, LAST_30_DAY, CURRENT_MONTH) or days from..to; as the /api/reports query
// (Range, or FromDate and ToDate), or as days for the routes that take only days.
import { jalaliMonthStart, tehranDay } from '@sofre/engine';
import { ReportRangeName } from '@sofre/engine/contracts';

export type RangeChoice =
  { readonly range: ReportRangeName } | { readonly from: string; readonly to: string };

export const NAMED_RANGES = ReportRangeName.options;

/** The /api/reports query of a choice. */
export const rangeQuery = (choice: RangeChoice) =>
  'range' in choice ? { Range: choice.range } : { FromDate: choice.from, ToDate: choice.to };

const DAY_MS = 86_400_000;
const daysBefore = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

/** The Tehran days of a choice, as the gateway counts them (projections report-days.ts). */
export function rangeDays(choice: RangeChoice, now: Date): { from: string; to: string } {
  if (!('range' in choice)) return choice;
  const today = tehranDay(now);
  switch (choice.range) {
    case 'TODAY':
      return { from: today, to: today };
    case 'YESTERDAY':
      return { from: daysBefore(today, 1), to: daysBefore(today, 1) };
    case 'LAST_7_DAY':
      return { from: daysBefore(today, 6), to: today };
    case 'LAST_30_DAY':
      return { from: daysBefore(today, 29), to: today };
    case 'CURRENT_MONTH':
      return { from: jalaliMonthStart(today), to: today };
  }
}
