// A code's expiry is picked as a Jalali day and means "until the end of that day in Tehran". The
// picker works with the browser's local dates; these turn its day into the instant the API takes
// and back, with the engine's one Tehran-time module (shared/tehran-time.ts).
import { tehranClock, tehranWallToUtc } from '@sofre/engine';

/** The last second of the picked day (its local year, month and day) in Tehran, as UTC ISO. */
export const endOfTehranDay = (day: Date): string =>
  tehranWallToUtc(day.getFullYear(), day.getMonth() + 1, day.getDate(), 23, 59, 59);

/** The picker's day (a local date holding Tehran's year, month and day) of an instant. */
export function tehranDayOf(instant: string | Date): Date {
  const t = tehranClock(instant);
  return new Date(t.year, t.month - 1, t.day);
}
