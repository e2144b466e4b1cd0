// readStream and readAll: what goes in comes out, in stream order and in one global order.
import { expect, it } from 'vitest';
import type { EventStore } from '../event-store.port.ts';
import {
  expectStrictlyIncreasing,
  inStreams,
  mark,
  newEvent,
  newEvents,
  readAllOf,
  sleep,
  uniqueStream,
} from './contract.fixtures.ts';

export function readContract(store: () => EventStore): void {
  it('gives back what was appended', async () => {
    const stream = uniqueStream('order');
    const event = newEvent('OrderSubmitted', {
      orderId: 'o-1',
      lines: [{ item: 'کباب کوبیده', quantity: 2, unitPrice: 1_250_000 }],
      note: null,
      paid: false,
    });
    const { position } = await store().append(stream, [event], 'no_stream');
    expect(await store().readStream(stream)).toEqual([{ ...event, stream, revision: 0, position }]);
  });

  it('reads a stream from a revision on, and nothing for a missing stream', async () => {
    const stream = uniqueStream();
    const events = newEvents(5);
    await store().append(stream, events, 'no_stream');
    const tail = await store().readStream(stream, 3);
    expect(tail.map((e) => [e.revision, e.id])).toEqual([
      [3, events[3]?.id],
      [4, events[4]?.id],
    ]);
    expect(await store().readStream(stream, 5)).toEqual([]);
    expect(await store().readStream(uniqueStream())).toEqual([]);
  });

  it('orders the global log across streams', async () => {
    const start = await mark(store());
    const [a, b] = [uniqueStream('a'), uniqueStream('b')];
    const appended = [
      { stream: a, event: newEvent() },
      { stream: b, event: newEvent() },
      { stream: a, event: newEvent() },
      { stream: b, event: newEvent() },
    ];
    for (const { stream, event } of appended) await store().append(stream, [event], 'any');
    const log = await readAllOf(store(), start, inStreams(a, b), appended.length);
    expect(log.map((e) => e.id)).toEqual(appended.map(({ event }) => event.id));
    expect(log.map((e) => e.stream)).toEqual([a, b, a, b]);
    expectStrictlyIncreasing(log.map((e) => e.position));
    expect((log[0]?.position ?? '') > start).toBe(true);
  });

  it('pages through the global log strictly after a position', async () => {
    const start = await mark(store());
    const stream = uniqueStream();
    const events = newEvents(5);
    await store().append(stream, events.slice(0, 2), 'no_stream');
    await store().append(stream, events.slice(2), 1);
    const pages: string[][] = [];
    for (let after = start, deadline = Date.now() + 10_000; pages.flat().length < 5;) {
      expect(Date.now()).toBeLessThan(deadline);
      const page = await store().readAll(after, 2);
      if (page.length === 0) await sleep(20);
      expect(page.length).toBeLessThanOrEqual(2);
      expect(page.every((e) => e.position > after)).toBe(true);
      expectStrictlyIncreasing(page.map((e) => e.position));
      const ours = page.filter(inStreams(stream)).map((e) => e.id);
      if (ours.length > 0) pages.push(ours);
      after = page[page.length - 1]?.position ?? after;
    }
    expect(pages.flat()).toEqual(events.map((e) => e.id));
    expect(pages.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps a large stream whole and in order', async () => {
    const stream = uniqueStream('large');
    const events = newEvents(5_000);
    for (let from = 0; from < events.length; from += 250) {
      await store().append(
        stream,
        events.slice(from, from + 250),
        from === 0 ? 'no_stream' : from - 1,
      );
    }
    const stored = await store().readStream(stream);
    expect(stored).toHaveLength(5_000);
    expect(stored.map((e) => e.id)).toEqual(events.map((e) => e.id));
    expect(stored.every((e, i) => e.revision === i)).toBe(true);
    expectStrictlyIncreasing(stored.map((e) => e.position));
    expect((await store().readStream(stream, 4_990)).map((e) => e.revision)).toEqual(
      Array.from({ length: 10 }, (_, i) => 4_990 + i),
    );
  });
}
