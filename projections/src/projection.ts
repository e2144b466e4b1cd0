// What a projection is (STYLE §9): a pure evolve per row, rebuildable from zero. The runner feeds
// it decoded events in log order and stores what it returns; the read-model store never looks
// inside a row except through the few index columns the projection extracts.
import type { DomainEvent, EventCodec, EventMetadata, Position } from '@sofre/engine';

/** An event as a projection sees it: typed data, its envelope, and where it sits in the log. */
export type ProjectedEvent<E extends DomainEvent = DomainEvent> = E & {
  readonly metadata: EventMetadata;
  readonly position: Position;
  readonly stream: string;
};

/** The columns a row is filtered, sorted and paged on; the row itself is an opaque JSON document. */
export interface RowIndex {
  /** The tenant: every query filters on it. */
  readonly vendorId: string;
  /** False for helper rows (a day's order counter, a ticket not yet confirmed): never queried or pushed. */
  readonly listed?: boolean;
  /** False once the row left its view (a bumped ticket); kept so the change feed can tell clients. */
  readonly open?: boolean;
  /** The row's own status (an order's, a transaction's, a trip's dispatch state). */
  readonly status?: string;
  /** The order source (POS, WEBSITE, KIOSK …) of an order row. */
  readonly source?: string;
  /** Which sort of row of its projection this is: a DAY ledger, an HOUR tally, a CUSTOMER … */
  readonly kind?: string;
  /** The customer's phone number the row belongs to, as the identity module writes it. */
  readonly phone?: string;
  /** The discount code the row counts, normalised. */
  readonly discountCode?: string;
  /** The customer the row belongs to. */
  readonly customerId?: string;
  /** The courier the row belongs to. */
  readonly bikerId?: string;
  /** A UTC ISO-8601 instant (toISOString form) to filter and sort on, e.g. an order's submission. */
  readonly sortAt?: string;
}

export interface EvolveContext<Row> {
  /** The key of the row being evolved. */
  readonly id: string;
  /**
   * The rows keysOf named for this event, as they stand, with the earlier keys already evolved
   * by it (how an order takes its number from the day's counter). Other keys throw: a row read
   * outside its event's keys would make a rebuild differ from the live run.
   */
  readonly read: (id: string) => Row | undefined;
  /**
   * The lane's document `id` (one `reads.keysOf` named for this event) just before and just after
   * this event, as its projection folds it (lane-document.ts); other keys throw. Projections that
   * read no document are never asked to.
   */
  readonly document: (id: string) => DocumentAt;
}

/** A document of the lane as one event found it and left it. */
export interface DocumentAt {
  readonly before: PositionedRow | undefined;
  readonly after: PositionedRow | undefined;
}

/**
 * What a projection reads of its lane's document (ARCHITECTURE 5a: the kitchen, the print queue
 * and the trips read the order's number there instead of counting the day themselves). The
 * document's projection must run in the same lane: the runner evolves it first in each batch.
 */
export interface DocumentReads<E extends DomainEvent = DomainEvent> {
  readonly projection: AnyProjection;
  /** The documents an event reads, as keysOf names rows. */
  readonly keysOf: (event: ProjectedEvent<E>) => readonly string[];
}

/** Every row remembers the last event applied to it; that is what makes evolve safe to repeat. */
export interface PositionedRow {
  readonly position: Position;
}

export interface Projection<
  Row extends PositionedRow = PositionedRow,
  E extends DomainEvent = DomainEvent,
> {
  readonly name: string;
  /** Bump it when evolve changes meaning: the runner then drops the rows and replays from zero. */
  readonly version: number;
  /** Decodes (and upcasts) the stored data of the event types below. */
  readonly codec: EventCodec;
  readonly eventTypes: readonly E['type'][];
  /** Ids of the rows an event changes, in the order they are evolved. */
  readonly keysOf: (event: ProjectedEvent<E>) => readonly string[];
  /** Pure. undefined removes the row (a tombstone is kept for the change feed). */
  readonly evolve: (
    row: Row | undefined,
    event: ProjectedEvent<E>,
    context: EvolveContext<Row>,
  ) => Row | undefined;
  /** The row's index columns; the event that produced the row says whose it is. */
  readonly index: (row: Row, event: ProjectedEvent<E>) => RowIndex;
  /** The lane document it reads, if any. */
  readonly reads?: DocumentReads<E>;
}

/** A projection of any row and event type, as the runner and the stores hold them. */
export type AnyProjection = Projection<PositionedRow, DomainEvent>;

/**
 * Makes evolve safe to apply twice: an event at or before the row's own position was applied
 * already and changes nothing. (Positions of one stream only grow, and one event changes each of
 * its rows once.)
 */
export function defineProjection<Row extends PositionedRow, E extends DomainEvent>(
  projection: Projection<Row, E>,
): Projection<Row, E> {
  const evolve = projection.evolve;
  return {
    ...projection,
    evolve: (row, event, context) =>
      row !== undefined && row.position >= event.position ? row : evolve(row, event, context),
  };
}

/** Erases a projection's row and event types, for lists of projections. */
export const anyProjection = <Row extends PositionedRow, E extends DomainEvent>(
  projection: Projection<Row, E>,
): AnyProjection => projection as unknown as AnyProjection;
