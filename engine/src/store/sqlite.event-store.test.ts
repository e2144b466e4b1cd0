import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  inStreams,
  iterate,
  mark,
  newEvents,
  take,
  uniqueStream,
} from './contract/contract.fixtures.ts';
import { newAppendSignal } from './append-signal.ts';
import { createEventStore } from './event-store.factory.ts';
import { createSqliteEventStore } from './sqlite.event-store.ts';
import { eventStoreContract } from './store.contract.ts';

const dir = mkdtempSync(join(tmpdir(), 'sofre-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

eventStoreContract('sqlite', () => createSqliteEventStore({ path: join(dir, 'contract.db') }));
eventStoreContract('sqlite in memory', () =>
  createEventStore({ kind: 'sqlite', path: ':memory:' }),
);

describe('sqlite event store on a shared file', () => {
  it("sees another instance's appends, as it would another process's", async () => {
    const path = join(dir, 'shared.db');
    const [reader, writer] = [
      createSqliteEventStore({ path, pollIntervalMs: 50 }),
      createSqliteEventStore({ path }),
    ];
    const subscription = reader.subscribeAll(await mark(reader));
    try {
      const stream = uniqueStream();
      const events = newEvents(3);
      await writer.append(stream, events, 'no_stream');
      const got = await take(iterate(subscription), 3, inStreams(stream), 5_000);
      expect(got.map((e) => e.id)).toEqual(events.map((e) => e.id));
      expect(await reader.readStream(stream)).toEqual(got);
      // Both write: the revision check holds across connections.
      await expect(reader.append(stream, newEvents(1), 1)).rejects.toThrow(/expected 1, actual 2/);
    } finally {
      await subscription.close();
      await Promise.all([reader.close(), writer.close()]);
    }
  });

  it("is woken by another thread's appends at once, not at its next poll", async () => {
    const path = join(dir, 'woken.db');
    // The signal a gateway shares with its lanes' workers (here both ends in one thread).
    const appendSignal = newAppendSignal();
    const reader = createSqliteEventStore({ path, pollIntervalMs: 60_000, appendSignal });
    const writer = createSqliteEventStore({ path, appendSignal });
    const subscription = reader.subscribeAll(await mark(reader));
    try {
      const stream = uniqueStream();
      const got = take(iterate(subscription), 2, inStreams(stream), 2_000);
      await new Promise((resolve) => setTimeout(resolve, 100)); // the reader has read and waits
      await writer.append(stream, newEvents(2), 'no_stream');
      expect(await got).toHaveLength(2);
    } finally {
      await subscription.close();
      await Promise.all([reader.close(), writer.close()]);
    }
  });

  it('keeps the log when reopened', async () => {
    const path = join(dir, 'reopen.db');
    const stream = uniqueStream();
    const first = createSqliteEventStore({ path });
    const { position } = await first.append(stream, newEvents(2), 'no_stream');
    await first.close();
    const again = createSqliteEventStore({ path });
    const { position: next } = await again.append(stream, newEvents(1), 1);
    expect(next > position).toBe(true);
    expect((await again.readStream(stream)).map((e) => e.revision)).toEqual([0, 1, 2]);
    await again.close();
  });
});
