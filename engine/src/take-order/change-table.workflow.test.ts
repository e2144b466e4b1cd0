// Moving a salon order to another table, on the real embedded store against in-memory facts.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadState } from '../commands/handle-command.ts';
import { CreateOrderRequest } from '../contracts/orders.contract.ts';
import { orderAggregate } from '../orders/order.decider.ts';
import { orderStreamName } from '../orders/order.events.ts';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import type { EventStore } from '../store/index.ts';
import { changeTable } from './change-table.workflow.ts';
import { inMemoryOrderFacts, type OrderFactsData } from './in-memory-order-facts.ts';
import { takeOrder } from './take-order.workflow.ts';
import { LUNCH, VENDOR, factsData, staffAt } from './take-order.test-fixtures.ts';

const ORDER = '0195a3c0-0000-7000-8000-0000000000a1';
const OTHER = '0195a3c0-0000-7000-8000-0000000000a2';

let store: EventStore;
let data: OrderFactsData;
beforeEach(async () => {
  store = await createSqliteEventStore({ path: ':memory:' });
  const floor = factsData();
  const table = floor.diningTables![0]!;
  data = { ...floor, diningTables: [table, { ...table, number: 7, name: 'میز هفت' }] };
  const order = CreateOrderRequest.parse({
    id: ORDER,
    tableNumber: '5',
    lines: [{ menuItemId: 'doogh', count: 1 }],
  });
  const facts = inMemoryOrderFacts(data);
  const metadata = staffAt(LUNCH, randomUUID());
  const inputs = { store, facts, metadata, newId: randomUUID, permissions: new Set<never>() };
  await takeOrder(inputs, { way: 'salon', order });
});
afterEach(() => store.close());

const move = (tableNumber: string) =>
  changeTable(
    { store, facts: inMemoryOrderFacts(data), metadata: staffAt(LUNCH, randomUUID()) },
    ORDER,
    tableNumber,
  );
const tableOf = async () => {
  const { state } = await loadState(store, orderAggregate, orderStreamName(VENDOR, ORDER), VENDOR);
  return state.status === 'NONE' ? undefined : state.tableNumber;
};

describe('changeTable', () => {
  it('moves the order to a free table of the floor, its number as the floor writes it', async () => {
    const moved = await move('۷');
    expect(moved.events.map((e) => e.type)).toEqual(['OrderTableChanged']);
    expect(await tableOf()).toBe('7');
  });

  it('refuses a table that is not on the floor, and moves nothing', async () => {
    await expect(move('99')).rejects.toMatchObject({ code: 'DINING_TABLE_NOT_FOUND' });
    expect(await tableOf()).toBe('5');
  });

  it('refuses a table another open order sits at, and moves nothing', async () => {
    data.seated = new Map([['7', [OTHER]]]);
    await expect(move('7')).rejects.toMatchObject({ code: 'DINING_TABLE_OCCUPIED' });
    expect(await tableOf()).toBe('5');
  });

  it('lets the order stay at its own table (its own seat is not a conflict)', async () => {
    data.seated = new Map([['5', [ORDER]]]);
    await expect(move('5')).resolves.toBeDefined();
  });
});
