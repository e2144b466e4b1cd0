// The operations reports (tables, staff, products, delivery, kitchen) keep rows of Tehran days:
// each a ledger of what changed that day (day-tally.ledger.ts), so a day that is over never
// changes again and any range of days sums right.
import { periodKey, periodsOf } from '../report-periods.ts';

/** A vendor's Tehran day: the report's totals T of what changed that day. */
export type DayRow<T> = T & {
  readonly kind: 'DAY';
  /** The Tehran day, YYYY-MM-DD. */
  readonly day: string;
  /** When the day begins, a UTC instant: the row's sortAt. */
  readonly startsAt: string;
  readonly position: string;
};

/** The key of the vendor's row for the Tehran day an instant falls in. */
export const dayKeyOf = (vendorId: string, instant: string): string =>
  periodKey(vendorId, periodsOf(instant)[1]);

export const isDayRow = <T>(row: unknown): row is DayRow<T> =>
  typeof row === 'object' && row !== null && (row as { kind?: string }).kind === 'DAY';
