// The one event store port (ARCHITECTURE decision 1). Adapters: SQLite (embedded), PostgreSQL,
// EventStoreDB/KurrentDB. All of them pass store.contract.ts.

/**
 * Opaque, sortable checkpoint in the global log. Adapters encode it as a fixed-width string,
 * so plain string comparison orders positions. Never parse it outside the adapter that made it.
 */
export type Position = string;

/** Revision of the last event of a stream, 0-based. */
export type Revision = number;

export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | Revision;

export interface EventToAppend {
  readonly id: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: Record<string, unknown>;
}

export interface RecordedEvent {
  readonly id: string;
  readonly stream: string;
  readonly revision: Revision;
  readonly position: Position;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: Record<string, unknown>;
}

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  readonly nextRevision: Revision;
  /** Global position of the last event appended (or found, when the append was a repeat). */
  readonly position: Position;
  /**
   * True when the events were already there (a retried command, or two callers racing with the
   * same command id) and nothing was written: the caller did not append them, someone before did.
   */
  readonly repeated: boolean;
}

export interface Subscription extends AsyncIterable<RecordedEvent> {
  close(): Promise<void>;
}

export interface EventStore {
  readonly kind: 'sqlite' | 'postgres' | 'eventstoredb';
  /**
   * Appends atomically. Re-appending events whose ids are already the stream's events (a retried
   * command) appends nothing and answers as the first append did, but `repeated: true`.
   * @throws WrongExpectedRevisionError when `expected` does not hold.
   */
  append(
    stream: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult>;
  /** Events of one stream from a revision on (inclusive); [] for a stream that does not exist. */
  readStream(stream: string, fromRevision?: Revision): Promise<RecordedEvent[]>;
  /** Up to `limit` events of the global log strictly after `after` (from the start when omitted). */
  readAll(after?: Position, limit?: number): Promise<RecordedEvent[]>;
  /** Catches up from `after`, then goes live. Never skips or reorders an event. */
  subscribeAll(after?: Position): Subscription;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  override readonly name = 'WrongExpectedRevisionError';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: Revision | 'no_stream',
  ) {
    super(`stream ${stream}: expected ${String(expected)}, actual ${String(actual)}`);
  }
}

export const isWrongExpectedRevision = (e: unknown): e is WrongExpectedRevisionError =>
  e instanceof WrongExpectedRevisionError;
