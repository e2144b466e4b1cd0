// Embedded event store (the default: `npm start` needs no server). better-sqlite3 is synchronous,
// so an append is one short IMMEDIATE transaction on the single connection. Group commit: the
// appends asked for in one turn of the event loop share that transaction, each in its own
// savepoint, so each one still succeeds or fails alone, in the order they were asked.
import Database from 'better-sqlite3';
import { DuplicateEventIdError } from './duplicate-event-id.error.ts';
import type {
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  Position,
  RecordedEvent,
} from './event-store.port.ts';
import { assertExpected } from './expected-revision.ts';
import { answerRetry, assertSomethingToAppend } from './idempotency.ts';
import type { AppendSignal } from './append-signal.ts';
import { LocalSubscriptions } from './local-subscriptions.ts';
import { decodePosition, encodePosition } from './position.ts';
import { openSqlite, type EventRow, type SqliteStatements } from './sqlite.schema.ts';
import { tickBatcher } from './tick-batcher.ts';
import { checkpointInBackground } from './wal-checkpointer.ts';

export interface SqliteEventStoreConfig {
  /** Database file; ':memory:' for a throwaway store. */
  readonly path: string;
  /** How often subscriptions look for appends made by other processes. */
  readonly pollIntervalMs?: number;
  /** Shared with this process's other threads that open the same log (append-signal.ts). */
  readonly appendSignal?: AppendSignal;
}

const BATCH = 500;

interface AppendRequest {
  readonly stream: string;
  readonly events: readonly EventToAppend[];
  readonly expected: ExpectedRevision;
}

type AppendOutcome = { readonly ok: AppendResult } | { readonly error: unknown };

export function createSqliteEventStore(config: SqliteEventStoreConfig): EventStore {
  const db = new Database(config.path);
  const sql = openSqlite(db);
  const releaseCheckpoints = checkpointInBackground(db);
  // readAfter is defined below; the lambda reads it only once a subscription polls.
  const subscriptions = new LocalSubscriptions((after, limit) => readAfter(after, limit), {
    pollIntervalMs: config.pollIntervalMs ?? 200,
    batchSize: BATCH,
    ...(config.appendSignal ? { appendSignal: config.appendSignal } : {}),
  });

  const appendNow = db.transaction(
    (stream: string, events: readonly EventToAppend[], expected: ExpectedRevision) => {
      const first = events[0];
      const earlier = first && sql.findById.get(first.id);
      if (earlier)
        return answerRetry(stream, events, retryCandidates(sql, stream, earlier, events));
      const current = sql.lastRevision.get(stream);
      assertExpected(stream, expected, current);
      let revision = current ?? -1;
      let position = 0;
      for (const e of events) {
        revision += 1;
        const row = sql.insert.run(e.id, stream, revision, e.type, json(e.data), json(e.metadata));
        position = Number(row.lastInsertRowid);
      }
      return { nextRevision: revision, position: encodePosition(position), repeated: false };
    },
  );

  /** One append, in a savepoint of the batch's transaction (better-sqlite3 nests that way). */
  const appendOne = ({ stream, events, expected }: AppendRequest): AppendOutcome => {
    try {
      return { ok: appendNow(stream, events, expected) };
    } catch (error) {
      if (!isIdClash(error)) return { error };
      const clash = events.find((e) => sql.findById.get(e.id)) ?? events[0];
      return { error: new DuplicateEventIdError(stream, clash?.id ?? '') };
    }
  };
  const appendAll = db.transaction((requests: readonly AppendRequest[]) => requests.map(appendOne));
  const appendBatch = tickBatcher(async (requests: readonly AppendRequest[]) => {
    const outcomes = appendAll.immediate(requests);
    if (outcomes.some((o) => 'ok' in o)) subscriptions.appended();
    return outcomes;
  });

  const readAfter = async (after: Position | undefined, limit: number) =>
    sql.allAfter
      .all(after === undefined ? 0 : Number(decodePosition(after, 1)[0]), limit)
      .map(toRecorded);

  return {
    kind: 'sqlite',
    async append(stream, events, expected): Promise<AppendResult> {
      assertSomethingToAppend(stream, events);
      const outcome = await appendBatch({ stream, events, expected });
      if ('error' in outcome) throw outcome.error;
      return outcome.ok;
    },
    async readStream(stream, fromRevision = 0) {
      return sql.streamFrom.all(stream, fromRevision, -1).map(toRecorded);
    },
    readAll: (after, limit = 1000) => readAfter(after, limit),
    subscribeAll: (after) => subscriptions.subscribe(after),
    async close() {
      await subscriptions.closeAll();
      await releaseCheckpoints();
      db.close();
    },
  };
}

/** The stream's events from the earlier one on, enough to tell a retry from a reused id. */
function retryCandidates(
  sql: SqliteStatements,
  stream: string,
  earlier: EventRow,
  events: readonly EventToAppend[],
) {
  const rows =
    earlier.stream === stream
      ? sql.streamFrom.all(stream, earlier.revision, events.length)
      : [earlier];
  return rows.map(toRecorded);
}

/** A later id of the batch already in the log (or twice in it) trips the UNIQUE index. */
const isIdClash = (error: unknown): boolean =>
  error instanceof Database.SqliteError &&
  error.code === 'SQLITE_CONSTRAINT_UNIQUE' &&
  error.message.includes('events.id');

const json = (value: unknown): string => JSON.stringify(value ?? null);

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    stream: row.stream,
    revision: row.revision,
    position: encodePosition(row.position),
    type: row.type,
    data: JSON.parse(row.data) as unknown,
    metadata: JSON.parse(row.metadata) as Record<string, unknown>,
  };
}
