// The courier of each courier order as its customer follows it (CourierTrackerView): the latest
// trip's status and courier, and the last position the courier app shared on that trip. A new trip
// (after a cancel) starts over without a position; a position shared on an earlier trip is
// ignored. Changes go out on the live topic `courier-tracker:<orderId>` (queries/topics.ts).
import type { CourierTrackerView } from '@sofre/engine/contracts';
import { eventCodec } from '@sofre/engine';
import { BikerLocationShared, type BikerEvent } from '@sofre/engine/bikers';
import { orderIdOfTrip } from '@sofre/engine/delivery';
import { tripEvents, type TripEvent } from '@sofre/engine/trips';
import { defineProjection, type ProjectedEvent } from '../projection.ts';
import { utcInstant } from '../tehran-day.ts';
import { tripStatusOf } from './delivery-orders.projection.ts';

export interface CourierTrackerRow extends CourierTrackerView {
  readonly vendorId: string;
}

type LocationShared = Extract<BikerEvent, { type: 'BikerLocationShared' }>;
type CourierEvent = TripEvent | LocationShared;

/** Vendor ids never hold ':', so the order id is everything after the first one. */
export const courierTrackerKey = (vendorId: string, orderId: string) => `${vendorId}:${orderId}`;
export const orderIdOfCourierKey = (key: string) => key.slice(key.indexOf(':') + 1);

const orderIdOf = (event: CourierEvent) =>
  event.type === 'BikerLocationShared' ? event.data.orderId : orderIdOfTrip(event.data.tripId);

function withTripEvent(
  row: CourierTrackerRow | undefined,
  event: ProjectedEvent<TripEvent>,
  at: string,
): CourierTrackerRow | undefined {
  if (event.type === 'TripInitiated') {
    const { tripId, orderId, provider, dropoff } = event.data;
    const { latitude, longitude } = dropoff;
    return {
      ...{ orderId, tripId, provider, status: 'INITIATED', courier: null, location: null },
      destination: { latitude, longitude },
      vendorId: event.metadata.vendorId,
      updatedAt: at,
      position: event.position,
    };
  }
  // A late event of an earlier trip of the order says nothing of the current one.
  if (!row || row.tripId !== event.data.tripId) return row;
  const biker = 'biker' in event.data ? event.data.biker : undefined;
  const courier = biker ? { name: biker.name, phone: biker.phone } : row.courier;
  const status = tripStatusOf[event.type];
  return { ...row, status, courier, updatedAt: at, position: event.position };
}

export function evolveCourierTracker(
  row: CourierTrackerRow | undefined,
  event: ProjectedEvent<CourierEvent>,
): CourierTrackerRow | undefined {
  const at = utcInstant(event.metadata.occurredAt);
  if (event.type !== 'BikerLocationShared') return withTripEvent(row, event, at);
  if (!row || row.tripId !== event.data.tripId) return row;
  const { latitude, longitude, accuracy } = event.data;
  const location = { latitude, longitude, accuracy: accuracy ?? null, at: event.data.at };
  return { ...row, location, updatedAt: at, position: event.position };
}

export const courierTrackerProjection = defineProjection<CourierTrackerRow, CourierEvent>({
  name: 'courier-tracker',
  version: 1,
  codec: eventCodec([...tripEvents, BikerLocationShared]),
  eventTypes: [...tripEvents.map((e) => e.type), BikerLocationShared.type],
  keysOf: (event) => [courierTrackerKey(event.metadata.vendorId, orderIdOf(event))],
  evolve: (row, event) => evolveCourierTracker(row, event),
  index: (row) => ({ vendorId: row.vendorId, status: row.status, sortAt: row.updatedAt }),
});

/** The row as the API shows it. */
export const courierTrackerView = ({ vendorId: _v, ...view }: CourierTrackerRow) =>
  view satisfies CourierTrackerView;
