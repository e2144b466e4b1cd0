// When a busy Tehran restaurant takes its orders: a lunch peak (13–14), a quiet afternoon, a
// bigger dinner peak (20–22) and a tail past midnight; Thursday evening and Friday (the Iranian
// weekend) are busiest, and trade grows slowly over the year. Days are Tehran calendar days.
import { tehranClock, tehranWallToUtc, type Weekday } from '@sofre/engine';
import type { Random } from './random.ts';

/** Relative orders per Tehran hour of the day (0 = 00:00–00:59, the evening's tail). */
const HOUR_WEIGHTS: readonly number[] = [
  1.2, 0.3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 6, 10, 9, 5, 2.5, 2.5, 3.5, 6, 9, 10, 7, 3.5,
];
const WEEKDAY_WEIGHTS: Record<Weekday, number> = {
  SAT: 1,
  SUN: 0.95,
  MON: 0.95,
  TUE: 1,
  WED: 1.05,
  THU: 1.25,
  FRI: 1.35,
};
/** The last day sells this much more than the first. */
const YEARLY_GROWTH = 0.2;
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((sum, w) => sum + w, 0);
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export interface TradingDay {
  /** Tehran calendar day, YYYY-MM-DD. */
  readonly day: string;
  /** UTC instants (ms) at which each of the day's Tehran hours begins. */
  readonly hourStarts: readonly number[];
  /** The part of the day's trade that lies before the history's end (1 but for the last day). */
  readonly open: number;
  readonly weekday: Weekday;
}

/** The `days` Tehran days up to and including the one `endMs` falls on, oldest first. */
export function tradingDays(days: number, endMs: number): TradingDay[] {
  const end = tehranClock(endMs);
  const last = Date.UTC(end.year, end.month - 1, end.day);
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(last - (days - 1 - i) * DAY_MS);
    const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    const hourStarts = HOUR_WEIGHTS.map((_, h) => Date.parse(tehranWallToUtc(y, m, d, h)));
    const before = HOUR_WEIGHTS.reduce(
      (sum, w, h) => sum + w * Math.min(1, Math.max(0, (endMs - hourStarts[h]!) / HOUR_MS)),
      0,
    );
    return {
      day: date.toISOString().slice(0, 10),
      hourStarts,
      open: before / HOUR_TOTAL,
      weekday: tehranClock(hourStarts[12]!).weekday,
    };
  });
}

/** Splits `orders` over the days by weekday, growth and a little day-to-day noise (exact total). */
export function ordersPerDay(
  days: readonly TradingDay[],
  orders: number,
  random: Random,
): number[] {
  const weights = days.map(
    (d, i) =>
      WEEKDAY_WEIGHTS[d.weekday] *
      (1 + (YEARLY_GROWTH * i) / Math.max(1, days.length - 1)) *
      (0.85 + 0.3 * random.next()) *
      d.open,
  );
  const total = weights.reduce((sum, w) => sum + w, 0);
  const exact = weights.map((w) => (total > 0 ? (orders * w) / total : 0));
  const counts = exact.map(Math.floor);
  // Largest remainders first, so the counts add up to exactly `orders`.
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  const missing = orders - counts.reduce((sum, c) => sum + c, 0);
  for (let k = 0; k < missing; k++) counts[order[k]![1]]! += 1;
  return counts;
}

/** `count` instants (ms) of one day, in order, following the hourly curve, none after `endMs`. */
export function orderTimes(
  day: TradingDay,
  count: number,
  endMs: number,
  random: Random,
): number[] {
  const weights = Object.fromEntries(HOUR_WEIGHTS.map((w, h) => [String(h), w]));
  const times: number[] = [];
  while (times.length < count) {
    const hour = Number(random.weighted(weights));
    const at = day.hourStarts[hour]! + Math.floor(random.next() * HOUR_MS);
    if (at <= endMs) times.push(at);
  }
  return times.sort((a, b) => a - b);
}
