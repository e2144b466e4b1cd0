// Runs order events (and the others it takes) through the reports' order document and one of its
// ledgers the way the runner does (the document evolved, then the ledger's tally of the change
// added to the rows it names), on rows in a Map: for given / when / then tests of a ledger.
import type { ProjectedEvent } from '../../projection.ts';
import type { AnyLedger, DocumentChange } from '../../runner/lane-document.ts';
import { reportOrdersProjection, type ReportOrder } from './report-order.document.ts';

export interface LedgerRun<Row> {
  /** The ledger's rows by id. */
  readonly rows: Map<string, Row>;
  /** The documents by order row key. */
  readonly orders: Map<string, ReportOrder>;
  /** The last change that moved each row (what its index is worked out from). */
  readonly lastChange: Map<string, DocumentChange<ReportOrder>>;
}

export function projectLedger<Row>(
  ledger: AnyLedger | undefined,
  events: readonly ProjectedEvent[],
  run: LedgerRun<Row> = { rows: new Map(), orders: new Map(), lastChange: new Map() },
): LedgerRun<Row> {
  const types = new Set<string>(reportOrdersProjection.eventTypes);
  const projection = reportOrdersProjection as unknown as {
    keysOf: (e: ProjectedEvent) => readonly string[];
    evolve: (d: ReportOrder | undefined, e: ProjectedEvent, c: object) => ReportOrder | undefined;
  };
  for (const event of events) {
    if (!types.has(event.type)) continue;
    const keys = projection.keysOf(event);
    const read = (key: string) => {
      if (!keys.includes(key)) throw new Error(`read of ${key} outside keysOf`);
      return run.orders.get(key);
    };
    for (const id of keys) {
      const before = run.orders.get(id);
      const after = projection.evolve(before, event, { id, read });
      if (after === before) continue;
      if (after === undefined) run.orders.delete(id);
      else run.orders.set(id, after);
      // The day's counter is no order: ledgers are told of documents only, unless they say which.
      const toldOf = ledger?.toldOf ?? reportOrdersProjection.isDocument!;
      if (!toldOf((after ?? before)!)) continue;
      const change = { before, after, event } as DocumentChange<ReportOrder>;
      if (ledger === undefined) continue;
      const tally = ledger.tallyOf(change as never);
      if (tally === undefined) continue;
      for (const key of ledger.keysOf(change as never, tally)) {
        const row = ledger.add(run.rows.get(key) as never, tally, key, change as never);
        if (row === undefined) run.rows.delete(key);
        else run.rows.set(key, row as Row);
        run.lastChange.set(key, change);
      }
    }
  }
  return run;
}

/** The reports' order documents after the events, by order row key. */
export const reportOrdersOf = (events: readonly ProjectedEvent[]) =>
  projectLedger(undefined, events).orders;

/** The ledger's rows after the events. */
export const ledgerRows = <Row>(ledger: AnyLedger, events: readonly ProjectedEvent[]) =>
  projectLedger<Row>(ledger, events).rows;
