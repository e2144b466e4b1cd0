// The periods report rows are kept for: a Tehran hour ('2025-03-21T23', Asia/Tehran wall clock)
// and a Tehran day ('2025-03-21'). Each report keeps a row per vendor and period, so a report of a
// day reads 24 hour rows or one day row, however many orders the day had.
import { tehranClock, tehranWallToUtc } from '@sofre/engine';

export type PeriodKind = 'HOUR' | 'DAY';

export interface Period {
  readonly kind: PeriodKind;
  /** 'YYYY-MM-DDTHH' for an hour, 'YYYY-MM-DD' for a day, in Tehran time. */
  readonly period: string;
  /** When the period begins, a UTC instant (toISOString form): the rows' sortAt. */
  readonly startsAt: string;
}

const two = (n: number) => String(n).padStart(2, '0');

// Every event asks for its periods several times, and a rebuild asks for the same hours again and
// again: periods are kept per half hour of UTC (Tehran's offsets are whole half hours).
const SLOT_MS = 30 * 60_000;
const slots = new Map<number, readonly [Period, Period]>();

/** The Tehran hour and day an instant falls in. */
export function periodsOf(instant: string): readonly [Period, Period] {
  const slot = Math.floor(Date.parse(instant) / SLOT_MS);
  let found = slots.get(slot);
  if (found === undefined) {
    if (slots.size >= 1_000) slots.clear();
    slots.set(slot, (found = periodsAt(slot * SLOT_MS)));
  }
  return found;
}

function periodsAt(ms: number): readonly [Period, Period] {
  const c = tehranClock(ms);
  const day = `${c.year}-${two(c.month)}-${two(c.day)}`;
  return [
    {
      kind: 'HOUR',
      period: `${day}T${two(c.hour)}`,
      startsAt: tehranWallToUtc(c.year, c.month, c.day, c.hour),
    },
    { kind: 'DAY', period: day, startsAt: tehranWallToUtc(c.year, c.month, c.day) },
  ];
}

/** A period row's key: vendor ids never hold ':', and the kind keeps hours and days apart. */
export const periodKey = (vendorId: string, p: Period): string =>
  `${vendorId}:${p.kind}:${p.period}`;

/** The row keys of the hour and the day an event happened in. */
export const periodKeysOf = (vendorId: string, instant: string): string[] =>
  periodsOf(instant).map((p) => periodKey(vendorId, p));

/** The period a period row key names, at the instant of the event evolving it. */
export const periodOfKey = (key: string, instant: string): Period =>
  periodsOf(instant).find((p) => key.endsWith(`:${p.kind}:${p.period}`))!;

/** The hour of day (0–23) of an hour period. */
export const hourOfDay = (period: string): number => Number(period.slice(11, 13));

/** The UTC instants bounding Tehran days fromDay..toDay (both included), for sortAt filters. */
export function daysWindow(fromDay: string, toDay: string) {
  const [fy, fm, fd] = fromDay.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = toDay.split('-').map(Number) as [number, number, number];
  const end = Date.parse(tehranWallToUtc(ty, tm, td + 1)) - 1;
  return { sortFrom: tehranWallToUtc(fy, fm, fd), sortTo: new Date(end).toISOString() };
}
