// Claiming usage on a real store: uses where no cap applies are counted without reading the
// counter, so many at once all land (a read-and-append claim would lose races past its retries),
// a repeated command counts once, and a cap that applies later counts them all.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadState } from '../commands/handle-command.ts';
import type { EventStore } from '../store/event-store.port.ts';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import { claimUsage } from './claim-usage.ts';
import { usageAggregate, usageStreamName, usedOf, type UsageCommandOf } from './usage.decider.ts';

const COUNTER = 'SMS:v1:1405-09';
const claim = (subject: string, limit: number | null): UsageCommandOf<'ClaimUsage'> => ({
  type: 'ClaimUsage',
  data: { counter: COUNTER, subject, limit, refusal: 'PACKAGE_LIMIT_REACHED' },
  metadata: {
    commandId: `claim-${subject}`,
    vendorId: 'v1',
    actor: { userId: 'owner', kind: 'STAFF' },
    now: '2026-11-29T08:00:00.000Z',
  },
});

let store: EventStore;
beforeEach(async () => {
  store = await createSqliteEventStore({ path: ':memory:' });
});
afterEach(() => store.close());

const used = async () =>
  usedOf((await loadState(store, usageAggregate, usageStreamName(COUNTER), 'v1')).state);

describe('claiming usage', () => {
  it('counts uncapped uses without reading the counter: all of a burst land', async () => {
    const reads: string[] = [];
    const watched: EventStore = {
      ...store,
      kind: store.kind,
      append: store.append.bind(store),
      readStream: (stream, from) => (reads.push(stream), store.readStream(stream, from)),
      readAll: store.readAll.bind(store),
      subscribeAll: store.subscribeAll.bind(store),
      close: store.close.bind(store),
    };
    const burst = Array.from({ length: 30 }, (_, i) => claimUsage(watched, claim(`t${i}`, null)));
    await Promise.all(burst);
    expect(reads).toEqual([]);
    expect(await used()).toBe(30);
  });

  it('records a repeated command once', async () => {
    await claimUsage(store, claim('t1', null));
    await claimUsage(store, claim('t1', null));
    expect(await store.readStream(usageStreamName(COUNTER))).toHaveLength(1);
  });

  it('holds the uncounted ones against a cap that applies later', async () => {
    for (const t of ['t1', 't2', 't3']) await claimUsage(store, claim(t, null));
    await expect(claimUsage(store, claim('t4', 3))).rejects.toMatchObject({
      code: 'PACKAGE_LIMIT_REACHED',
    });
    await claimUsage(store, claim('t4', 4));
    expect(await used()).toBe(4);
  });
});
