// Courier orders (DELIVER, ZFEXPRESS) as dispatch and the biker see them (DeliveryOrderView): the
// order's status, whom to call, and its trips with each trip's status timeline. Trip events find
// their order through the trip's id (engine delivery/trip-of-order.ts). Indexed by where the order
// stands for dispatch: WAITING (in the kitchen), UNASSIGNED (ready to ship, no courier on a trip),
// ON_TRIP, DONE.
import type { DeliveryOrderView, DeliveryTripView } from '@sofre/engine/contracts';
import { orderIdOfTrip } from '@sofre/engine/delivery';
import { orderEvents, type OrderEvent } from '@sofre/engine/orders';
import { tripEvents, type TripEvent } from '@sofre/engine/trips';
import { eventCodec, type TripStatus } from '@sofre/engine';
import { defineProjection, type ProjectedEvent } from '../projection.ts';
import { utcInstant } from '../tehran-day.ts';
import { statusAfter } from '../orders/order-projection.events.ts';

export interface DeliveryOrderRow extends DeliveryOrderView {
  readonly vendorId: string;
  readonly position: string;
}

export type DispatchState = 'WAITING' | 'UNASSIGNED' | 'ON_TRIP' | 'DONE';
type DeliveryEvent = OrderEvent | TripEvent;

export const deliveryOrderKey = (vendorId: string, orderId: string) =>
  `delivery-order:${vendorId}:${orderId}`;

const FINAL_TRIP: readonly TripStatus[] = ['DELIVERED', 'CANCELED', 'TIMEOUT', 'INTERRUPTED'];
const tripEventTypes = new Set<string>(tripEvents.map((e) => e.type));
const isTripEvent = (event: ProjectedEvent<DeliveryEvent>): event is ProjectedEvent<TripEvent> =>
  tripEventTypes.has(event.type);

export function dispatchStateOf(row: DeliveryOrderView): DispatchState {
  const onTrip = row.trip !== null && !FINAL_TRIP.includes(row.trip.status);
  if (row.status === 'READYTOSHIPMENT') return onTrip ? 'ON_TRIP' : 'UNASSIGNED';
  if (row.status === 'DELIVERING') return 'ON_TRIP';
  const before = ['SUBMITTED', 'PAID', 'CONFIRMED', 'NEEDFORCALL'];
  return before.includes(row.status) ? 'WAITING' : 'DONE';
}

const tripStatusOf: Record<Exclude<TripEvent['type'], 'TripInitiated'>, TripStatus> = {
  TripRequested: 'TRIPREQUESTED',
  TripBikerAssigned: 'BIKERASSIGNED',
  TripBatchAssigned: 'BATCHASSIGNED',
  TripBikerAccepted: 'BIKERACCEPTED',
  TripBikerAtSource: 'ATSOURCE',
  TripPickedUp: 'PICKEDUP',
  TripBikerAtDestination: 'ATDESTINATION',
  TripDelivered: 'DELIVERED',
  TripCanceled: 'CANCELED',
  TripTimedOut: 'TIMEOUT',
  TripInterrupted: 'INTERRUPTED',
};

function withTrip(row: DeliveryOrderRow, event: ProjectedEvent<TripEvent>, at: string) {
  if (event.type === 'TripInitiated') {
    const { tripId, provider, dropoff } = event.data;
    const trip: DeliveryTripView = {
      tripId,
      provider,
      status: 'INITIATED',
      biker: null,
      timeline: [{ status: 'INITIATED', at }],
    };
    const { title, address: text, latitude, longitude } = dropoff;
    return {
      trips: [...row.trips, trip],
      trip,
      address: { title, text, latitude, longitude },
    };
  }
  const status = tripStatusOf[event.type];
  const trips = row.trips.map((t) => {
    if (t.tripId !== event.data.tripId) return t;
    const biker = 'biker' in event.data && event.data.biker ? event.data.biker : t.biker;
    return { ...t, status, biker, timeline: [...t.timeline, { status, at }] };
  });
  return { trips, trip: trips.at(-1) ?? null };
}

export function evolveDeliveryOrder(
  row: DeliveryOrderRow | undefined,
  event: ProjectedEvent<DeliveryEvent>,
): DeliveryOrderRow | undefined {
  const at = utcInstant(event.metadata.occurredAt);
  if (event.type === 'OrderSubmitted') {
    const d = event.data;
    if (d.deliveryType !== 'DELIVER' && d.deliveryType !== 'ZFEXPRESS') return undefined;
    return {
      orderId: d.orderId,
      vendorId: event.metadata.vendorId,
      status: 'SUBMITTED',
      customerName: d.customer?.name ?? null,
      customerPhone: d.customer?.phone ?? null,
      addressId: d.addressId ?? null,
      address: null,
      finalPrice: d.price.finalPrice,
      trip: null,
      trips: [],
      submittedAt: at,
      updatedAt: at,
      position: event.position,
    };
  }
  // Not a courier order (or a trip of one this read model never saw submitted).
  if (!row) return undefined;
  const changes = isTripEvent(event)
    ? withTrip(row, event, at)
    : {
        status: statusAfter(event, row.status),
        ...('price' in event.data ? { finalPrice: event.data.price.finalPrice } : {}),
      };
  return { ...row, ...changes, updatedAt: at, position: event.position };
}

export const deliveryOrdersProjection = defineProjection<DeliveryOrderRow, DeliveryEvent>({
  name: 'delivery-orders',
  version: 1,
  codec: eventCodec([...orderEvents, ...tripEvents]),
  eventTypes: [...orderEvents, ...tripEvents].map((e) => e.type),
  keysOf: (event) => {
    const orderId = 'orderId' in event.data ? event.data.orderId : orderIdOfTrip(event.data.tripId);
    return [deliveryOrderKey(event.metadata.vendorId, orderId)];
  },
  evolve: (row, event) => evolveDeliveryOrder(row, event),
  index: (row) => ({
    vendorId: row.vendorId,
    status: dispatchStateOf(row),
    sortAt: row.submittedAt,
  }),
});

/** The row as the API shows it. */
export const deliveryOrderView = ({
  vendorId: _v,
  position: _p,
  ...view
}: DeliveryOrderRow): DeliveryOrderView => view;
