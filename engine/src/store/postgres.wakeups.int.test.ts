// Scaled out, a subscription in one process is woken by another's append (LISTEN/NOTIFY), not at
// its next poll; and without the notification it still gets there by polling. The subscribers
// poll every 10 s, so an event that arrives within 3 s can only have been announced. Needs
// PostgreSQL (DATABASE_URL, default the local test server); unreachable fails loudly.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  inStreams,
  iterate,
  newEvent,
  sleep,
  take,
  uniqueStream,
  withTimeout,
} from './contract/contract.fixtures.ts';
import type { EventStore, RecordedEvent } from './event-store.port.ts';
import { createPostgresEventStore, type PostgresEventStoreConfig } from './postgres.event-store.ts';
import { wakeupChannel } from './postgres.wakeups.ts';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LONG_POLL_MS = 10_000;
const WELL_UNDER_A_POLL_MS = 3_000;

const schemas: string[] = [];
const stores: EventStore[] = [];
const newSchema = () => {
  const schema = `wake_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  schemas.push(schema);
  return schema;
};

/** Another process's store on `schema`: its own pool and its own LISTEN connection. */
async function open(
  schema: string,
  config: Partial<PostgresEventStoreConfig> = {},
): Promise<EventStore> {
  const store = await createPostgresEventStore({
    connectionString: url,
    schema,
    connectTimeoutMs: 5_000,
    pollIntervalMs: LONG_POLL_MS,
    ...config,
  }).catch((error: unknown) => {
    throw new Error(`these tests need PostgreSQL at ${url} (DATABASE_URL): ${String(error)}`);
  });
  stores.push(store);
  return store;
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The server processes of the connections listening for `schema`'s appends. */
const listeners = (schema: string) =>
  withAdmin(async (admin) => {
    const { rows } = await admin.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE application_name = 'sofre-wakeups' AND query = $1`,
      [`LISTEN "${wakeupChannel('events', schema)}"`],
    );
    return rows.map((r) => r.pid);
  });

async function untilListening(schema: string, except: readonly number[] = []): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if ((await listeners(schema)).some((pid) => !except.includes(pid))) return;
    await sleep(50);
  }
  throw new Error(`no connection listens for ${schema}'s appends`);
}

/**
 * A subscription of a store on a fresh schema that has made its first read (so it waits for a
 * wake-up or its poll), and the next event of `stream` it hands out.
 */
async function following(store: EventStore, writer: EventStore) {
  const marker = uniqueStream('marker');
  await writer.append(marker, [newEvent()], 'no_stream');
  const subscription = store.subscribeAll();
  const events = iterate(subscription);
  await take(events, 1, inStreams(marker));
  return {
    next: (stream: string, timeoutMs = WELL_UNDER_A_POLL_MS): Promise<RecordedEvent> =>
      take(events, 1, inStreams(stream), timeoutMs).then(([event]) => event!),
    close: () => subscription.close(),
  };
}

afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await withAdmin(async (admin) => {
    for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  }).catch(() => undefined); // unreachable: the tests already failed saying so
});

describe('postgres event store, scaled out: LISTEN/NOTIFY', () => {
  it("wakes another store's subscription at once on an append", async () => {
    const schema = newSchema();
    const [writer, reader] = [await open(schema), await open(schema)];
    const subscription = await following(reader, writer);
    await untilListening(schema);
    for (const _ of [1, 2, 3]) {
      const stream = uniqueStream('announced');
      const delivered = subscription.next(stream);
      await writer.append(stream, [newEvent()], 'no_stream');
      expect((await delivered).stream).toBe(stream);
    }
    await subscription.close();
  });

  it('delivers an announced append once an older transaction lets it be seen', async () => {
    const schema = newSchema();
    const [writer, reader] = [await open(schema), await open(schema)];
    const subscription = await following(reader, writer);
    await untilListening(schema);
    const older = new pg.Client({ connectionString: url });
    await older.connect();
    try {
      // A transaction with an id, begun before the append: the append's commit stays unseen
      // (pg_snapshot_xmin) while it runs, though its notification has already arrived.
      await older.query('BEGIN');
      await older.query('SELECT pg_current_xact_id()');
      const stream = uniqueStream('held-back');
      const delivered = subscription.next(stream);
      await writer.append(stream, [newEvent()], 'no_stream');
      await sleep(300);
      await older.query('COMMIT');
      expect((await delivered).stream).toBe(stream);
    } finally {
      await older.end();
      await subscription.close();
    }
  });

  it('converges by polling when the appending store does not notify', async () => {
    const schema = newSchema();
    const writer = await open(schema, { notify: false });
    const reader = await open(schema, { pollIntervalMs: 200 });
    const subscription = await following(reader, writer);
    const stream = uniqueStream('unannounced');
    const delivered = subscription.next(stream);
    await writer.append(stream, [newEvent()], 'no_stream');
    expect((await delivered).stream).toBe(stream);
    await subscription.close();
  });

  it('never hears it with notify off on both sides: the poll alone delivers it', async () => {
    const schema = newSchema();
    const writer = await open(schema, { notify: false });
    const reader = await open(schema, { notify: false });
    const subscription = await following(reader, writer);
    const stream = uniqueStream('polled');
    const delivered = subscription.next(stream, LONG_POLL_MS * 2);
    await writer.append(stream, [newEvent()], 'no_stream');
    expect(await withTimeout(delivered, WELL_UNDER_A_POLL_MS)).toBe('timeout');
    expect((await delivered).stream).toBe(stream);
    expect(await listeners(schema)).toEqual([]);
    await subscription.close();
  }, 30_000);

  it('listens again after losing its connection, and catches up what it missed meanwhile', async () => {
    const schema = newSchema();
    const [writer, reader] = [await open(schema), await open(schema)];
    const subscription = await following(reader, writer);
    await untilListening(schema);
    const lost = await listeners(schema);
    await withAdmin((admin) =>
      admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) pid', [lost]),
    );

    // Appended while nobody listens: the notification is lost, the reconnection finds the event.
    const missed = uniqueStream('missed');
    const caughtUp = subscription.next(missed);
    await writer.append(missed, [newEvent()], 'no_stream');
    expect((await caughtUp).stream).toBe(missed);

    await untilListening(schema, lost);
    const stream = uniqueStream('announced-again');
    const delivered = subscription.next(stream);
    await writer.append(stream, [newEvent()], 'no_stream');
    expect((await delivered).stream).toBe(stream);
    await subscription.close();
  });
});
