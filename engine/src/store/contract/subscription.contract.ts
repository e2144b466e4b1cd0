// subscribeAll: catch up, go live, never skip or reorder (also under concurrent writers), end
// the consumer's loop on close().
import { expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '../event-store.port.ts';
import {
  expectStrictlyIncreasing,
  inStreams,
  iterate,
  mark,
  newEvent,
  newEvents,
  readAllOf,
  sleep,
  take,
  uniqueStream,
  withTimeout,
} from './contract.fixtures.ts';

export interface SubscriptionContractOptions {
  /** Writers × events each in the no-gap test. */
  readonly writers: number;
  readonly eventsPerWriter: number;
}

export function subscriptionContract(
  store: () => EventStore,
  options: SubscriptionContractOptions,
): void {
  it('catches up, then delivers live appends, then ends on close', async () => {
    const start = await mark(store());
    const stream = uniqueStream();
    const before = newEvents(3);
    await store().append(stream, before, 'no_stream');
    const subscription = store().subscribeAll(start);
    const events = iterate(subscription);
    try {
      const caughtUp = await take(events, 3, inStreams(stream));
      expect(caughtUp.map((e) => e.id)).toEqual(before.map((e) => e.id));
      const live = newEvents(2);
      await store().append(stream, live.slice(0, 1), 2);
      await store().append(stream, live.slice(1), 3);
      const delivered = await take(events, 2, inStreams(stream));
      expect(delivered.map((e) => [e.id, e.revision])).toEqual([
        [live[0]?.id, 3],
        [live[1]?.id, 4],
      ]);
      expectStrictlyIncreasing([...caughtUp, ...delivered].map((e) => e.position));
    } finally {
      await subscription.close();
    }
    expect(await withTimeout(events.next(), 2_000)).toEqual({ done: true, value: undefined });
  });

  it('starts strictly after the given position', async () => {
    const stream = uniqueStream();
    const events = newEvents(3);
    const { position } = await store().append(stream, events.slice(0, 1), 'no_stream');
    await store().append(stream, events.slice(1), 0);
    const subscription = store().subscribeAll(position);
    try {
      const got = await take(iterate(subscription), 2, inStreams(stream));
      expect(got.map((e) => e.id)).toEqual([events[1]?.id, events[2]?.id]);
    } finally {
      await subscription.close();
    }
  });

  it('ends a for-await loop that is waiting for events when closed', async () => {
    const subscription = store().subscribeAll(await mark(store()));
    const stream = uniqueStream();
    let seen = 0;
    const loop = (async () => {
      for await (const event of subscription) if (event.stream === stream) seen++;
      return 'ended';
    })();
    await store().append(stream, [newEvent()], 'no_stream');
    for (let waited = 0; seen === 0 && waited < 5_000; waited += 10) await sleep(10);
    expect(seen).toBe(1);
    await subscription.close();
    expect(await withTimeout(loop, 2_000)).toBe('ended');
  });

  it('misses nothing and reorders nothing while writers append concurrently', async () => {
    const { writers, eventsPerWriter } = options;
    const total = writers * eventsPerWriter;
    const streams = Array.from({ length: writers }, () => uniqueStream('writer'));
    const subscription = store().subscribeAll(await mark(store()));
    const start = await mark(store());
    const seen: RecordedEvent[] = [];
    const received = take(
      iterate(subscription),
      total,
      (e) => {
        seen.push(e);
        return streams.includes(e.stream);
      },
      20_000,
    );
    const write = async (stream: string) => {
      for (let n = 0; n < eventsPerWriter; n++) {
        await store().append(stream, [newEvent('Written', { n })], n === 0 ? 'no_stream' : n - 1);
      }
    };
    try {
      const [got] = await Promise.all([received, ...streams.map(write)]);
      expect(new Set(got.map((e) => e.id)).size).toBe(total);
      expectStrictlyIncreasing(seen.map((e) => e.position));
      for (const stream of streams) {
        const revisions = got.filter((e) => e.stream === stream).map((e) => e.revision);
        expect(revisions).toEqual(Array.from({ length: eventsPerWriter }, (_, n) => n));
      }
      // Reading the log gives the same order as living through it.
      const read = await readAllOf(store(), start, inStreams(...streams), total);
      expect(read.map((e) => e.id)).toEqual(got.map((e) => e.id));
    } finally {
      await subscription.close();
    }
  });
}
