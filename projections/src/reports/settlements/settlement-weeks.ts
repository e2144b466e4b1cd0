// The weeks settlements are kept for (settlement-terms.ts): the Iranian week, Saturday to Friday,
// in Tehran days. A settlement is named by its Saturday, YYYY-MM-DD.
import { daysWindow, periodsOf } from '../report-periods.ts';

const DAY_MS = 86_400_000;

export interface SettlementWeek {
  /** The Saturday the week begins on: the settlement's id. */
  readonly settlementId: string;
  /** Tehran days, Saturday and Friday, YYYY-MM-DD. */
  readonly fromDay: string;
  readonly toDay: string;
  /** UTC instants of the week's first and last millisecond (toISOString form). */
  readonly startsAt: string;
  readonly endsAt: string;
}

const shift = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

// Every order event asks for its week: weeks are kept by day (a rebuild spent 3 % of its time here).
const MAX_WEEKS = 1_000;
const weeks = new Map<string, SettlementWeek>();

/** The week a Tehran day falls in. */
export function weekOfDay(day: string): SettlementWeek {
  let week = weeks.get(day);
  if (week === undefined) {
    if (weeks.size >= MAX_WEEKS) weeks.clear();
    weeks.set(day, (week = weekContaining(day)));
  }
  return week;
}

function weekContaining(day: string): SettlementWeek {
  // getUTCDay: Saturday 6, Sunday 0 … Friday 5; days since Saturday: (weekday + 1) mod 7.
  const sinceSaturday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 1) % 7;
  const fromDay = shift(day, -sinceSaturday);
  const toDay = shift(fromDay, 6);
  const { sortFrom, sortTo } = daysWindow(fromDay, toDay);
  return { settlementId: fromDay, fromDay, toDay, startsAt: sortFrom, endsAt: sortTo };
}

/** The week an instant falls in, by its Tehran day. */
export const weekOf = (instant: string): SettlementWeek => weekOfDay(periodsOf(instant)[1].period);
