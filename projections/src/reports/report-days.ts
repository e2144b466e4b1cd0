// Which Tehran days a report covers: the days asked for, or a named range counted back from now
// (spec: TODAY, YESTERDAY, LAST_7_DAY, LAST_30_DAY, CURRENT_MONTH). The last 7 days end today;
// the current month runs from the first day of the Jalali month to today.
import { jalaliMonthStart, tehranDay } from '@sofre/engine';
import type { ReportRangeName } from '@sofre/engine/contracts';
import type { ReportDays } from './reports.queries.ts';

const DAY_MS = 86_400_000;

/** The Gregorian day `n` days before a Gregorian day. */
const daysBefore = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

export function daysOfRange(range: ReportRangeName, now: Date): ReportDays {
  const today = tehranDay(now);
  switch (range) {
    case 'TODAY':
      return { fromDay: today, toDay: today };
    case 'YESTERDAY': {
      const yesterday = daysBefore(today, 1);
      return { fromDay: yesterday, toDay: yesterday };
    }
    case 'LAST_7_DAY':
      return { fromDay: daysBefore(today, 6), toDay: today };
    case 'LAST_30_DAY':
      return { fromDay: daysBefore(today, 29), toDay: today };
    case 'CURRENT_MONTH':
      return { fromDay: jalaliMonthStart(today), toDay: today };
  }
}

/** The days of a report request: a named range wins; else from..to (either alone is one day); else today. */
export function reportDays(
  request: { readonly from?: string; readonly to?: string; readonly range?: ReportRangeName },
  now: Date,
): ReportDays {
  if (request.range) return daysOfRange(request.range, now);
  const fromDay = request.from ?? request.to ?? tehranDay(now);
  const toDay = request.to ?? request.from ?? fromDay;
  return fromDay <= toDay ? { fromDay, toDay } : { fromDay: toDay, toDay: fromDay };
}
