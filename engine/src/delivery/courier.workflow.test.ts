// Requesting a courier provider's trip, its webhooks and cancelling it, on the real embedded store,
// without HTTP: refusals append nothing and leave the provider unasked, each delivery id + status
// applies once, late statuses change nothing, impossible ones are refused, and the trip moves the
// order; a provider's cancel puts the order back to be dispatched.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleCommand, loadState } from '../commands/handle-command.ts';
import { orderAggregate } from '../orders/order.decider.ts';
import { orderStreamName } from '../orders/order.events.ts';
import type { OrderCommand } from '../orders/order.commands.ts';
import { submit } from '../orders/order.test-fixtures.ts';
import type { CourierDeliveryStatus, DeliveryType, OrderStatus } from '../shared/enums.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import type { EventStore } from '../store/index.ts';
import { customerHome, restaurant } from '../trips/trip.test-fixtures.ts';
import { cancelOrderTrip } from './cancel-provider-trip.workflow.ts';
import { applyCourierStatus } from './courier-status.workflow.ts';
import {
  requestProviderTrip,
  type CourierPort,
  type ProviderName,
} from './request-provider-trip.workflow.ts';

const vendorId = 'vendor-1';
let store: EventStore;
let n = 0;
let asked: string[];
let canceled: string[];
let refuse: Error | undefined;
const couriers: CourierPort = {
  async request(provider, trip) {
    if (refuse) throw refuse;
    asked.push(`${provider}:${trip.tripId}`);
    return { providerTripId: `P-${trip.tripId}`, fee: 450_000 };
  },
  async cancel(provider, providerTripId) {
    canceled.push(`${provider}:${providerTripId}`);
  },
};
const meta = (): CommandMetadata => ({
  commandId: `cmd-${++n}`,
  vendorId,
  actor: { userId: 'owner', kind: 'STAFF' },
  now: '2025-03-21T08:30:00.000Z',
});
beforeEach(async () => {
  store = await createSqliteEventStore({ path: ':memory:' });
  asked = [];
  canceled = [];
  refuse = undefined;
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
const request = (orderId: string, provider: ProviderName = 'SNAPP_BOX') =>
  requestProviderTrip(store, {
    metadata: meta(),
    orderId,
    provider,
    pickup: restaurant,
    dropoffOf: async () => customerHome,
    couriers,
  });
const hook = (providerTripId: string, status: CourierDeliveryStatus, providers = ['SNAPP_BOX']) =>
  applyCourierStatus(store, {
    providers: providers as ProviderName[],
    providerTripId,
    status,
    now: '2025-03-21T08:40:00.000Z',
    ...(status === 'ASSIGNED' ? { biker: { id: 'sb-7', name: 'رضا', phone: '09120001111' } } : {}),
  });
const orderStatus = async (orderId: string) =>
  (await loadState(store, orderAggregate, orderStreamName(vendorId, orderId), vendorId)).state
    .status;
const eventCount = async () => (await store.readAll(undefined, 10_000)).length;

describe('requestProviderTrip', () => {
  it('asks the provider, then initiates and requests the trip with its delivery id and fee', async () => {
    await orderAt('o-1', 'READYTOSHIPMENT');
    const outcome = await request('o-1');
    expect(outcome).toMatchObject({ tripId: 'o-1~1', providerTripId: 'P-o-1~1' });
    expect(outcome.events.map((e) => e.type)).toEqual(['TripInitiated', 'TripRequested']);
    expect(outcome.events[1]).toMatchObject({ data: { fee: 450_000 } });
    // Asking the same provider again is the same request: the provider is not asked twice.
    expect(await request('o-1')).toMatchObject({ tripId: 'o-1~1', events: [] });
    expect(asked).toEqual(['SNAPP_BOX:o-1~1']);
  });

  it('refuses, appending nothing and asking no provider', async () => {
    await orderAt('salon', 'READYTOSERVE', 'SERVE');
    await orderAt('cooking', 'CONFIRMED');
    await orderAt('o-1', 'READYTOSHIPMENT');
    await request('o-1');
    const before = await eventCount();
    const refusals: [string, ProviderName, string][] = [
      ['salon', 'MIARE', 'ORDER_HAS_TO_HAVE_DELIVER_METHOD'],
      ['cooking', 'MIARE', 'ORDER_NOT_READY_FOR_SHIPMENT'],
      ['o-1', 'MIARE', 'ORDER_HAS_ACTIVE_TRIP'],
      ['missing', 'MIARE', 'ORDER_NOT_FOUND'],
    ];
    for (const [orderId, provider, code] of refusals)
      await expect(request(orderId, provider), orderId).rejects.toMatchObject({ code });
    expect(await eventCount()).toBe(before);
    expect(asked).toEqual(['SNAPP_BOX:o-1~1']);
  });

  it('two requests racing for one order: one trip, and the loser’s delivery is canceled', async () => {
    await orderAt('o-1', 'READYTOSHIPMENT');
    // Both are at the provider before either initiates the trip (a dispatcher's click racing the
    // auto-request): each gets a delivery of its own.
    let calls = 0;
    let release!: () => void;
    const bothAsked = new Promise<void>((resolve) => (release = resolve));
    const racing: CourierPort = {
      async request(_provider, trip) {
        const id = `P-${trip.tripId}-${++calls}`;
        if (calls === 2) release();
        await bothAsked;
        return { providerTripId: id };
      },
      cancel: couriers.cancel,
    };
    const race = () =>
      requestProviderTrip(store, {
        metadata: meta(),
        orderId: 'o-1',
        provider: 'SNAPP_BOX',
        pickup: restaurant,
        dropoffOf: async () => customerHome,
        couriers: racing,
      });
    const results = await Promise.allSettled([race(), race()]);
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { code: 'ORDER_HAS_ACTIVE_TRIP' },
    });
    const winner = (won[0] as PromiseFulfilledResult<{ providerTripId: string }>).value;
    const loser = winner.providerTripId.endsWith('-1') ? 'P-o-1~1-2' : 'P-o-1~1-1';
    expect(canceled).toEqual([`SNAPP_BOX:${loser}`]);
  });

  it('a provider that refuses leaves nothing behind', async () => {
    await orderAt('o-1', 'READYTOSHIPMENT');
    const before = await eventCount();
    refuse = new Error('provider down');
    await expect(request('o-1')).rejects.toThrow('provider down');
    expect(await eventCount()).toBe(before);
  });
});

