// When a vendor takes orders (spec §4 "vendor open check"): windows per weekday, HH:mm in Tehran
// wall-clock time. A window's end of 00:00 means the end of that day (counted as 23:59), so a
// window never crosses midnight: "18:00 till 2 at night" is two windows, 18:00–00:00 on one day
// and 00:00–02:00 on the next. Ends are inclusive to the minute, so 23:59 itself is still open.
import { tehranClock, tehranWallToUtc } from '../shared/tehran-time.ts';
import { z } from 'zod';
import type { FieldError } from '../shared/domain-error.ts';

export const Weekday = z.enum(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']);
export type Weekday = z.infer<typeof Weekday>;

export const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');

export const AvailabilityTime = z.object({ weekday: Weekday, start: TimeOfDay, end: TimeOfDay });
export type AvailabilityTime = z.infer<typeof AvailabilityTime>;

/** A vendor's whole week; a day without windows is closed. */
export const AvailabilitySchedule = z.array(AvailabilityTime).max(100);
export type AvailabilitySchedule = readonly AvailabilityTime[];

const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const LAST_MINUTE = 23 * 60 + 59;

/** The window in minutes of the day, with an end of 00:00 read as 23:59. */
export const windowMinutes = (t: AvailabilityTime): { start: number; end: number } => {
  const end = minutesOf(t.end);
  return { start: minutesOf(t.start), end: end === 0 ? LAST_MINUTE : end };
};

/** Field errors for windows that end before they start (e.g. 18:00–02:00 in one window). */
export function scheduleErrors(schedule: AvailabilitySchedule): FieldError[] {
  return schedule.flatMap((t, i) => {
    const { start, end } = windowMinutes(t);
    if (start < end) return [];
    const message = 'ساعت پایان باید بعد از ساعت شروع باشد.';
    return [{ field: `times[${i}].end`, code: 'END_BEFORE_START', message }];
  });
}

/** The Tehran weekday and minute of the day at a UTC instant (shared/tehran-time.ts). */
export function tehranWallClock(instantUtcIso: string): { weekday: Weekday; minute: number } {
  const clock = tehranClock(instantUtcIso);
  return { weekday: Weekday.parse(clock.weekday), minute: clock.hour * 60 + clock.minute };
}

export function isOpenAt(schedule: AvailabilitySchedule, instantUtcIso: string): boolean {
  const { weekday, minute } = tehranWallClock(instantUtcIso);
  return schedule.some((t) => {
    if (t.weekday !== weekday) return false;
    const { start, end } = windowMinutes(t);
    return start <= minute && minute <= end;
  });
}

/**
 * When the schedule next opens after an instant: the start of the first window that begins after
 * the instant's minute, a week ahead at most (the same weekday next week), as a UTC instant; null
 * for a week without windows. Asked at an instant the vendor is open, it still names the next
 * window's start: whether it is open now is isOpenAt's question.
 */
export function nextOpeningAfter(
  schedule: AvailabilitySchedule,
  instantUtcIso: string,
): string | null {
  const clock = tehranClock(instantUtcIso);
  const minute = clock.hour * 60 + clock.minute;
  const today = Weekday.options.indexOf(Weekday.parse(clock.weekday));
  for (let inDays = 0; inDays <= 7; inDays++) {
    const weekday = Weekday.options[(today + inDays) % 7];
    const starts = schedule
      .filter((t) => t.weekday === weekday)
      .map((t) => windowMinutes(t).start)
      .filter((start) => inDays > 0 || start > minute);
    if (starts.length === 0) continue;
    const start = Math.min(...starts);
    const { year, month, day } = clock;
    // Date.UTC (inside) carries a day past the month's end into the next month.
    return tehranWallToUtc(year, month, day + inDays, Math.floor(start / 60), start % 60);
  }
  return null;
}
