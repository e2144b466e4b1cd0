// PostgreSQL event store for scale-out (several gateways and a projector on one database).
import pg from 'pg';
import type { EventStore, Position, RecordedEvent, Revision } from './event-store.port.ts';
import { assertSomethingToAppend } from './idempotency.ts';
import type { AppendSignal } from './append-signal.ts';
import { LocalSubscriptions } from './local-subscriptions.ts';
import { decodePosition } from './position.ts';
import { createPostgresAppend } from './postgres.append.ts';
import { batchedAppend } from './postgres.append-batch.ts';
import { toRecorded } from './postgres.rows.ts';
import { queries, quoteSchema, schemaDdl, type EventRow } from './postgres.schema.ts';
import { tickBatcher } from './tick-batcher.ts';
import { listenForWakeups, wakeupChannel, type WakeupListener } from './postgres.wakeups.ts';

export interface PostgresEventStoreConfig {
  readonly connectionString: string;
  /** Schema holding the store's table; tests use a throwaway one. Default 'public'. */
  readonly schema?: string;
  /** Concurrent appends beyond this many wait for a connection. Default 20. */
  readonly poolSize?: number;
  /** Fail instead of hanging when the server cannot be reached. Default 10 s. */
  readonly connectTimeoutMs?: number;
  /**
   * How often subscriptions look for appends they were not told of (by this process or by a
   * NOTIFY). Default 50 ms.
   */
  readonly pollIntervalMs?: number;
  /** Shared with this process's other threads that open the same log (append-signal.ts). */
  readonly appendSignal?: AppendSignal;
  /**
   * Appends NOTIFY, and subscriptions LISTEN (on a connection of their own, opened with the first
   * subscription), so a subscriber in another process wakes at once. Default true; false leaves
   * other processes' appends to the poll (STORE_NOTIFY=off).
   */
  readonly notify?: boolean;
}

const BATCH = 500;

interface StreamRead {
  readonly stream: string;
  readonly fromRevision: Revision;
}

export async function createPostgresEventStore(
  config: PostgresEventStoreConfig,
): Promise<EventStore> {
  const schema = config.schema ?? 'public';
  const s = quoteSchema(schema);
  const pool = new pg.Pool({
    connectionString: config.connectionString,
    max: config.poolSize ?? 20,
    connectionTimeoutMillis: config.connectTimeoutMs ?? 10_000,
    // One stuck transaction holds back pg_snapshot_xmin, and so every subscriber.
    idle_in_transaction_session_timeout: 10_000,
    // The statements are prepared once per connection. Left to choose, PostgreSQL keeps planning
    // the append afresh for each call (its CASE looks cheaper per value), ~25% of its time.
    options: '-c plan_cache_mode=force_generic_plan',
  });
  try {
    await createSchema(pool, schema, s);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const channel = config.notify === false ? undefined : wakeupChannel('events', schema);
  const sql = queries(s, channel);
  const append = batchedAppend(pool, schema, sql, createPostgresAppend(pool, schema, sql));
  // readAfter is defined below; the lambda reads it only once a subscription polls.
  const subscriptions = new LocalSubscriptions((after, limit) => readAfter(after, limit), {
    pollIntervalMs: config.pollIntervalMs ?? 50,
    batchSize: BATCH,
    ...(config.appendSignal ? { appendSignal: config.appendSignal } : {}),
  });
  let listener: WakeupListener | undefined;
  const listen = (connectionString: string, channel: string) =>
    listenForWakeups(connectionString, channel, (position) => subscriptions.appended(position), {
      onError: (error) =>
        console.warn(`event store: not listening (${String(error)}), polling meanwhile`),
    });

  const readAfter = async (after: Position | undefined, limit: number) => {
    const [txid, seq] = after === undefined ? [0n, 0n] : decodePosition(after, 2);
    const { rows } = await pool.query<EventRow>({
      name: `sofre-read-all-${schema}`,
      text: sql.readAll,
      values: [String(txid), String(seq), limit],
    });
    return rows.map(toRecorded);
  };

  // Commands read their stream first: reads asked for in one turn share a round trip.
  const readStreams = tickBatcher(
    async (reads: readonly StreamRead[]): Promise<RecordedEvent[][]> => {
      if (reads.length === 1) {
        const { rows } = await pool.query<EventRow>({
          name: `sofre-read-stream-${schema}`,
          text: sql.readStream,
          values: [reads[0]!.stream, reads[0]!.fromRevision],
        });
        return [rows.map(toRecorded)];
      }
      const { rows } = await pool.query<EventRow & { ord: string }>({
        name: `sofre-read-streams-${schema}`,
        text: sql.readStreams,
        values: [reads.map((r) => r.stream), reads.map((r) => r.fromRevision)],
      });
      const answers = reads.map((): RecordedEvent[] => []);
      for (const row of rows) answers[Number(row.ord) - 1]?.push(toRecorded(row));
      return answers;
    },
  );

  return {
    kind: 'postgres',
    async append(stream, events, expected) {
      assertSomethingToAppend(stream, events);
      const result = await append(stream, events, expected);
      subscriptions.appended(result.position);
      return result;
    },
    readStream: (stream, fromRevision = 0) => readStreams({ stream, fromRevision }),
    readAll: (after, limit = 1000) => readAfter(after, limit),
    subscribeAll(after) {
      if (channel !== undefined) listener ??= listen(config.connectionString, channel);
      return subscriptions.subscribe(after);
    },
    async close() {
      await listener?.close();
      await subscriptions.closeAll();
      await pool.end();
    },
  };
}

async function createSchema(pool: pg.Pool, schema: string, s: string): Promise<void> {
  const client = await pool.connect();
  try {
    // Concurrent CREATE ... IF NOT EXISTS can still collide; one process at a time.
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `sofre-event-store:${schema}`,
    ]);
    await client.query(schemaDdl(s));
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