describe('applyCourierStatus', () => {
  beforeEach(async () => {
    await orderAt('o-1', 'READYTOSHIPMENT');
    await request('o-1');
  });

  it('walks the trip to DELIVERED; the order follows', async () => {
    expect(await hook('P-o-1~1', 'ASSIGNED')).toMatchObject({
      result: 'APPLIED',
      tripStatus: 'BIKERASSIGNED',
    });
    await hook('P-o-1~1', 'ACCEPTED');
    await hook('P-o-1~1', 'ATRESTAURANT');
    expect(await hook('P-o-1~1', 'PICKED_UP')).toMatchObject({
      tripStatus: 'PICKEDUP',
      orderMoves: ['DELIVERING'],
    });
    expect(await hook('P-o-1~1', 'DELIVERED')).toMatchObject({
      tripStatus: 'DELIVERED',
      orderMoves: ['DELIVERED'],
    });
    expect(await orderStatus('o-1')).toBe('DELIVERED');
  });

  it('a repeat is a duplicate, a late status changes nothing, an impossible one is refused', async () => {
    await hook('P-o-1~1', 'ASSIGNED');
    await hook('P-o-1~1', 'PICKED_UP');
    const before = await eventCount();
    expect(await hook('P-o-1~1', 'PICKED_UP')).toMatchObject({ result: 'DUPLICATE' });
    expect(await hook('P-o-1~1', 'ACCEPTED')).toMatchObject({
      result: 'LATE',
      tripStatus: 'PICKEDUP',
    });
    expect(await hook('P-o-1~1', 'ACK')).toMatchObject({ result: 'ACKNOWLEDGED' });
    await expect(hook('P-o-1~1', 'TIMED_OUT')).rejects.toMatchObject({
      code: 'INVALID_TRIP_STATE',
    });
    expect(await eventCount()).toBe(before);
  });

  it('an unknown delivery, or another provider’s, is TRIP_NOT_FOUND', async () => {
    await expect(hook('nope', 'ASSIGNED')).rejects.toMatchObject({ code: 'TRIP_NOT_FOUND' });
    await expect(hook('P-o-1~1', 'ASSIGNED', ['MIARE'])).rejects.toMatchObject({
      code: 'TRIP_NOT_FOUND',
    });
  });

  it('a provider cancel or timeout leaves the order ready to ship, and a new trip can be asked', async () => {
    expect(await hook('P-o-1~1', 'TIMED_OUT')).toMatchObject({ tripStatus: 'TIMEOUT' });
    expect(await orderStatus('o-1')).toBe('READYTOSHIPMENT');
    const again = await request('o-1', 'MIARE');
    expect(again.tripId).toBe('o-1~2');
    expect(again.events[0]).toMatchObject({ data: { previousTripId: 'o-1~1' } });
    expect(await hook('P-o-1~2', 'CANCELED_BY_PROVIDER', ['MIARE'])).toMatchObject({
      tripStatus: 'CANCELED',
    });
    // After pickup a provider's cancel interrupts the trip instead.
    await request('o-1', 'MIARE');
    await hook('P-o-1~3', 'PICKED_UP', ['MIARE']);
    expect(await hook('P-o-1~3', 'CANCELED_BY_PROVIDER', ['MIARE'])).toMatchObject({
      tripStatus: 'INTERRUPTED',
    });
  });
});

describe('cancelOrderTrip', () => {
  it('cancels at the provider, then ours; after pickup it is refused and the provider not asked', async () => {
    await orderAt('o-1', 'READYTOSHIPMENT');
    await request('o-1');
    const outcome = await cancelOrderTrip(store, { metadata: meta(), orderId: 'o-1', couriers });
    expect(outcome).toMatchObject({ tripStatus: 'CANCELED' });
    expect(canceled).toEqual(['SNAPP_BOX:P-o-1~1']);
    // The provider echoing our cancel is late.
    expect(await hook('P-o-1~1', 'CANCELED_BY_US')).toMatchObject({ result: 'LATE' });
    await request('o-1');
    await hook('P-o-1~2', 'PICKED_UP');
    await expect(
      cancelOrderTrip(store, { metadata: meta(), orderId: 'o-1', couriers }),
    ).rejects.toMatchObject({ code: 'INVALID_TRIP_STATE' });
    expect(canceled).toHaveLength(1);
  });
});
