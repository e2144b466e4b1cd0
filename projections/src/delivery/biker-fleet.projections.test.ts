// The courier tracker and the biker days, folded by their pure evolve through every key an event
// names (as the runner does): the tracker follows the latest trip and its shared position; a
// biker's day counts trips, deliveries, cancels, delivery costs and minutes. Twice is once.
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@sofre/engine';
import { BikerLocationShared, BikerTookTrip, BikerTripEnded } from '@sofre/engine/bikers';
import { TripBikerAssigned, TripCanceled, TripInitiated, TripPickedUp } from '@sofre/engine/trips';
import type { PositionedRow, Projection, ProjectedEvent } from '../projection.ts';
import { EventLog, VENDOR } from '../testing/event-log.fixtures.ts';
import { projectInMemory } from '../testing/project-in-memory.ts';
import { bikerDayKey, bikerDaysProjection } from './biker-days.projection.ts';
import { courierTrackerKey, courierTrackerProjection } from './courier-tracker.projection.ts';

let position = 0;
const at =
  (instant: string) =>
  <E extends DomainEvent>(event: E): ProjectedEvent<E> =>
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
        occurredAt: instant,
        version: 1,
      },
    }) as ProjectedEvent<E>;

/** Runs events through a projection as the runner does; each event is applied twice. */
function run<Row extends PositionedRow>(
  projection: Projection<Row, never>,
  events: readonly ProjectedEvent[],
): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const event of [...events, ...events]) {
    for (const id of projection.keysOf(event as never)) {
      const read = (key: string) => rows.get(key);
      const document = () => {
        throw new Error('the fleet reads no order document');
      };
      const next = projection.evolve(rows.get(id), event as never, { id, read, document });
      if (next === undefined) rows.delete(id);
      else rows.set(id, next);
    }
  }
  return rows;
}

const here = { title: 'منزل', address: 'سعادت‌آباد', latitude: 35.78, longitude: 51.37 };
const biker = { id: 'ali', name: 'علی', phone: '09121111111' };
const initiated = (tripId: string) =>
  TripInitiated({ tripId, orderId: 'o1', provider: 'OWN_FLEET', pickup: here, dropoff: here });
const shared = (tripId: string, latitude: number) =>
  BikerLocationShared({
    bikerId: 'ali',
    tripId,
    orderId: 'o1',
    latitude,
    longitude: 51.4,
    at: '2025-03-21T08:40:00.000Z',
  });

describe('courier-tracker read model', () => {
  const t = at('2025-03-21T08:30:00.000Z');
  it('follows the latest trip: its courier, status and last shared position', () => {
    const rows = run(courierTrackerProjection as never, [
      t(initiated('o1~1')),
      t(TripBikerAssigned({ tripId: 'o1~1', biker })),
      t(shared('o1~1', 35.7)),
      t(TripPickedUp({ tripId: 'o1~1' })),
      t(shared('o1~1', 35.71)),
    ]);
    expect(rows.get(courierTrackerKey('v1', 'o1'))).toMatchObject({
      orderId: 'o1',
      status: 'PICKEDUP',
      courier: { name: 'علی', phone: '09121111111' },
      location: { latitude: 35.71, longitude: 51.4, accuracy: null },
      destination: { latitude: 35.78, longitude: 51.37 },
    });
  });

  it('starts over on a new trip and ignores the old trip’s late position', () => {
    const rows = run(courierTrackerProjection as never, [
      t(initiated('o1~1')),
      t(TripBikerAssigned({ tripId: 'o1~1', biker })),
      t(shared('o1~1', 35.7)),
      t(TripCanceled({ tripId: 'o1~1', by: 'US' })),
      t(initiated('o1~2')),
      t(shared('o1~1', 35.9)),
    ]);
    expect(rows.get(courierTrackerKey('v1', 'o1'))).toMatchObject({
      tripId: 'o1~2',
      status: 'INITIATED',
      courier: null,
      location: null,
    });
  });
});

describe('biker-days read model', () => {
  it('counts trips the day taken, ends with minutes and delivery costs the day ended', () => {
    const log = new EventLog();
    const trip = (event: DomainEvent, instant: string) =>
      log.append(event, { vendorId: VENDOR, at: instant, stream: 'biker-ali' });
    log
      .order('o1')
      .submit(
        { deliveryType: 'DELIVER', addressId: 'address-1', deliveryCost: 300_000 },
        '2025-03-21T20:00:00.000Z',
      );
    // 23:50 Tehran on the 21st (20:20 UTC) to 00:20 on the 22nd: two Tehran days.
    trip(
      BikerTookTrip({ bikerId: 'ali', tripId: 'o1~1', orderId: 'o1' }),
      '2025-03-21T20:20:00.000Z',
    );
    trip(
      BikerTripEnded({ bikerId: 'ali', tripId: 'o1~1', outcome: 'DELIVERED' }),
      '2025-03-21T20:50:00.000Z',
    );
    trip(
      BikerTookTrip({ bikerId: 'ali', tripId: 'o2~1', orderId: 'o2' }),
      '2025-03-21T21:00:00.000Z',
    );
    trip(
      BikerTripEnded({ bikerId: 'ali', tripId: 'o2~1', outcome: 'CANCELED' }),
      '2025-03-21T21:10:00.000Z',
    );
    const documents = new Map();
    const once = projectInMemory(bikerDaysProjection, log.events, new Map(), documents);
    // Twice is once: the document and the days as they stand.
    const rows = projectInMemory(bikerDaysProjection, log.events, new Map(once), documents);
    expect(rows).toEqual(once);
    expect(rows.get(bikerDayKey(VENDOR, '2025-03-21', 'ali'))).toMatchObject({
      trips: 1,
      delivered: 0,
      ended: 0,
    });
    expect(rows.get(bikerDayKey(VENDOR, '2025-03-22', 'ali'))).toMatchObject({
      trips: 1,
      delivered: 1,
      cancelled: 1,
      deliveryFees: 300_000,
      minutes: 40,
      ended: 2,
    });
    expect([...rows.keys()].some((k) => k.includes(':fee:'))).toBe(false);
  });
});
