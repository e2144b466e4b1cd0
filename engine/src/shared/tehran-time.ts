// Tehran time, in one place (ARCHITECTURE decision 8): reports, the kitchen's daily numbers, the
// vendor's opening hours and every date picker count days and hours in Asia/Tehran. The offset is
// never hard-coded: Iran kept daylight saving time until 2022, so an instant's wall clock follows
// the runtime's time-zone data for that date. Pure and browser-safe (Intl only).

export const TEHRAN = 'Asia/Tehran';

export type Weekday = 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN';

export interface TehranClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly weekday: Weekday;
}

// Built once: constructing an Intl.DateTimeFormat costs far more than formatting with it.
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: TEHRAN,
  hourCycle: 'h23',
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const msOf = (instant: string | Date | number): number => {
  const ms =
    typeof instant === 'number'
      ? instant
      : typeof instant === 'string'
        ? Date.parse(instant)
        : instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`invalid instant: ${String(instant)}`);
  return ms;
};

function formattedClock(ms: number): TehranClock {
  const found = parts.formatToParts(ms);
  const get = (type: Intl.DateTimeFormatPartTypes) => found.find((p) => p.type === type)!.value;
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: get('weekday').toUpperCase() as Weekday,
  };
}

const WEEKDAYS: readonly Weekday[] = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** The wall clock of a zone `offset` ms ahead of UTC, by plain date arithmetic. */
function shiftedClock(ms: number, offset: number): TehranClock {
  const wall = new Date(ms + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: WEEKDAYS[wall.getUTCDay()]!,
  };
}

const formattedOffset = (ms: number): number => {
  const c = formattedClock(ms);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - (ms - (ms % 1000));
};

const HALF_HOUR_MS = 30 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const MAX_SLOTS = 1_000;

/**
 * `valueAt` kept per slot of UTC time (slotMs long), where it is the same at the slot's first and
 * last millisecond (null where it is not: the caller works that instant out exactly).
 */
function perSlot<T>(slotMs: number, valueAt: (ms: number) => T): (ms: number) => T | null {
  const slots = new Map<number, T | null>();
  return (ms) => {
    const slot = Math.floor(ms / slotMs);
    let value = slots.get(slot);
    if (value === undefined) {
      if (slots.size >= MAX_SLOTS) slots.clear();
      const first = valueAt(slot * slotMs);
      slots.set(slot, (value = first === valueAt((slot + 1) * slotMs - 1) ? first : null));
    }
    return value;
  };
}

// Formatting with Intl is slow and every order asks for its clock many times (a replay of a year
// spent a twentieth of its time here): the offset is kept, and the clock is date arithmetic. It
// is kept per UTC day: Tehran's offset changed at most twice a year (daylight saving time, until
// 2022), so a day whose first and last millisecond share an offset has it throughout (a half hour
// each made a replay of a year format 35,000 instants).
const keptOffset = perSlot(DAY_MS, formattedOffset);

/** Tehran's calendar day (Gregorian), wall clock and weekday at an instant. */
export function tehranClock(instant: string | Date | number): TehranClock {
  const ms = msOf(instant);
  const offset = keptOffset(ms);
  return offset === null ? formattedClock(ms) : shiftedClock(ms, offset);
}

const two = (n: number) => String(n).padStart(2, '0');
const dayText = (c: TehranClock) => `${c.year}-${two(c.month)}-${two(c.day)}`;

// Every order asks for its day several times, and writing the text is most of the cost. Kept per
// half hour: Tehran's rules change the offset, and so start days, on half hours (+3:30, +4:30).
const keptDay = perSlot(HALF_HOUR_MS, (ms) => dayText(tehranClock(ms)));

const dayOfMs = (ms: number): string => keptDay(ms) ?? dayText(tehranClock(ms));

/** The Tehran calendar day (Gregorian, YYYY-MM-DD) of an instant. */
export function tehranDay(instant: string | Date): string {
  return dayOfMs(msOf(instant));
}

/** Milliseconds Tehran's wall clock is ahead of UTC at an instant. */
export function tehranOffsetMs(instant: string | Date | number): number {
  const ms = msOf(instant);
  return keptOffset(ms) ?? formattedOffset(ms);
}

/** The instant (UTC ISO) at which Tehran's wall clock shows this day and time. */
export function tehranWallToUtc(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): string {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // The offset at the instant itself: found from a first guess, then checked once more.
  const offset = tehranOffsetMs(wall - tehranOffsetMs(wall));
  return new Date(wall - offset).toISOString();
}

/** The same wall time written with Tehran's offset: '2025-03-21T20:00:00+03:30'. */
export function tehranIsoWithOffset(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): string {
  const utc = Date.parse(tehranWallToUtc(year, month, day, hour, minute));
  const offset = Math.round(tehranOffsetMs(utc) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const zone = `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:00${zone}`;
}

const digitsAt = (text: string, from: number, to: number): number => {
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
};

/**
 * Already spelled as toISOString spells it ('2025-03-21T20:30:00.000Z'), and a real date and time
 * (days past the 28th are left to Date, which moves an impossible one on): every event's instant
 * is, and a replay asks for its spelling several times per event.
 */
function isSpelledUtc(t: string): boolean {
  if (t.length !== 24 || t[4] !== '-' || t[7] !== '-' || t[10] !== 'T' || t[13] !== ':')
    return false;
  if (t[16] !== ':' || t[19] !== '.' || t[23] !== 'Z' || digitsAt(t, 0, 4) < 0) return false;
  const [month, day, hour] = [digitsAt(t, 5, 7), digitsAt(t, 8, 10), digitsAt(t, 11, 13)];
  const [minute, second, ms] = [digitsAt(t, 14, 16), digitsAt(t, 17, 19), digitsAt(t, 20, 23)];
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= 28 &&
    hour >= 0 &&
    hour <= 23 &&
    minute >= 0 &&
    minute <= 59 &&
    second >= 0 &&
    second <= 59 &&
    ms >= 0
  );
}

/** One spelling for every instant (with or without milliseconds), so instants sort as text. */
export const utcInstant = (instant: string): string =>
  isSpelledUtc(instant) ? instant : new Date(instant).toISOString();
