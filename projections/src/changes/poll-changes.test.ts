import { afterEach, describe, expect, it } from 'vitest';
import type { ReadModelStore, RowWrite } from '../read-models/read-model.store.ts';
import { createSqliteReadModels } from '../read-models/sqlite.read-models.ts';
import type { RowChange } from '../runner/row-change.ts';
import { position } from '../testing/event-log.fixtures.ts';
import { watchCheckpoints } from './checkpoint-watcher.ts';
import { pollChanges } from './poll-changes.ts';

let store: ReadModelStore;
afterEach(() => store.close());

const row = (id: string, n: number): RowWrite => ({
  projection: 'orders',
  id,
  doc: { id, n },
  index: { vendorId: 'v1' },
  position: position(n),
});
let checkpoint: string | undefined;
async function commit(rows: RowWrite[]) {
  const to = rows.at(-1)!.position;
  await store.commit(rows, [{ projection: 'orders', from: checkpoint, to }]);
  checkpoint = to;
}
async function take(feed: AsyncIterable<RowChange>, count: number) {
  const got: RowChange[] = [];
  for await (const change of feed) if (got.push(change) >= count) break;
  return got;
}

describe('pollChanges', () => {
  it('hands out rows in position order, never splitting the rows of one event across pages', async () => {
    store = createSqliteReadModels({ path: ':memory:' });
    checkpoint = undefined;
    await store.resetProjection('orders', 1);
    // One event (position 2) changed three rows: a page of 2 must not cut the group.
    await commit([row('a', 1), row('b', 2), row('c', 2), row('d', 2), row('e', 3)]);
    const feed = pollChanges(store, { batchSize: 2, intervalMs: 5 });
    const got = await take(feed, 5);
    expect(got.map((c) => [c.id, c.position])).toEqual([
      ['a', position(1)],
      ['b', position(2)],
      ['c', position(2)],
      ['d', position(2)],
      ['e', position(3)],
    ]);
    feed.close();
  });

  it('follows later commits, from where it was told to start', async () => {
    store = createSqliteReadModels({ path: ':memory:' });
    checkpoint = undefined;
    await store.resetProjection('orders', 1);
    await commit([row('a', 1)]);
    const feed = pollChanges(store, { after: position(1), intervalMs: 5 });
    const later = take(feed, 2);
    await commit([row('b', 2)]);
    await commit([row('a', 3)]);
    expect((await later).map((c) => [c.id, c.row])).toEqual([
      ['b', { id: 'b', n: 2 }],
      ['a', { id: 'a', n: 3 }],
    ]);
    expect(feed.position()).toBe(position(3));
    feed.close();
  });

  it('reads at once when woken (the projector announced a batch), not at its next poll', async () => {
    store = createSqliteReadModels({ path: ':memory:' });
    checkpoint = undefined;
    await store.resetProjection('orders', 1);
    await commit([row('a', 1)]);
    const feed = pollChanges(store, { intervalMs: 60_000 });
    const changes = feed[Symbol.asyncIterator]();
    expect((await changes.next()).value).toMatchObject({ id: 'a' });
    const next = changes.next(); // finds nothing, then waits a minute for the next poll
    await commit([row('b', 2)]);
    feed.wake();
    expect((await next).value).toMatchObject({ id: 'b' });
    feed.close();
  });
});

describe('watchCheckpoints', () => {
  it('resolves waitFor once the projector’s checkpoints reach the position', async () => {
    store = createSqliteReadModels({ path: ':memory:' });
    checkpoint = undefined;
    await store.resetProjection('orders', 1);
    // A retired read model's checkpoint, left in the database, stands still: it holds nobody back.
    await store.resetProjection('kitchen-board', 1);
    const watcher = await watchCheckpoints(store, { intervalMs: 5 });
    expect(watcher.position()).toBe('');
    const waiting = watcher.waitFor(position(2), 1_000);
    await commit([row('a', 2)]);
    expect(await waiting).toBe(true);
    expect(watcher.position()).toBe(position(2));
    expect(await watcher.waitFor(position(9), 20)).toBe(false);
    watcher.stop();
  });

  it('reads the checkpoints at once when woken, not at its next poll', async () => {
    store = createSqliteReadModels({ path: ':memory:' });
    checkpoint = undefined;
    await store.resetProjection('orders', 1);
    const watcher = await watchCheckpoints(store, { intervalMs: 60_000 });
    await commit([row('a', 2)]);
    const waiting = watcher.waitFor(position(2), 3_000);
    watcher.wake();
    expect(await waiting).toBe(true);
    watcher.stop();
  });
});
