// Jalali (Solar Hijri) calendar days, for report periods (ARCHITECTURE decision 8: months are
// Jalali months). Intl's persian calendar does the arithmetic, so the engine stays browser-safe and
// needs no calendar library; days are Tehran's Gregorian days written YYYY-MM-DD.
import { normalizeDigits } from './digits.ts';

export interface JalaliDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const DAY_MS = 86_400_000;

const persian = new Intl.DateTimeFormat('en-US-u-ca-persian', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

const two = (n: number) => String(n).padStart(2, '0');
const gregorianText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const compare = (a: JalaliDay, b: JalaliDay) =>
  a.year - b.year || a.month - b.month || a.day - b.day;

/** The Jalali date of a Gregorian day (YYYY-MM-DD). */
export function jalaliOf(gregorianDay: string): JalaliDay {
  const parts = persian.formatToParts(Date.parse(`${gregorianDay}T00:00:00Z`));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)!.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** The Gregorian day (YYYY-MM-DD) of a Jalali date; a day past its month's end is refused. */
export function gregorianOfJalali(jalali: JalaliDay): string {
  // Farvardin 1 falls on March 20 or 21: start from a close guess and walk to the exact day.
  const daysIn = (jalali.month - 1) * 31 - Math.max(0, jalali.month - 7) + jalali.day - 1;
  let ms = Date.UTC(jalali.year + 621, 2, 21) + daysIn * DAY_MS;
  for (let step = 0; step < 4; step++) {
    const diff = compare(jalali, jalaliOf(gregorianText(ms)));
    if (diff === 0) return gregorianText(ms);
    ms += Math.sign(diff) * DAY_MS;
  }
  throw new RangeError(`not a Jalali date: ${jalali.year}/${jalali.month}/${jalali.day}`);
}

/** The Gregorian day on which the Jalali month holding this Gregorian day begins. */
export const jalaliMonthStart = (gregorianDay: string): string =>
  gregorianOfJalali({ ...jalaliOf(gregorianDay), day: 1 });

/** 1404/01/01 for a Jalali date, as the back office writes it. */
export const jalaliText = (j: JalaliDay): string => `${j.year}/${two(j.month)}/${two(j.day)}`;

/**
 * A day as a user may type it: Jalali (1404/01/01, 1404-01-01, Persian digits too) or Gregorian
 * (2025-03-21). Years below 1700 are Jalali. Answers the Gregorian day, or undefined.
 */
export function parseCalendarDay(text: string): string | undefined {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(normalizeDigits(text.trim()));
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  if (year < 1700) {
    try {
      return gregorianOfJalali({ year, month, day });
    } catch {
      return undefined;
    }
  }
  const gregorian = `${year}-${two(month)}-${two(day)}`;
  return gregorianText(Date.parse(`${gregorian}T00:00:00Z`)) === gregorian ? gregorian : undefined;
}
