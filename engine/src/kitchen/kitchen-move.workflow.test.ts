// A cook's moves on the real embedded store, without HTTP: each station finishes its own part, and
// the order is marked ready only when the last one has; recall brings a part back, and a ready
// order back to the kitchen (until it has left); an edit after a bump makes that part cook again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleCommand, loadState } from '../commands/handle-command.ts';
import { orderAggregate } from '../orders/order.decider.ts';
import { orderStreamName } from '../orders/order.events.ts';
import type { OrderCommand } from '../orders/order.commands.ts';
import { submit } from '../orders/order.test-fixtures.ts';
import { aLine } from '../pricing/order-line.test-fixtures.ts';
import type { DeliveryType } from '../shared/enums.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import type { EventStore } from '../store/index.ts';
import { kitchenMove, type KitchenMove } from './kitchen-move.workflow.ts';
import { DEFAULT_STATION_ID, kitchenRouting } from './kitchen-stations.ts';

const vendorId = 'vendor-1';
let store: EventStore;
let n = 0;
const meta = (userId = 'cook'): CommandMetadata => ({
  commandId: `cmd-${++n}`,
  vendorId,
  actor: { userId, kind: 'STAFF' },
  now: '2025-03-21T08:30:00.000Z',
});
beforeEach(async () => {
  store = await createSqliteEventStore({ path: ':memory:' });
});
afterEach(() => store.close());

const station = (id: string, categoryIds: string[]) => ({
  id,
  fields: { title: id, target: 'KITCHEN' as const, printerIds: ['p'], categoryIds, copies: 1 },
});
const routing = kitchenRouting({
  categoryOfItem: new Map([
    ['kebab', 'grill'],
    ['stew', 'pot'],
    ['tea', 'drinks'],
  ]),
  stations: [station('grill', ['grill']), station('pot', ['pot'])],
  printerIds: new Set(['p']),
});
const lines = [
  aLine({ tempId: 'l-kebab', menuItemId: 'kebab' }),
  aLine({ tempId: 'l-stew', menuItemId: 'stew' }),
];

const order = (command: Omit<OrderCommand, 'metadata'>) =>
  handleCommand(store, orderAggregate, { ...command, metadata: meta() } as OrderCommand);
async function confirmed(
  orderId: string,
  orderLines = lines,
  deliveryType: DeliveryType = 'PICKUP',
) {
  const { type, data } = submit({ deliveryType }, { orderId, confirm: true, lines: orderLines });
  await order({ type, data });
}
const move = (orderId: string, stationId: string, m: KitchenMove) =>
  kitchenMove(store, { metadata: meta(), orderId, stationId, move: m, routing });
const orderEvents = async (orderId: string) =>
  (await store.readStream(orderStreamName(vendorId, orderId))).map((e) => e.type);
const statusOf = async (orderId: string) =>
  (await loadState(store, orderAggregate, orderStreamName(vendorId, orderId), vendorId)).state
    .status;

