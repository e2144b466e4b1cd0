// The bikers and delivery-orders read models, folded by their pure evolve: availability follows
// shift and trip; a courier order's trips keep their status timeline and its dispatch state says
// whether it waits for a courier. Applying an event twice changes nothing.
import { describe, expect, it } from 'vitest';
import {
  BikerCreated,
  BikerShiftStarted,
  BikerTookTrip,
  BikerTripEnded,
  type BikerEvent,
} from '@sofre/engine/bikers';
import type { DomainEvent } from '@sofre/engine';
import {
  TripBikerAssigned,
  TripCanceled,
  TripInitiated,
  TripPickedUp,
  TripRequested,
} from '@sofre/engine/trips';
import type { ProjectedEvent } from '../projection.ts';
import { projectInMemory } from '../testing/project-in-memory.ts';
import { bikersProjection, type BikerRow } from './bikers.projection.ts';
import {
  deliveryOrdersProjection,
  dispatchStateOf,
  type DeliveryOrderRow,
} from './delivery-orders.projection.ts';

let position = 0;
const projected = <E extends DomainEvent>(event: E): ProjectedEvent<E> =>
  ({
    ...event,
    stream: 's',
    position: String(++position).padStart(20, '0'),
    metadata: {
      vendorId: 'v1',
      actor: { userId: 'owner', kind: 'STAFF' },
      commandId: 'c',
      correlationId: 'c',
      causationId: 'c',
      occurredAt: '2025-03-21T08:30:00.000Z',
      version: 1,
    },
  }) as ProjectedEvent<E>;

function fold<Row extends { position: string }>(
  projection: { evolve: (row: Row | undefined, e: never, ctx: never) => Row | undefined },
  events: readonly DomainEvent[],
): Row | undefined {
  const context = { id: 'x', read: () => undefined } as never;
  return events.reduce<Row | undefined>((row, e) => {
    const p = projected(e) as never;
    const once = projection.evolve(row, p, context);
    // The same event again changes nothing.
    expect(projection.evolve(once, p, context)).toEqual(once);
    return once;
  }, undefined);
}

describe('bikers read model', () => {
  const bikerId = 'ali';
  const created = BikerCreated({ bikerId, name: 'علی', phone: '09121111111', active: true });
  const took = BikerTookTrip({ bikerId, tripId: 'o1~1', orderId: 'o1' });
  const bikers = (events: BikerEvent[]) => fold<BikerRow>(bikersProjection as never, events);

  it('is OFF_SHIFT, FREE, ON_TRIP, then FREE again', () => {
    expect(bikers([created])).toMatchObject({ availability: 'OFF_SHIFT', currentTrip: null });
    const onShift = BikerShiftStarted({ bikerId });
    expect(bikers([created, onShift])).toMatchObject({ availability: 'FREE' });
    expect(bikers([created, onShift, took])).toMatchObject({
      availability: 'ON_TRIP',
      currentTrip: { tripId: 'o1~1', orderId: 'o1' },
      orderIds: ['o1'],
    });
    const ended = BikerTripEnded({ bikerId, tripId: 'o1~1', outcome: 'DELIVERED' });
    expect(bikers([created, onShift, took, ended])).toMatchObject({
      availability: 'FREE',
      currentTrip: null,
      orderIds: ['o1'],
    });
  });
});

