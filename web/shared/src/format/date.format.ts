// Dates and times in the Jalali (Persian) calendar with Persian digits, always in Tehran time:
// timestamps are UTC everywhere else. Iran has no DST since 2022, so no offset is hard-coded.
import { timeWords } from '../messages/shared.messages.ts';
import { toPersianDigits } from './digits.ts';
import { TEHRAN } from '@sofre/engine';

const dateFormat = new Intl.DateTimeFormat('fa-IR', { timeZone: TEHRAN, dateStyle: 'long' });
const timeFormat = new Intl.DateTimeFormat('fa-IR', {
  timeZone: TEHRAN,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const asDate = (value: string | Date): Date =>
  typeof value === 'string' ? new Date(value) : value;

/** '2025-03-21T08:00:00Z' → '۱ فروردین ۱۴۰۴' */
export const formatDate = (value: string | Date): string => dateFormat.format(asDate(value));

/** '2025-03-21T08:00:00Z' → '۱۱:۳۰' */
export const formatTime = (value: string | Date): string => timeFormat.format(asDate(value));

/** '۱ فروردین ۱۴۰۴، ۱۱:۳۰' */
export const formatDateTime = (value: string | Date): string =>
  `${formatDate(value)}، ${formatTime(value)}`;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long ago, for a ticket or an order: 'لحظاتی پیش', '۳ دقیقه پیش', '۲ ساعت پیش'. */
export function formatRelativeAge(since: string | Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - asDate(since).getTime());
  if (elapsed < MINUTE) return timeWords.justNow;
  if (elapsed < HOUR)
    return `${toPersianDigits(Math.floor(elapsed / MINUTE))} ${timeWords.minutesAgo}`;
  return `${toPersianDigits(Math.floor(elapsed / HOUR))} ${timeWords.hoursAgo}`;
}

/** A running clock of elapsed time: 205_000 ms → '۰۳:۲۵'; an hour and more → '۱:۰۲:۰۵'. */
export function formatElapsed(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
  return toPersianDigits(clock);
}
