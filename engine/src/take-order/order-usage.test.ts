// Orders counted against the package's monthly cap (issue 32): the cap is never overrun by orders
// racing for its last places, a refused order gives its place back, a resubmitted order keeps its
// one place, the month's orders taken before the cap count against it, and without a cap nothing
// is counted (the order list counts those).
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CreateOrderRequest } from '../contracts/orders.contract.ts';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import type { EventStore } from '../store/index.ts';
import { usagePeriod, usageStreamName, vendorCounter } from '../subscriptions/usage.decider.ts';
import { inMemoryOrderFacts, type OrderFactsData } from './in-memory-order-facts.ts';
import { takeOrder } from './take-order.workflow.ts';
import { LUNCH, VENDOR, factsData, staffAt } from './take-order.test-fixtures.ts';

let store: EventStore;
let data: OrderFactsData;
beforeEach(async () => {
  store = await createSqliteEventStore({ path: ':memory:' });
  data = { ...factsData(), orderLimit: 3 };
});
afterEach(() => store.close());

const salon = (over: object = {}) =>
  CreateOrderRequest.parse({
    id: randomUUID(),
    lines: [{ menuItemId: 'kabab', count: 1 }],
    ...over,
  });
// The order's id is its command's, as the POS route makes it: a resubmission is the same command.
const take = (order = salon()) =>
  takeOrder(
    {
      store,
      facts: inMemoryOrderFacts(data),
      metadata: staffAt(LUNCH, order.id),
      newId: randomUUID,
      permissions: new Set(['orders.take']),
    },
    { way: 'salon', order },
  );
const counted = async () => {
  const counter = vendorCounter('ORDERS', VENDOR, usagePeriod(staffAt(LUNCH, 'x').now));
  const events = await store.readStream(usageStreamName(counter));
  return (
    events.filter((e) => e.type === 'UsageClaimed').length -
    events.filter((e) => e.type === 'UsageReleased').length
  );
};

describe('orders against the package cap', () => {
  it('takes exactly the cap of orders racing for it, and refuses the rest in Persian', async () => {
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => take()));
    const taken = outcomes.filter((o) => o.outcome === 'taken');
    const refused = outcomes.filter((o) => o.outcome === 'refused');
    expect(taken).toHaveLength(3);
    expect(refused).toHaveLength(9);
    expect(refused[0]).toMatchObject({ error: { code: 'PACKAGE_LIMIT_REACHED' } });
    expect(await counted()).toBe(3);
  });

  it('gives the place of a refused order back', async () => {
    const refused = await take(salon({ tableNumber: '99' }));
    expect(refused).toMatchObject({
      outcome: 'refused',
      error: { code: 'DINING_TABLE_NOT_FOUND' },
    });
    expect(await counted()).toBe(0);
  });

  it('keeps one place for a resubmitted order', async () => {
    const order = salon();
    await take(order);
    const again = await take(order);
    expect(again).toMatchObject({ outcome: 'taken', repeated: true });
    expect(await counted()).toBe(1);
  });

  it('keeps the place when two callers of one order race and the one that claimed it loses the append', async () => {
    const order = salon();
    let other: Promise<unknown> | undefined;
    const racing: EventStore = {
      ...store,
      readStream: (...args) => store.readStream(...args),
      append: async (stream, events, expected) => {
        if (events[0]?.type === 'OrderSubmitted' && !other) await (other = take(order));
        return store.append(stream, events, expected);
      },
    };
    const first = await takeOrder(
      {
        store: racing,
        facts: inMemoryOrderFacts(data),
        metadata: staffAt(LUNCH, order.id),
        newId: randomUUID,
        permissions: new Set(['orders.take']),
      },
      { way: 'salon', order },
    );
    expect(first).toMatchObject({ outcome: 'taken', repeated: true });
    expect(await other).toMatchObject({ outcome: 'taken', repeated: false });
    expect(await counted()).toBe(1);
  });

  it("counts the month's orders taken before the cap applied against it", async () => {
    // Two orders of the month were taken while the package had no cap: one place of 3 is left.
    data = { ...factsData(), orderLimit: 3, ordersTaken: 2 };
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => take()));
    expect(outcomes.filter((o) => o.outcome === 'taken')).toHaveLength(1);
    expect(await counted()).toBe(1);
  });

  it('counts nothing without a cap', async () => {
    data = factsData();
    await take();
    expect(await counted()).toBe(0);
  });
});
