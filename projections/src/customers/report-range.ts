// A report's period in Tehran days (ARCHITECTURE decision 8): both ends included, either open.
// Rows are found by a UTC window wide enough for any Tehran offset, then kept by their Tehran day.
import { tehranDay } from '../tehran-day.ts';

export interface ReportRange {
  /** YYYY-MM-DD, or an ISO instant (its Tehran day). */
  readonly fromDate?: string;
  readonly toDate?: string;
}

const HOUR = 3_600_000;

/** The Tehran day a bound names: a plain date is that day; an instant, the day it falls on. */
export const dayOf = (value: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : tehranDay(value);

export function reportWindow(range: ReportRange) {
  const from = range.fromDate === undefined ? undefined : dayOf(range.fromDate);
  const to = range.toDate === undefined ? undefined : dayOf(range.toDate);
  return {
    from,
    to,
    // Tehran is 3:30 or 4:30 ahead of UTC: its day starts the evening before, UTC.
    sortFrom:
      from === undefined
        ? undefined
        : new Date(Date.parse(`${from}T00:00:00Z`) - 5 * HOUR).toISOString(),
    sortTo: to === undefined ? undefined : `${to}T23:59:59.999Z`,
    includes(instant: string): boolean {
      const day = tehranDay(instant);
      return (from === undefined || day >= from) && (to === undefined || day <= to);
    },
  };
}
