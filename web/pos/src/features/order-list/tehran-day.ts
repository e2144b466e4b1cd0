// The list's date range is picked as Jalali calendar days, and a day is a Tehran day: the API
// takes UTC instants, so a day becomes [its Tehran midnight, the next Tehran midnight). Tehran
// time is the engine's one module (shared/tehran-time.ts).
import { tehranDay as dayOf, tehranWallToUtc } from '@sofre/engine';

const two = (n: number) => String(n).padStart(2, '0');
const partsOf = (day: string) => day.split('-').map(Number) as [number, number, number];

/** Tehran's calendar day at an instant, as YYYY-MM-DD. */
export const tehranDay = (at: Date): string => dayOf(at);

/** The UTC instant of a Tehran day's midnight ('2025-03-21' → 2025-03-20T20:30:00.000Z). */
export function tehranMidnight(day: string): Date {
  const [y, m, d] = partsOf(day);
  return new Date(tehranWallToUtc(y, m, d));
}

/** The day after ('2025-03-31' → '2025-04-01'). */
export function nextDay(day: string): string {
  const [y, m, d] = partsOf(day);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return `${next.getUTCFullYear()}-${two(next.getUTCMonth() + 1)}-${two(next.getUTCDate())}`;
}

/** Inclusive UTC bounds of a range of Tehran days; an open end stays open. */
export function tehranDayBounds(from: string | undefined, to: string | undefined) {
  return {
    fromDate: from === undefined ? undefined : tehranMidnight(from).toISOString(),
    toDate:
      to === undefined
        ? undefined
        : new Date(tehranMidnight(nextDay(to)).getTime() - 1).toISOString(),
  };
}
