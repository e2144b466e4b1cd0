// Lag of read models behind the log, over the embedded event store: none when caught up, events
// and the oldest waiting event's age when behind, a minimum once past the counting bound.
import { randomUUID } from 'node:crypto';
import { createEventStore } from '@sofre/engine/store';
import type { EventStore, Position } from '@sofre/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectionLags } from './projection-lag.ts';

let store: EventStore;
beforeEach(async () => {
  store = await createEventStore({ kind: 'sqlite', path: ':memory:' });
});
afterEach(() => store.close());

const now = new Date('2025-03-21T10:00:00.000Z');
const secondsBefore = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

/** Given an event that happened `seconds` before now; returns its position. */
const given = async (seconds: number): Promise<Position> =>
  (
    await store.append(
      `probe-${randomUUID()}`,
      [
        {
          id: randomUUID(),
          type: 'Probed',
          data: {},
          metadata: { occurredAt: secondsBefore(seconds) },
        },
      ],
      'no_stream',
    )
  ).position;

describe('projectionLags', () => {
  it('is 0 events and 0 s for read models at the head, and for an empty log', async () => {
    expect(await projectionLags(store, new Map([['menu', '']]), now)).toEqual([
      { projection: 'menu', position: '', lagEvents: 0, lagEventsCapped: false, lagSeconds: 0 },
    ]);
    const head = await given(90);
    const [lag] = await projectionLags(store, new Map([['menu', head]]), now);
    expect(lag).toMatchObject({ lagEvents: 0, lagSeconds: 0 });
  });

  it('counts the events after each checkpoint and ages the oldest of them', async () => {
    const first = await given(120);
    await given(60);
    await given(1);
    const lags = await projectionLags(
      store,
      new Map([
        ['kitchen-stations', first],
        ['order-list', first],
        ['vendors', ''],
      ]),
      now,
    );
    expect(lags).toEqual([
      {
        projection: 'kitchen-stations',
        position: first,
        lagEvents: 2,
        lagEventsCapped: false,
        lagSeconds: 60,
      },
      {
        projection: 'order-list',
        position: first,
        lagEvents: 2,
        lagEventsCapped: false,
        lagSeconds: 60,
      },
      {
        projection: 'vendors',
        position: '',
        lagEvents: 3,
        lagEventsCapped: false,
        lagSeconds: 120,
      },
    ]);
  });

  it('stops counting at the bound and says the count is a minimum', async () => {
    for (let i = 0; i < 4; i++) await given(10);
    const [lag] = await projectionLags(store, new Map([['menu', '']]), now, 3);
    expect(lag).toMatchObject({ lagEvents: 3, lagEventsCapped: true, lagSeconds: 10 });
  });
});
