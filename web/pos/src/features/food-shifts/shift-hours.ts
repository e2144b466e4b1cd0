// The shift hours editor's arithmetic, kept out of the components so it is tested alone: times
// typed in any digits ('۱۸:۳۰', '۸', '1830') become 'HH:mm', a shift's windows read as one line
// for the table, and the form's rows (a key each, for React) become the request's times.
import { IRANIAN_WEEK } from '@sofre/engine/food-shifts';
import type { AvailabilityTime, Weekday } from '@sofre/engine/vendors';
import { normalizeDigits, toPersianDigits } from '@sofre/web-shared';
import { foodShiftMessages, weekdayLabels } from './food-shifts.messages.ts';

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:mm' from what was typed, or the typed text (digits normalised) when it is no time. */
export function normalizeTime(typed: string): string {
  const text = normalizeDigits(typed)
    .trim()
    .replace(/[.٫:：]/g, ':');
  const match = /^(\d{1,2})(?::(\d{2}))?$/.exec(text) ?? /^(\d{1,2})(\d{2})$/.exec(text);
  if (!match) return text;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  if (hour > 23 || minute > 59) return text;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

export const showTime = (time: string): string => toPersianDigits(time);

/** One row of the editor: a window of one weekday, with a stable key. */
export interface HoursRow extends AvailabilityTime {
  readonly key: string;
}

let nextKey = 0;
export const rowOf = (time: AvailabilityTime): HoursRow => ({ ...time, key: `w${nextKey++}` });
export const emptyRow = (weekday: Weekday): HoursRow => rowOf({ weekday, start: '', end: '' });

/** The form's rows as the request sends them: keys dropped, times normalised. */
export const timesOf = (rows: readonly HoursRow[]): AvailabilityTime[] =>
  rows.map(({ weekday, start, end }) => ({
    weekday,
    start: normalizeTime(start),
    end: normalizeTime(end),
  }));

/** Every weekday gets a copy of `day`'s windows (the usual shift is the same all week). */
export function copyDayToAll(rows: readonly HoursRow[], day: Weekday): HoursRow[] {
  const source = rows.filter((r) => r.weekday === day);
  return IRANIAN_WEEK.flatMap((weekday) =>
    weekday === day ? source : source.map(({ start, end }) => rowOf({ weekday, start, end })),
  );
}

const dayWindows = (times: readonly AvailabilityTime[], day: Weekday): string =>
  times
    .filter((t) => t.weekday === day)
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((t) => foodShiftMessages.summary.window(showTime(t.start), showTime(t.end)))
    .join('، ');

/** 'هر روز ۱۱:۰۰ تا ۱۶:۰۰', or day by day ('شنبه: ۰۷:۰۰ تا ۱۰:۰۰ · جمعه: …'), Saturday first. */
export function hoursSummary(times: readonly AvailabilityTime[]): string {
  const perDay = IRANIAN_WEEK.map((day) => ({ day, text: dayWindows(times, day) }));
  const first = perDay[0]!.text;
  if (first && perDay.every((d) => d.text === first))
    return `${foodShiftMessages.summary.everyDay} ${first}`;
  return perDay
    .filter((d) => d.text)
    .map((d) => `${weekdayLabels[d.day]}: ${d.text}`)
    .join(' · ');
}
