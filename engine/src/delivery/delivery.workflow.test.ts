// Dispatching a delivery order to an own-fleet biker and the biker's steps, on the real embedded
// store, without HTTP: refusals append nothing, the trip machine decides each step, and trip
// events move the order and free the biker.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bikerAggregate } from '../bikers/biker.decider.ts';
import { bikerStreamName } from '../bikers/biker.events.ts';
import type { BikerCommand } from '../bikers/biker.commands.ts';
import { handleCommand, loadState } from '../commands/handle-command.ts';
import { orderAggregate } from '../orders/order.decider.ts';
import { orderStreamName } from '../orders/order.events.ts';
import type { OrderCommand } from '../orders/order.commands.ts';
import { submit } from '../orders/order.test-fixtures.ts';
import type { DeliveryType, OrderStatus } from '../shared/enums.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import type { EventStore } from '../store/index.ts';
import { customerHome, restaurant } from '../trips/trip.test-fixtures.ts';
import { dispatchToBiker } from './dispatch-to-biker.workflow.ts';
import { orderMovesAfter, takeTripStep, type TripStep } from './biker-trip-move.workflow.ts';
import { tripIdFor } from './trip-of-order.ts';

const vendorId = 'vendor-1';
let store: EventStore;
let n = 0;
const meta = (userId = 'owner'): CommandMetadata => ({
  commandId: `cmd-${++n}`,
  vendorId,
  actor: { userId, kind: 'STAFF' },
  now: '2025-03-21T08:30:00.000Z',
});
beforeEach(async () => {
  store = await createSqliteEventStore({ path: ':memory:' });
});
afterEach(() => store.close());

const order = (command: Omit<OrderCommand, 'metadata'>) =>
  handleCommand(store, orderAggregate, { ...command, metadata: meta() } as OrderCommand);
async function orderAt(
  orderId: string,
  status: OrderStatus,
  deliveryType: DeliveryType = 'DELIVER',
) {
  const { type, data } = submit(
    { deliveryType, paymentMethod: 'CASH' },
    { orderId, confirm: true },
  );
  await order({ type, data });
  if (status !== 'CONFIRMED')
    await order({ type: 'ChangeOrderState', data: { orderId, target: status } });
}
const biker = (command: Omit<BikerCommand, 'metadata'>) =>
  handleCommand(store, bikerAggregate, { ...command, metadata: meta() } as BikerCommand);
async function bikerOnShift(bikerId: string, onShift = true) {
  await biker({
    type: 'CreateBiker',
    data: { bikerId, name: 'علی', phone: '09121111111', active: true },
  });
  if (onShift) await biker({ type: 'ChangeBikerShift', data: { bikerId, onShift: true } });
}
const dispatch = (orderId: string, bikerId: string) =>
  dispatchToBiker(store, {
    metadata: meta(),
    orderId,
    bikerId,
    pickup: restaurant,
    dropoffOf: async () => customerHome,
  });
const step = (orderId: string, s: TripStep, bikerId: string | undefined = 'ali') =>
  takeTripStep(store, {
    metadata: meta(bikerId),
    orderId,
    step: s,
    ...(bikerId ? { bikerId } : {}),
  });
const orderStatus = async (orderId: string) =>
  (await loadState(store, orderAggregate, orderStreamName(vendorId, orderId), vendorId)).state
    .status;
const bikerState = async (bikerId: string) =>
  (await loadState(store, bikerAggregate, bikerStreamName(vendorId, bikerId), vendorId)).state;
const eventCount = async () => (await store.readAll(undefined, 10_000)).length;

