// The operations reports (tables, staff, products …) as ledgers of Tehran days of the reports'
// order document: what an order counts for now is a tally of its document, and an event moves the
// difference into the day it happens in (tally-ledger.ts). So a day that is over never changes
// again, and any range of days sums right. An order counts only once it is a sale
// (counts-as-sale.ts): the day it becomes one is the day its tally goes in.
import type { AnyLedger } from '../../runner/lane-document.ts';
import type { ReportOrder } from '../report-document/report-order.document.ts';
import { tallyLedger } from '../report-document/tally-ledger.ts';
import { periodsOf } from '../report-periods.ts';
import { dayKeyOf, isDayRow, type DayRow } from './day-ledger.ts';

export interface DayTallySpec<T extends object> {
  readonly name: string;
  readonly empty: T;
  /** a + sign × b. */
  readonly add: (a: T, b: T, sign: 1 | -1) => T;
  /** What the order adds to the report while it is a sale, read off its document. */
  readonly tallyOf: (order: ReportOrder) => T;
}

export function dayTallyLedger<T extends object>(spec: DayTallySpec<T>): AnyLedger {
  return tallyLedger<T, DayRow<T>>({
    name: spec.name,
    empty: spec.empty,
    add: spec.add,
    tallyOf: (order) => (order.sale ? spec.tallyOf(order) : spec.empty),
    keysOf: ({ event }) => [dayKeyOf(event.metadata.vendorId, event.metadata.occurredAt)],
    totalsOf: (row) => (isDayRow<T>(row) ? row : spec.empty),
    rowOf(totals, _id, { event }) {
      const [, day] = periodsOf(event.metadata.occurredAt);
      const row = { ...totals, kind: 'DAY', day: day.period, startsAt: day.startsAt };
      return { ...row, position: event.position } as DayRow<T>;
    },
    index: (row, { event }) => ({
      vendorId: event.metadata.vendorId,
      kind: 'DAY',
      sortAt: row.startsAt,
    }),
  });
}
