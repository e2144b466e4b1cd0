// A ledger whose rows add up what each order counts for now (a tally of its document): an event
// moves the difference between the order's tally after it and before it into the rows it names
// (the hour and day it happens in, for the period reports). So a period that is over never
// changes again, and a range of them always sums right. Nothing is remembered of the order but
// its document.
import type { RowIndex } from '../../projection.ts';
import { anyLedger, type AnyLedger, type DocumentChange } from '../../runner/lane-document.ts';
import { sameValue } from '../same-value.ts';
import type { ReportOrder } from './report-order.document.ts';

type Change = DocumentChange<ReportOrder>;

export interface Moved<T> {
  readonly added: T;
  readonly taken: T;
}

export interface TallyLedgerSpec<T extends object, Row extends { readonly position: string }> {
  readonly name: string;
  /** The totals of nothing. */
  readonly empty: T;
  /** a + sign × b. */
  readonly add: (a: T, b: T, sign: 1 | -1) => T;
  /**
   * Optional, both or neither: add into a private copy in place (Ledger.drafts), as add does.
   * `copy` copies what addInto changes in place (the totals' own records) for the row `id`.
   */
  readonly copy?: (totals: T, id: string) => T;
  readonly addInto?: (draft: T, b: T, sign: 1 | -1) => void;
  /** What the order counts for in the report, as its document stands. */
  readonly tallyOf: (order: ReportOrder) => T;
  /**
   * Cheap, and true only when the tally cannot differ: what tallyOf reads is the same (the same
   * objects: a document's fold keeps what an event does not change). Most events (a status, a
   * call) change none of it, and are then not tallied twice and compared.
   */
  readonly unchanged?: (before: ReportOrder, after: ReportOrder) => boolean;
  /** The rows a change of the order's tally moves. */
  readonly keysOf: (change: Change) => readonly string[];
  /** The row's totals, as its stored row holds them (empty when there is none). */
  readonly totalsOf: (row: Row | undefined) => T;
  /** The row of `id` holding these totals. */
  readonly rowOf: (totals: T, id: string, change: Change) => Row;
  readonly index: (row: Row, change: Change) => RowIndex;
}

export function tallyLedger<T extends object, Row extends { readonly position: string }>(
  spec: TallyLedgerSpec<T, Row>,
): AnyLedger {
  // An order's document after one event is the one before the next: its tally is worked out once.
  const tallies = new WeakMap<ReportOrder, T>();
  const tally = (order: ReportOrder | undefined) => {
    if (order === undefined) return spec.empty;
    let found = tallies.get(order);
    if (found === undefined) tallies.set(order, (found = spec.tallyOf(order)));
    return found;
  };
  const unchanged = spec.unchanged;
  const { copy, addInto } = spec;
  return anyLedger<ReportOrder, Change['event'], Moved<T>, Row>({
    name: spec.name,
    tallyOf({ before, after }) {
      if (before !== undefined && after !== undefined && unchanged?.(before, after))
        return undefined;
      const [added, taken] = [tally(after), tally(before)];
      return sameValue(added, taken) ? undefined : { added, taken };
    },
    keysOf: (change) => spec.keysOf(change),
    add: (row, { added, taken }, id, change) =>
      spec.rowOf(spec.add(spec.add(spec.totalsOf(row), added, 1), taken, -1), id, change),
    index: spec.index,
    ...(copy && addInto
      ? {
          drafts: {
            open: (row: Row | undefined, id: string) => copy(spec.totalsOf(row), id),
            addInto(draft: unknown, { added, taken }: Moved<T>) {
              addInto(draft as T, added, 1);
              addInto(draft as T, taken, -1);
            },
            close: (draft: unknown, id: string, change: Change) =>
              spec.rowOf(draft as T, id, change),
          },
        }
      : {}),
  });
}