describe('dispatchToBiker', () => {
  it('starts the order’s trip with the biker, who is then busy', async () => {
    await orderAt('o-1', 'READYTOSHIPMENT');
    await bikerOnShift('ali');
    const outcome = await dispatch('o-1', 'ali');
    expect(outcome).toMatchObject({ tripId: tripIdFor('o-1', 1), biker: 'claimed' });
    expect(outcome.events.map((e) => e.type)).toEqual([
      'TripInitiated',
      'TripRequested',
      'TripBikerAssigned',
    ]);
    expect(await bikerState('ali')).toMatchObject({ trip: { tripId: 'o-1~1', orderId: 'o-1' } });
    // Assigning the same biker again is the same dispatch.
    expect(await dispatch('o-1', 'ali')).toMatchObject({ events: [], biker: 'kept' });
  });

  it('refuses, appending nothing: not a courier order, not ready, off shift, busy, taken', async () => {
    await orderAt('salon', 'READYTOSERVE', 'SERVE');
    await orderAt('cooking', 'CONFIRMED');
    await orderAt('o-1', 'READYTOSHIPMENT');
    await orderAt('o-2', 'READYTOSHIPMENT');
    await bikerOnShift('ali');
    await bikerOnShift('reza');
    await bikerOnShift('sara', false);
    await dispatch('o-1', 'ali');
    const before = await eventCount();
    const refusals: [string, string, string][] = [
      ['salon', 'reza', 'ORDER_HAS_TO_HAVE_DELIVER_METHOD'],
      ['cooking', 'reza', 'ORDER_NOT_READY_FOR_SHIPMENT'],
      ['o-2', 'sara', 'BIKER_OFF_SHIFT'],
      ['o-2', 'ali', 'BIKER_BUSY'],
      ['o-2', 'nobody', 'BIKER_NOT_FOUND'],
      ['o-1', 'reza', 'ORDER_HAS_ACTIVE_TRIP'],
      ['missing', 'reza', 'ORDER_NOT_FOUND'],
    ];
    for (const [orderId, bikerId, code] of refusals)
      await expect(dispatch(orderId, bikerId), `${orderId}/${bikerId}`).rejects.toMatchObject({
        code,
      });
    expect(await eventCount()).toBe(before);
  });

  it('of two dispatchers racing for one order, one wins and the loser’s biker is free again', async () => {
    await orderAt('o-1', 'READYTOSHIPMENT');
    await bikerOnShift('ali');
    await bikerOnShift('reza');
    const outcomes = await Promise.allSettled([dispatch('o-1', 'ali'), dispatch('o-1', 'reza')]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const busy = [(await bikerState('ali')).status, (await bikerState('reza')).status];
    expect(busy).toEqual(['REGISTERED', 'REGISTERED']);
    const trips = [await bikerState('ali'), await bikerState('reza')].filter(
      (b) => b.status === 'REGISTERED' && b.trip,
    );
    expect(trips).toHaveLength(1);
  });
});

describe('takeTripStep', () => {
  beforeEach(async () => {
    await orderAt('o-1', 'READYTOSHIPMENT');
    await bikerOnShift('ali');
    await bikerOnShift('reza');
    await dispatch('o-1', 'ali');
  });

  it('walks the trip to DELIVERED; the order follows and the biker is freed', async () => {
    expect(await step('o-1', 'ACCEPT')).toMatchObject({
      tripStatus: 'BIKERACCEPTED',
      orderMoves: [],
    });
    await step('o-1', 'ARRIVE_AT_SOURCE');
    expect(await step('o-1', 'PICK_UP')).toMatchObject({
      tripStatus: 'PICKEDUP',
      orderMoves: ['DELIVERING'],
    });
    expect(await orderStatus('o-1')).toBe('DELIVERING');
    expect(await step('o-1', 'DELIVER')).toMatchObject({
      tripStatus: 'DELIVERED',
      orderMoves: ['DELIVERED'],
      bikerFreed: true,
    });
    expect(await orderStatus('o-1')).toBe('DELIVERED');
    expect(await bikerState('ali')).toMatchObject({ trip: undefined, onShift: true });
    // The biker tapping "delivered" again changes nothing.
    const before = await eventCount();
    expect(await step('o-1', 'DELIVER')).toMatchObject({ repeated: true });
    expect(await eventCount()).toBe(before);
  });

  it('refuses an illegal step, and another biker’s, appending nothing', async () => {
    const before = await eventCount();
    await expect(step('o-1', 'DELIVER')).rejects.toMatchObject({ code: 'INVALID_TRIP_STATE' });
    await expect(step('o-1', 'ACCEPT', 'reza')).rejects.toMatchObject({ code: 'TRIP_NOT_FOUND' });
    await expect(step('o-2', 'ACCEPT')).rejects.toMatchObject({ code: 'TRIP_NOT_FOUND' });
    expect(await eventCount()).toBe(before);
  });

  it('a cancel before pickup frees the biker and the order waits for another one', async () => {
    await step('o-1', 'ACCEPT');
    expect(await step('o-1', 'CANCEL')).toMatchObject({ tripStatus: 'CANCELED', bikerFreed: true });
    expect(await orderStatus('o-1')).toBe('READYTOSHIPMENT');
    const again = await dispatch('o-1', 'reza');
    expect(again.tripId).toBe('o-1~2');
    expect(again.events[0]).toMatchObject({ data: { previousTripId: 'o-1~1' } });
  });

  it('no cancel once the food left: the dispatcher’s cancel is refused', async () => {
    await step('o-1', 'PICK_UP');
    await expect(step('o-1', 'CANCEL', undefined)).rejects.toMatchObject({
      code: 'INVALID_TRIP_STATE',
    });
  });
});

describe('orderMovesAfter', () => {
  it('moves the order only from where the trip leaves it', () => {
    expect(orderMovesAfter('PICKEDUP', 'READYTOSHIPMENT')).toEqual(['DELIVERING']);
    expect(orderMovesAfter('DELIVERED', 'READYTOSHIPMENT')).toEqual(['DELIVERING', 'DELIVERED']);
    expect(orderMovesAfter('DELIVERED', 'DELIVERING')).toEqual(['DELIVERED']);
    expect(orderMovesAfter('DELIVERED', 'DELIVERED')).toEqual([]);
    expect(orderMovesAfter('BIKERACCEPTED', 'READYTOSHIPMENT')).toEqual([]);
  });
});