describe('delivery-orders read model', () => {
  const here = { title: 'منزل', address: 'سعادت‌آباد', latitude: 35.78, longitude: 51.37 };
  const tripId = 'o1~1';
  const initiated = TripInitiated({
    tripId,
    orderId: 'o1',
    provider: 'OWN_FLEET',
    pickup: here,
    dropoff: here,
  });
  const biker = { id: 'ali', name: 'علی', phone: '09121111111' };
  const base: DeliveryOrderRow = {
    orderId: 'o1',
    vendorId: 'v1',
    status: 'READYTOSHIPMENT',
    customerName: null,
    customerPhone: null,
    addressId: 'a1',
    address: null,
    finalPrice: 1,
    lines: [],
    trip: null,
    trips: [],
    submittedAt: '2025-03-21T08:00:00.000Z',
    updatedAt: '2025-03-21T08:00:00.000Z',
    position: '0',
  };
  // Trip events only: they read no order document.
  const context = { id: 'delivery-order:v1:o1', read: () => undefined } as never;
  const evolve = (events: DomainEvent[]) =>
    events.reduce<DeliveryOrderRow | undefined>(
      (row, e) =>
        deliveryOrdersProjection.evolve(row, projected(e) as never, context) as DeliveryOrderRow,
      base,
    )!;

  it('keeps each trip’s timeline and finds the order of a trip event by the trip id', () => {
    const row = evolve([
      initiated,
      TripRequested({ tripId }),
      TripBikerAssigned({ tripId, biker }),
      TripPickedUp({ tripId }),
    ]);
    expect(deliveryOrdersProjection.keysOf(projected(TripPickedUp({ tripId })) as never)).toEqual([
      'delivery-order:v1:o1',
    ]);
    expect(row.trip).toMatchObject({ status: 'PICKEDUP', biker });
    expect(row.trip!.timeline.map((s) => s.status)).toEqual([
      'INITIATED',
      'TRIPREQUESTED',
      'BIKERASSIGNED',
      'PICKEDUP',
    ]);
    expect(row.address).toMatchObject({ text: 'سعادت‌آباد', latitude: 35.78 });
  });

  it('is UNASSIGNED when ready with no live trip, ON_TRIP with one', () => {
    expect(dispatchStateOf(base)).toBe('UNASSIGNED');
    const onTrip = evolve([initiated, TripRequested({ tripId })]);
    expect(dispatchStateOf(onTrip)).toBe('ON_TRIP');
    const canceled = evolve([initiated, TripCanceled({ tripId, by: 'US' })]);
    expect(dispatchStateOf(canceled)).toBe('UNASSIGNED');
    expect(dispatchStateOf({ ...base, status: 'CONFIRMED' })).toBe('WAITING');
    expect(dispatchStateOf({ ...base, status: 'DELIVERED' })).toBe('DONE');
  });

  it('numbers a courier order by the day’s orders, counting the other orders too', () => {
    const submitted = (orderId: string, deliveryType: string) =>
      projected({
        type: 'OrderSubmitted',
        data: { orderId, deliveryType, lines: [], price: { finalPrice: 1 } },
      } as DomainEvent);
    const rows = projectInMemory(deliveryOrdersProjection, [
      submitted('salon', 'SERVE'),
      submitted('o2', 'DELIVER'),
    ]) as Map<string, unknown>;
    expect(rows.get('delivery-order:v1:salon')).toBeUndefined();
    expect(rows.get('delivery-order:v1:o2')).toMatchObject({ orderId: 'o2', number: 2 });
  });
});

