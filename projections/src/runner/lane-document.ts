// A lane's document and its ledgers (ARCHITECTURE 5a): one projection folds each order's events
// once into its document row, and every ledger (a report's hours, days …) is told, per event, the
// document before and after it. A ledger works out its change of tally from those alone and names
// the rows the tally moves from the document (the order's Tehran day is in the document, not in
// every event), so no ledger keeps a mark of the order of its own. The runner evolves the batch's
// documents first, then loads the rows the ledgers name and adds the tallies in log order
// (evolve-documents.ts). A ledger's rows keep the ledger's name in the store; they share the
// document's checkpoint and version: a ledger whose meaning changes bumps the document's version.
// A ledger may be told of other rows of the projection beside the documents (Ledger.toldOf).
import type { DomainEvent } from '@sofre/engine';
import type {
  AnyProjection,
  PositionedRow,
  ProjectedEvent,
  Projection,
  RowIndex,
} from '../projection.ts';

/** What one event did to one document. */
export interface DocumentChange<Doc, E extends DomainEvent = DomainEvent> {
  readonly before: Doc | undefined;
  readonly after: Doc | undefined;
  readonly event: ProjectedEvent<E>;
}

export interface Ledger<
  Doc,
  E extends DomainEvent = DomainEvent,
  Tally = unknown,
  Row extends PositionedRow = PositionedRow,
> {
  /** The name its rows are stored and queried under. */
  readonly name: string;
  /** Pure: what the change adds to the ledger, or undefined when it moves nothing. */
  readonly tallyOf: (change: DocumentChange<Doc, E>) => Tally | undefined;
  /** The rows the tally moves, worked out from the change (the document), never from a row. */
  readonly keysOf: (change: DocumentChange<Doc, E>, tally: Tally) => readonly string[];
  /** Pure: the row with the tally added (the same row when it adds nothing). */
  readonly add: (
    row: Row | undefined,
    tally: Tally,
    id: string,
    change: DocumentChange<Doc, E>,
  ) => Row | undefined;
  /** The row's index columns, from the change that last moved it. */
  readonly index: (row: Row, change: DocumentChange<Doc, E>) => RowIndex;
  /**
   * Which rows of its projection it is told of, when more than the documents: the settlements
   * are told of the vendor's paid invoices kept beside the orders. Default: the documents.
   */
  readonly toldOf?: (row: PositionedRow) => boolean;
  /**
   * Optional, for rows many changes of a batch move (an hour's, a day's totals): the runner then
   * copies each row once per batch (open), adds every tally of the batch into that copy in place
   * (addInto, as add would, in log order) and turns it back into a row once (close), instead of
   * copying the whole row for every change.
   */
  readonly drafts?: LedgerDrafts<Doc, E, Tally, Row>;
}

/** What a ledger's batch-long private copies of its rows are (Ledger.drafts). */
export interface LedgerDrafts<Doc, E extends DomainEvent, Tally, Row extends PositionedRow> {
  readonly open: (row: Row | undefined, id: string) => unknown;
  readonly addInto: (draft: unknown, tally: Tally, change: DocumentChange<Doc, E>) => void;
  /** The row holding the draft; `change`: the last one that moved it. */
  readonly close: (draft: unknown, id: string, change: DocumentChange<Doc, E>) => Row;
}

/** A ledger of any document, tally and row, as the runner holds them. */
export type AnyLedger = Ledger<PositionedRow, DomainEvent, unknown, PositionedRow>;

export interface DocumentProjection<
  Doc extends PositionedRow,
  E extends DomainEvent,
> extends Projection<Doc, E> {
  readonly ledgers: readonly AnyLedger[];
  /**
   * Whether a row is a document (what ledgers are told of); default all. A document projection
   * may keep helper rows beside (the day's counter its orders take their number from).
   */
  readonly isDocument?: (row: PositionedRow) => boolean;
}

/** Erases a ledger's types, for a document's list of ledgers. */
export const anyLedger = <Doc, E extends DomainEvent, Tally, Row extends PositionedRow>(
  ledger: Ledger<Doc, E, Tally, Row>,
): AnyLedger => {
  const add = ledger.add;
  const safe: Ledger<Doc, E, Tally, Row> = {
    ...ledger,
    // Safe to apply twice, as a projection's evolve (defineProjection): the row remembers the
    // last event that moved it.
    add: (row, tally, id, change) =>
      row !== undefined && row.position >= change.event.position
        ? row
        : add(row, tally, id, change),
  };
  return safe as unknown as AnyLedger;
};

export const isDocumentProjection = (
  projection: AnyProjection,
): projection is DocumentProjection<PositionedRow, DomainEvent> =>
  'ledgers' in projection && Array.isArray((projection as { ledgers?: unknown }).ledgers);

/** The names a projection's rows are stored under: its own, and its ledgers'. */
export const rowNamesOf = (projection: AnyProjection): readonly string[] =>
  isDocumentProjection(projection)
    ? [projection.name, ...projection.ledgers.map((l) => l.name)]
    : [projection.name];

/** A document projection (made safe to repeat by defineProjection) and its ledgers. */
export const defineDocument = <Doc extends PositionedRow, E extends DomainEvent>(
  projection: Projection<Doc, E>,
  ledgers: readonly AnyLedger[],
  isDocument?: (row: PositionedRow) => boolean,
): DocumentProjection<Doc, E> => ({
  ...projection,
  ledgers,
  ...(isDocument ? { isDocument } : {}),
});

type RowChanges = { before?: PositionedRow; after?: PositionedRow };

const changesOf = <C extends RowChanges>(
  changes: readonly C[],
  toldOf: ((row: PositionedRow) => boolean) | undefined,
): readonly C[] => (toldOf ? changes.filter((c) => toldOf((c.after ?? c.before)!)) : changes);

/** The changes of documents among a document projection's row changes. */
export const documentChanges = <C extends RowChanges>(
  projection: DocumentProjection<PositionedRow, DomainEvent>,
  changes: readonly C[],
): readonly C[] => changesOf(changes, projection.isDocument);

/**
 * The changes each ledger is told of (Ledger.toldOf): the documents', worked out once for every
 * ledger that takes the default.
 */
export const ledgerChanges = <C extends RowChanges>(
  projection: DocumentProjection<PositionedRow, DomainEvent>,
  changes: readonly C[],
): ((ledger: AnyLedger) => readonly C[]) => {
  const documents = documentChanges(projection, changes);
  return (ledger) => (ledger.toldOf ? changesOf(changes, ledger.toldOf) : documents);
};
