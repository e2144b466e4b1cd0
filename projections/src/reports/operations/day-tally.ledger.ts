// The operations reports (tables, staff, products …) as ledgers of Tehran days of the reports'
// order document: what an order counts for now is a tally of its document, and an event moves the
// difference into the day it happens in (tally-ledger.ts). So a day that is over never changes
// again, and any range of days sums right. An order counts only once it is a sale
// (counts-as-sale.ts): the day it becomes one is the day its tally goes in.
import type { OrderEvent } from '@sofre/engine/orders';
import { anyLedger, type AnyLedger, type DocumentChange } from '../../runner/lane-document.ts';
import type { ReportOrder } from '../report-document/report-order.document.ts';
import { tallyLedger } from '../report-document/tally-ledger.ts';
import { periodsOf } from '../report-periods.ts';
import { sameValue } from '../same-value.ts';
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

/** One report's part of a day row shared by several reports (dayPartsLedger). */
export type DayPart<T extends object> = Omit<DayTallySpec<T>, 'name'> & {
  /**
   * Cheap, and true only when the part's tally cannot differ (what tallyOf reads is the same):
   * the part is then not tallied twice and compared (tally-ledger.ts).
   */
  readonly unchanged: (before: ReportOrder, after: ReportOrder) => boolean;
  /** A copy of the part's totals whose records addInto may change in place. */
  readonly copy: (totals: T) => T;
  /** add, into a copy in place. */
  readonly addInto: (draft: T, b: T, sign: 1 | -1) => void;
};

/** What an event moves of each part it changes: the order's tally after it, and before. */
interface PartMove {
  readonly part: number;
  readonly added: object;
  readonly taken: object;
}

/**
 * Several day reports in one row per vendor and Tehran day, each report a part of it (its own
 * fields, T of its DayPart): each part moves exactly as its own ledger would (a part the change
 * leaves alone is not touched), and the day's row is written once for all of them.
 */
export function dayPartsLedger(name: string, parts: readonly DayPart<object>[]): AnyLedger {
  // An order's document after one event is the one before the next: tallied once.
  const tallies = parts.map(() => new WeakMap<ReportOrder, object>());
  const tally = (i: number, order: ReportOrder | undefined) => {
    const part = parts[i]!;
    if (!order?.sale) return part.empty;
    let found = tallies[i]!.get(order);
    if (found === undefined) tallies[i]!.set(order, (found = part.tallyOf(order)));
    return found;
  };
  const unchanged = (i: number, before: ReportOrder | undefined, after: ReportOrder | undefined) =>
    before !== undefined &&
    after !== undefined &&
    before.sale === after.sale &&
    parts[i]!.unchanged(before, after);
  const empty = Object.assign({}, ...parts.map((p) => p.empty)) as object;
  const dayOf = (totals: object, event: DocumentChange<ReportOrder>['event']) => {
    const [, day] = periodsOf(event.metadata.occurredAt);
    const at = { kind: 'DAY', day: day.period, startsAt: day.startsAt, position: event.position };
    return { ...totals, ...at } as DayRow<object>;
  };
  return anyLedger<ReportOrder, OrderEvent, readonly PartMove[], DayRow<object>>({
    name,
    tallyOf({ before, after }: DocumentChange<ReportOrder, OrderEvent>) {
      let moves: PartMove[] | undefined;
      for (let i = 0; i < parts.length; i++) {
        if (unchanged(i, before, after)) continue;
        const [added, taken] = [tally(i, after), tally(i, before)];
        if (!sameValue(added, taken)) (moves ??= []).push({ part: i, added, taken });
      }
      return moves;
    },
    keysOf: ({ event }) => [dayKeyOf(event.metadata.vendorId, event.metadata.occurredAt)],
    add(row, moves, _id, { event }) {
      let totals: object = isDayRow<object>(row) ? row : empty;
      for (const { part, added, taken } of moves) {
        const { add } = parts[part]!;
        totals = { ...totals, ...add(add(totals, added, 1), taken, -1) };
      }
      return dayOf(totals, event);
    },
    index: (row, { event }) => ({
      vendorId: event.metadata.vendorId,
      kind: 'DAY',
      sortAt: row.startsAt,
    }),
    drafts: {
      open(row) {
        const totals: object = isDayRow<object>(row) ? row : empty;
        return Object.assign({ ...totals }, ...parts.map((p) => p.copy(totals))) as object;
      },
      addInto(draft, moves) {
        for (const { part, added, taken } of moves) {
          parts[part]!.addInto(draft as object, added, 1);
          parts[part]!.addInto(draft as object, taken, -1);
        }
      },
      close: (draft, _id, { event }) => dayOf(draft as object, event),
    },
  });
}
