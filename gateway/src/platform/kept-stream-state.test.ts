import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent, eventCodec } from '@sofre/engine';
import { createEventStore, type EventStore } from '@sofre/engine/store';
import { keptStreamStates } from './kept-stream-state.ts';

const Added = defineEvent('Added', z.object({ n: z.number() }));
type Event = { readonly type: 'Added'; readonly data: { readonly n: number } };

const sums = () =>
  keptStreamStates<number, Event>({
    initialState: () => 0,
    evolve: (sum, e) => sum + e.data.n,
    codec: eventCodec([Added]),
  });

const add = (store: EventStore, stream: string, tenant: string, ...ns: number[]) =>
  store.append(
    stream,
    ns.map((n) => ({
      id: randomUUID(),
      type: 'Added',
      data: { n },
      metadata: { vendorId: tenant },
    })),
    'any',
  );

describe('a kept stream state', () => {
  it('reads on from where it was: another writer’s events count, none are counted twice', async () => {
    const store = await createEventStore({ kind: 'sqlite', path: ':memory:' });
    const sumOf = sums();
    await add(store, 's-1', 'v1', 1, 2);
    expect(await sumOf(store, 's-1', 'v1')).toBe(3);
    expect(await sumOf(store, 's-1', 'v1')).toBe(3);
    await add(store, 's-1', 'v1', 10);
    expect(await sumOf(store, 's-1', 'v1')).toBe(13);
    // A second reader starts from the log and agrees.
    expect(await sums()(store, 's-1', 'v1')).toBe(13);
    await store.close();
  });

  it('reads a stream another tenant wrote as new', async () => {
    const store = await createEventStore({ kind: 'sqlite', path: ':memory:' });
    const sumOf = sums();
    await add(store, 's-2', 'v1', 5);
    await add(store, 's-2', 'v2', 7);
    expect(await sumOf(store, 's-2', 'v1')).toBe(0);
    expect(await sumOf(store, 's-2', 'v1')).toBe(0);
    await store.close();
  });
});
