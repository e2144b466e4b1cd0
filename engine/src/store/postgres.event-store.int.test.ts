// Needs PostgreSQL (DATABASE_URL, default the local test server). An unreachable server fails
// the suite: CI must notice, not pass by skipping.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inStreams,
  iterate,
  mark,
  newEvent,
  readAllOf,
  sleep,
  take,
  uniqueStream,
} from './contract/contract.fixtures.ts';
import type { EventStore, RecordedEvent } from './event-store.port.ts';
import { createPostgresEventStore } from './postgres.event-store.ts';
import { EXPECTED_CODES, queries } from './postgres.schema.ts';
import { eventStoreContract } from './store.contract.ts';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `store_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;

async function open(): Promise<EventStore> {
  try {
    return await createPostgresEventStore({
      connectionString: url,
      schema,
      connectTimeoutMs: 5_000,
    });
  } catch (error) {
    throw new Error(
      `PostgreSQL event store tests need a server at ${url} (DATABASE_URL): ${String(error)}`,
    );
  }
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

// A failing test, not only a failing hook: the run's counts show it too.
it('reaches the PostgreSQL server', async () => {
  const reached = await withAdmin((admin) => admin.query('SELECT 1')).then(
    () => 'reached',
    (error: unknown) => String(error),
  );
  expect(reached, `PostgreSQL at ${url} (set DATABASE_URL)`).toBe('reached');
});

afterAll(async () => {
  await withAdmin((admin) => admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)).catch(
    () => undefined, // unreachable: 'reaches the PostgreSQL server' already failed
  );
});

eventStoreContract('postgres', open);

describe('postgres event store with transactions committing out of order', () => {
  let store: EventStore;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(() => store.close());

  it('hands out a later commit only after the older transaction ended, in log order', async () => {
    const [slowStream, fastStream] = [uniqueStream('slow'), uniqueStream('fast')];
    const [slowEvent, fastEvent] = [newEvent(), newEvent()];
    const start = await mark(store);
    const subscription = store.subscribeAll(start);
    const delivered: RecordedEvent[] = [];
    const received = take(iterate(subscription), 2, (e) => {
      const ours = inStreams(slowStream, fastStream)(e);
      if (ours) delivered.push(e);
      return ours;
    });
    const slow = new pg.Client({ connectionString: url });
    await slow.connect();
    try {
      // The slow transaction takes the lower transaction id and global position, then stalls.
      await slow.query('BEGIN');
      await slow.query(queries(`"${schema}"`).appendMany, [
        slowStream,
        EXPECTED_CODES.no_stream,
        JSON.stringify([slowEvent]),
      ]);
      await store.append(fastStream, [fastEvent], 'no_stream');
      await sleep(300);
      expect(delivered).toEqual([]);
      expect((await store.readAll(start)).filter(inStreams(slowStream, fastStream))).toEqual([]);
      await slow.query('COMMIT');
      const got = await received;
      expect(got.map((e) => e.id)).toEqual([slowEvent.id, fastEvent.id]);
      const read = await readAllOf(store, start, inStreams(slowStream, fastStream), 2);
      expect(read).toEqual(got);
    } finally {
      await slow.end();
      await subscription.close();
    }
  });
});
