// The reserve dialog picks a Jalali day and an hour and minute in Tehran; the API takes an instant
// with its offset. Tehran's offset is read from the time-zone database for that day (no +03:30
// hard-coded), so a rule change in Iran is followed by the browser's own data.
const TEHRAN = 'Asia/Tehran';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: TEHRAN,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Tehran's calendar day and clock at an instant. */
export function tehranClock(at: Date) {
  const get = (type: string) => Number(parts.formatToParts(at).find((p) => p.type === type)!.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/** Minutes Tehran is ahead of UTC at an instant. */
function offsetMinutes(utcMs: number): number {
  const t = tehranClock(new Date(utcMs));
  const asUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute);
  return Math.round((asUtc - (utcMs - (utcMs % 60_000))) / 60_000);
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The picked Tehran wall-clock time as ISO 8601 with its offset: day of `date` (its calendar day
 * as the picker made it), `hour`:`minute` → '2025-03-21T20:00:00+03:30'.
 */
export function tehranDateTime(date: Date, hour: number, minute: number): string {
  const [y, m, d] = [date.getFullYear(), date.getMonth() + 1, date.getDate()];
  const naive = Date.UTC(y, m - 1, d, hour, minute);
  const offset = offsetMinutes(naive - offsetMinutes(naive) * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const zone = `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
  return `${y}-${two(m)}-${two(d)}T${two(hour)}:${two(minute)}:00${zone}`;
}

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
