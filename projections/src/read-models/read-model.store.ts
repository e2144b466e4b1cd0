// The read-model store port: rows of every projection as JSON documents keyed by
// (projection, id), a vendor column, a few index columns, and the position of the event that last
// changed them; plus one checkpoint per projection, written in the same transaction as its rows
// (ARCHITECTURE decision 5). Two adapters: SQLite (embedded) and PostgreSQL (scale-out).
import type { Position } from '@sofre/engine';
import type { RowIndex } from '../projection.ts';

export interface StoredRow {
  readonly projection: string;
  readonly id: string;
  readonly vendorId: string;
  /** null for a tombstone: the row was removed, and is kept so a change feed can say so. */
  readonly doc: unknown;
  /** Position of the event that last changed the row. */
  readonly position: Position;
}

export interface RowWrite {
  readonly projection: string;
  readonly id: string;
  /** null writes a tombstone. */
  readonly doc: object | null;
  readonly index: RowIndex;
  readonly position: Position;
}

/** A removed helper row is deleted outright: no client ever saw it, so no tombstone is owed. */
export const isHelperRemoval = (write: RowWrite): boolean =>
  write.doc === null && write.index.listed === false;

export interface Checkpoint {
  readonly version: number;
  /** undefined: nothing applied yet (replay from the start of the log). */
  readonly position: Position | undefined;
}

export interface CheckpointMove {
  readonly projection: string;
  /** The position the caller believes is stored: a second projector moving it first fails the commit. */
  readonly from: Position | undefined;
  readonly to: Position;
}

export type RowOrder = 'sortAt asc' | 'sortAt desc' | 'position desc';

/** Filters on listed rows of one projection and vendor; absent fields do not filter. */
export interface RowQuery {
  readonly projection: string;
  readonly vendorId: string;
  readonly status?: readonly string[];
  readonly source?: string;
  readonly kind?: readonly string[];
  readonly phone?: string;
  readonly discountCode?: string;
  readonly customerId?: string;
  readonly bikerId?: string;
  readonly open?: boolean;
  /** Inclusive bounds on sortAt, UTC instants in toISOString form. */
  readonly sortFrom?: string;
  readonly sortTo?: string;
  readonly order: RowOrder;
  readonly limit: number;
  readonly offset?: number;
}

export interface ChangeQuery {
  /** Every projection when absent (a change feed for another process). */
  readonly projection?: string;
  readonly vendorId?: string;
  readonly id?: string;
  /** Strictly after this position; '' or undefined from the start. */
  readonly after?: Position;
  readonly limit: number;
}

export class CheckpointConflictError extends Error {
  override readonly name = 'CheckpointConflictError';
  constructor(readonly projection: string) {
    super(`checkpoint of ${projection} moved under us: is a second projector running?`);
  }
}

export interface ReadModelStore {
  readonly kind: 'sqlite' | 'postgres';
  readCheckpoints(): Promise<Map<string, Checkpoint>>;
  /** Drops the projection's rows and starts its checkpoint over at `version`. */
  resetProjection(projection: string, version: number): Promise<void>;
  /** The current documents (tombstones as null) of the given rows of one projection. */
  loadRows(projection: string, ids: readonly string[]): Promise<Map<string, StoredRow>>;
  /**
   * One transaction: every row write and every checkpoint move, or nothing.
   * @throws CheckpointConflictError when a checkpoint is not at `from`.
   */
  commit(rows: readonly RowWrite[], checkpoints: readonly CheckpointMove[]): Promise<void>;
  /** A listed, live (not tombstoned) row; any vendor's when vendorId is undefined. */
  getRow(
    projection: string,
    id: string,
    vendorId: string | undefined,
  ): Promise<StoredRow | undefined>;
  findRows(query: RowQuery): Promise<{ rows: StoredRow[]; total: number }>;
  /** Listed rows (tombstones included) changed after a position, in position order. */
  changesAfter(query: ChangeQuery): Promise<StoredRow[]>;
  /** Every row of a projection, helpers and tombstones included, by id (for rebuild checks). */
  scanRows(projection: string): Promise<StoredRow[]>;
  /** Drops every row and checkpoint (a rebuild from zero follows). */
  dropAll(): Promise<void>;
  close(): Promise<void>;
}