describe('the kitchen’s stations finish an order', () => {
  it('marks the order ready when the last station bumps its part', async () => {
    await confirmed('o-1');
    const first = await move('o-1', 'grill', { type: 'BUMP' });
    expect(first.orderReady).toBeUndefined();
    expect(await statusOf('o-1')).toBe('CONFIRMED');
    const last = await move('o-1', 'pot', { type: 'BUMP' });
    expect(last.orderReady).toBe('READYTOPICKUP');
    expect(await statusOf('o-1')).toBe('READYTOPICKUP');
  });

  it('bumps a part when its last line is done', async () => {
    await confirmed('o-2', [lines[0]!]);
    const outcome = await move('o-2', 'grill', { type: 'DONE', lineId: 'l-kebab' });
    expect(outcome.events.map((e) => e.type)).toEqual(['KitchenLineDone', 'KitchenStationBumped']);
    expect(outcome.orderReady).toBe('READYTOPICKUP');
  });

  it('sends a line of no station to the default station, which must finish too', async () => {
    const tea = aLine({ tempId: 'l-tea', menuItemId: 'tea' });
    await confirmed('o-3', [lines[0]!, tea]);
    await move('o-3', 'grill', { type: 'BUMP' });
    expect(await statusOf('o-3')).toBe('CONFIRMED');
    await expect(move('o-3', 'pot', { type: 'BUMP' })).rejects.toMatchObject({
      code: 'KITCHEN_STATION_NOT_FOUND',
    });
    const last = await move('o-3', DEFAULT_STATION_ID, { type: 'BUMP' });
    expect(last.orderReady).toBe('READYTOPICKUP');
  });

  it('recalls a bumped part, and refuses an order the kitchen never took', async () => {
    await confirmed('o-4');
    await move('o-4', 'grill', { type: 'BUMP' });
    const recalled = await move('o-4', 'grill', { type: 'RECALL' });
    expect(recalled.events.map((e) => e.type)).toEqual(['KitchenStationRecalled']);
    await move('o-4', 'pot', { type: 'BUMP' });
    expect(await statusOf('o-4')).toBe('CONFIRMED');
    await expect(move('o-4', 'grill', { type: 'RECALL' })).rejects.toMatchObject({
      code: 'KITCHEN_NOT_BUMPED',
    });
    await expect(move('nope', 'grill', { type: 'BUMP' })).rejects.toMatchObject({
      code: 'ORDER_NOT_FOUND',
    });
  });

  it('cooks a part again when a round was added to the bill after its bump', async () => {
    await confirmed('o-5', lines, 'SERVE');
    await move('o-5', 'grill', { type: 'BUMP' });
    const more = aLine({ tempId: 'l-kebab-2', menuItemId: 'kebab' });
    await order({
      type: 'EditBill',
      data: { orderId: 'o-5', lines: [...lines, more] },
    } as Omit<OrderCommand, 'metadata'>);
    await move('o-5', 'pot', { type: 'BUMP' });
    expect(await statusOf('o-5')).toBe('CONFIRMED');
    const again = await move('o-5', 'grill', { type: 'BUMP' });
    expect(again.orderReady).toBe('READYTOSERVE');
  });
});

describe('a recall of a ready order', () => {
  it('sends the order back to the kitchen (CONFIRMED) until the station bumps again', async () => {
    await confirmed('r-1', lines, 'DELIVER');
    await move('r-1', 'grill', { type: 'BUMP' });
    expect((await move('r-1', 'pot', { type: 'BUMP' })).orderReady).toBe('READYTOSHIPMENT');

    const recalled = await move('r-1', 'pot', { type: 'RECALL' });
    expect(recalled.events.map((e) => e.type)).toEqual(['KitchenStationRecalled']);
    expect(recalled.orderReturned).toBe(true);
    expect(await statusOf('r-1')).toBe('CONFIRMED');
    const last = (await store.readStream(orderStreamName(vendorId, 'r-1'))).at(-1)!;
    expect(last).toMatchObject({
      type: 'OrderReturnedToKitchen',
      data: { orderId: 'r-1', stationId: 'pot' },
    });
    expect(recalled.position).toBe(last.position);

    const again = await move('r-1', 'pot', { type: 'BUMP' });
    expect(again.orderReady).toBe('READYTOSHIPMENT');
    expect(await statusOf('r-1')).toBe('READYTOSHIPMENT');
  });

  it('leaves a cooking order as it is: only its part comes back', async () => {
    await confirmed('r-2');
    await move('r-2', 'grill', { type: 'BUMP' });
    const recalled = await move('r-2', 'grill', { type: 'RECALL' });
    expect(recalled.orderReturned).toBe(false);
    expect(await orderEvents('r-2')).not.toContain('OrderReturnedToKitchen');
  });

  it('refuses once the order has left: picked up by the courier, delivered', async () => {
    await confirmed('r-3', lines, 'DELIVER');
    await move('r-3', 'grill', { type: 'BUMP' });
    await move('r-3', 'pot', { type: 'BUMP' });
    await order({ type: 'ChangeOrderState', data: { orderId: 'r-3', target: 'DELIVERING' } });
    const before = await orderEvents('r-3');
    await expect(move('r-3', 'pot', { type: 'RECALL' })).rejects.toMatchObject({
      code: 'KITCHEN_ORDER_NOT_COOKING',
    });
    await order({ type: 'ChangeOrderState', data: { orderId: 'r-3', target: 'DELIVERED' } });
    await expect(move('r-3', 'grill', { type: 'RECALL' })).rejects.toMatchObject({
      code: 'KITCHEN_ORDER_NOT_COOKING',
    });
    expect(await orderEvents('r-3')).toEqual([...before, 'OrderDelivered']);
    expect(await statusOf('r-3')).toBe('DELIVERED');
  });
});
