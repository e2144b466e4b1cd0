// The reserve dialog picks a Jalali day and an hour and minute in Tehran; the API takes an instant
// with its offset. Tehran time itself is the engine's one module (shared/tehran-time.ts).
import { tehranClock, tehranIsoWithOffset } from '@sofre/engine';

export { tehranClock };

/**
 * The picked Tehran wall-clock time as ISO 8601 with its offset: day of `date` (its calendar day
 * as the picker made it), `hour`:`minute` → '2025-03-21T20:00:00+03:30'.
 */
export const tehranDateTime = (date: Date, hour: number, minute: number): string =>
  tehranIsoWithOffset(date.getFullYear(), date.getMonth() + 1, date.getDate(), hour, minute);

/** The picker's day for Tehran's today (a local date with Tehran's year, month and day). */
export function tehranToday(now: Date): Date {
  const t = tehranClock(now);
  return new Date(t.year, t.month - 1, t.day);
}

/** The first quarter hour from now in Tehran, as the dialog's default (rolls into tomorrow). */
export function nextQuarterHour(now: Date): { date: Date; hour: number; minute: number } {
  const later = new Date(Math.ceil(now.getTime() / 900_000) * 900_000);
  const t = tehranClock(later);
  return { date: new Date(t.year, t.month - 1, t.day), hour: t.hour, minute: t.minute };
}