describe('delivery-orders read model: where an order goes', () => {
  const square = (west: number, south: number, size: number) => [
    [west, south],
    [west + size, south],
    [west + size, south + size],
    [west, south + size],
    [west, south],
  ];
  const zone = (id: string, name: string, price: number, polygon: number[][]) =>
    ({
      type: 'DeliveryZoneCreated',
      data: { id, fields: { vendorsProperName: name, price, enabled: true, polygon } },
    }) as DomainEvent;
  const address = (addressId: string, location: { latitude: number; longitude: number } | null) =>
    ({
      type: 'CustomerAddressAdded',
      data: {
        customerId: 'c1',
        addressId,
        title: 'خانه',
        text: 'ونک، خیابان ملاصدرا',
        details: 'پلاک ۱۲',
        location,
        offline: location === null,
      },
    }) as DomainEvent;
  const submitted = (orderId: string, addressId: string) =>
    ({
      type: 'OrderSubmitted',
      data: { orderId, deliveryType: 'DELIVER', addressId, lines: [], price: { finalPrice: 1 } },
    }) as DomainEvent;
  /** The events through keysOf and evolve, as the runner applies them (twice: nothing more). */
  function run(events: readonly DomainEvent[]) {
    const once = events.map((e) => projected(e));
    const rows = projectInMemory(deliveryOrdersProjection, [...once, ...once]);
    return (orderId: string) => rows.get(`delivery-order:v1:${orderId}`) as DeliveryOrderRow;
  }
  const vanak = { latitude: 35.76, longitude: 51.41 };

  it('takes the address and its zone when the order is submitted, before any trip', () => {
    const order = run([
      zone('north', 'شمال', 400_000, square(51.3, 35.7, 0.2)),
      zone('wide', 'حومه', 600_000, square(51.0, 35.3, 1)),
      address('a1', vanak),
      submitted('o1', 'a1'),
    ]);
    expect(order('o1')).toMatchObject({
      address: { title: 'خانه', text: 'ونک، خیابان ملاصدرا، پلاک ۱۲', ...vanak },
      zone: { id: 'north', name: 'شمال' },
    });
  });

  it('keeps the customer’s words and staff’s note the order was taken with', () => {
    const withNotes = {
      type: 'OrderSubmitted',
      data: {
        orderId: 'o1',
        deliveryType: 'DELIVER',
        customer: { name: 'سارا', phone: '09121000001' },
        description: 'بدون پیاز',
        note: 'زنگ دوم',
        lines: [],
        price: { finalPrice: 1 },
      },
    } as DomainEvent;
    expect(run([withNotes])('o1')).toMatchObject({
      customerName: 'سارا',
      customerPhone: '09121000001',
      description: 'بدون پیاز',
      note: 'زنگ دوم',
    });
    expect(run([submitted('o2', 'a1')])('o2')).not.toHaveProperty('note');
  });

  it('lists the lines the courier carries, as the order is now', () => {
    const line = (title: string, count: number, toppings: object[] = []) => ({
      title,
      count,
      orderItemToppings: toppings,
    });
    const taken = {
      type: 'OrderSubmitted',
      data: {
        orderId: 'o1',
        deliveryType: 'DELIVER',
        lines: [line('کباب', 2, [{ title: 'ریحان', count: 1 }]), line('دوغ', 1)],
        price: { finalPrice: 1 },
      },
    } as DomainEvent;
    const edited = {
      type: 'OrderEdited',
      data: { orderId: 'o1', lines: [line('کباب', 3)], price: { finalPrice: 2 } },
    } as DomainEvent;
    expect(run([taken])('o1').lines).toEqual([
      { title: 'کباب', count: 2, toppings: [{ title: 'ریحان', count: 1 }] },
      { title: 'دوغ', count: 1, toppings: [] },
    ]);
    expect(run([taken, edited])('o1').lines).toEqual([{ title: 'کباب', count: 3, toppings: [] }]);
  });

  it('has no address while it is not on the map, and no zone outside every zone', () => {
    const order = run([
      zone('north', 'شمال', 400_000, square(51.3, 35.7, 0.2)),
      address('offline', null),
      address('far', { latitude: 36.5, longitude: 52.5 }),
      submitted('o1', 'offline'),
      submitted('o2', 'far'),
    ]);
    expect(order('o1')).toMatchObject({ address: null, zone: null });
    expect(order('o2')).toMatchObject({ address: { latitude: 36.5 }, zone: null });
  });

  it('keeps the words of an address taken without a map point (a phone order’s)', () => {
    const order = run([address('offline', null), submitted('o1', 'offline')]);
    expect(order('o1')).toMatchObject({
      address: null,
      unlocatedAddress: { title: 'خانه', text: 'ونک، خیابان ملاصدرا، پلاک ۱۲' },
    });
  });

  it('takes an order sent by courier after it was taken, with the address it is sent to', () => {
    const pickup = {
      type: 'OrderSubmitted',
      data: { orderId: 'o1', deliveryType: 'PICKUP', lines: [], price: { finalPrice: 1 } },
    } as DomainEvent;
    const byCourier = {
      type: 'OrderDeliveryMethodChanged',
      data: { orderId: 'o1', deliveryType: 'DELIVER', addressId: 'a1', price: { finalPrice: 2 } },
    } as DomainEvent;
    expect(run([address('a1', vanak), pickup])('o1')).toBeUndefined();
    expect(run([address('a1', vanak), pickup, byCourier])('o1')).toMatchObject({
      finalPrice: 2,
      address: { text: 'ونک، خیابان ملاصدرا، پلاک ۱۲', ...vanak },
    });
  });

  it('keeps the address it was taken with; a trip then carries the address it was sent to', () => {
    const tripId = 'o1~1';
    const dropoff = { title: 'خانه', address: 'ونک (مسیر پیک)', ...vanak };
    const order = run([
      address('a1', vanak),
      submitted('o1', 'a1'),
      { ...address('a1', null), type: 'CustomerAddressEdited' } as DomainEvent,
      TripInitiated({ tripId, orderId: 'o1', provider: 'SNAPP_BOX', pickup: dropoff, dropoff }),
    ]);
    expect(order('o1').address).toMatchObject({ text: 'ونک (مسیر پیک)', ...vanak });
    expect(order('o1').zone).toBeNull();
  });
});
