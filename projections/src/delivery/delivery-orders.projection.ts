// Courier orders (DELIVER, ZFEXPRESS) as dispatch and the biker see them (DeliveryOrderView): the
// order's status, whom to call, and its trips with each trip's status timeline. Trip events find
// their order through the trip's id (engine delivery/trip-of-order.ts). Indexed by where the order
// stands for dispatch: WAITING (in the kitchen), UNASSIGNED (ready to ship, no courier on a trip),
// ON_TRIP, DONE. The address and zone an order goes to come from the customer's and the zone
// events (order-places.ts), taken when the order is submitted.
import type { DeliveryOrderView, DeliveryTripView } from '@sofre/engine/contracts';
import { orderIdOfTrip } from '@sofre/engine/delivery';
import { orderEvents, type OrderEvent } from '@sofre/engine/orders';
import type { OrderLine } from '@sofre/engine/pricing';
import { tripEvents, type TripEvent } from '@sofre/engine/trips';
import { eventCodec, type TripStatus } from '@sofre/engine';
import { defineProjection, type ProjectedEvent } from '../projection.ts';
import { utcInstant } from '../tehran-day.ts';
import { orderNumberOf, readsOrderNumber } from '../orders/order-number.reads.ts';
import { statusAfter } from '../orders/order-projection.events.ts';
import {
  evolveOrderPlace,
  isPlaceEvent,
  isPlaceRow,
  orderAddressKey,
  placeEventDefinitions,
  placeEventTypes,
  placeKeyOf,
  placeOfOrder,
  zonesKey,
  type OrderPlaceRow,
  type PlaceEvent,
} from './order-places.ts';

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

/** The trip status each trip event (but the first) leaves the trip in. */
export const tripStatusOf: Record<Exclude<TripEvent['type'], 'TripInitiated'>, TripStatus> = {
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

/** The lines as the courier reads them: what, how many, with what. */
const carriedLines = (lines: readonly OrderLine[]): NonNullable<DeliveryOrderView['lines']> =>
  lines.map((line) => ({
    title: line.title,
    count: line.count,
    toppings: line.orderItemToppings.map((t) => ({ title: t.title, count: t.count })),
  }));

/** What an order event reads from the other rows: its number of the day, where it goes. */
export interface OrderLookups {
  /** The order's number of the day, for its submission (order-number.reads.ts). */
  readonly number?: number;
  /** The address and zone of the order's addressId (order-places.ts). */
  readonly place?: Pick<DeliveryOrderView, 'address' | 'zone' | 'unlocatedAddress'>;
}

export function evolveDeliveryOrder(
  row: DeliveryOrderRow | undefined,
  event: ProjectedEvent<DeliveryEvent>,
  { number, place }: OrderLookups = {},
): DeliveryOrderRow | undefined {
  const at = utcInstant(event.metadata.occurredAt);
  if (event.type === 'OrderSubmitted') {
    const d = event.data;
    if (!byCourier(d.deliveryType)) return undefined;
    return {
      orderId: d.orderId,
      ...(number === undefined ? {} : { number }),
      vendorId: event.metadata.vendorId,
      status: 'SUBMITTED',
      customerName: d.customer?.name ?? null,
      customerPhone: d.customer?.phone ?? null,
      addressId: d.addressId ?? null,
      address: place?.address ?? null,
      ...(place?.unlocatedAddress ? { unlocatedAddress: place.unlocatedAddress } : {}),
      zone: place?.zone ?? null,
      finalPrice: d.price.finalPrice,
      lines: carriedLines(d.lines),
      ...(d.description ? { description: d.description } : {}),
      ...(d.note ? { note: d.note } : {}),
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
        ...(event.type === 'OrderDeliveryMethodChanged' && row.trip === null
          ? { addressId: event.data.addressId ?? null, address: null, zone: null, ...place }
          : {}),
        status: statusAfter(event, row.status),
        ...('price' in event.data ? { finalPrice: event.data.price.finalPrice } : {}),
        ...(event.type === 'OrderEdited' ? { lines: carriedLines(event.data.lines) } : {}),
      };
  return { ...row, ...changes, updatedAt: at, position: event.position };
}

type Row = DeliveryOrderRow | OrderPlaceRow;

const byCourier = (deliveryType: string | undefined) =>
  deliveryType === 'DELIVER' || deliveryType === 'ZFEXPRESS';
/** The address an order event sends the order to (it reads that address and the zones). */
const addressIdOf = (event: ProjectedEvent<DeliveryEvent>) =>
  event.type === 'OrderSubmitted' || event.type === 'OrderDeliveryMethodChanged'
    ? event.data.addressId
    : undefined;

export const deliveryOrdersProjection = defineProjection<Row, DeliveryEvent | PlaceEvent>({
  name: 'delivery-orders',
  // 2: orders carry their number of the day (the projection counts the day's orders itself).
  // 3: orders carry their address and zone from submission (order-places.ts). 4: and the
  // order's description and note (the POS order drawer shows them with the customer). 5: and
  // its lines (the courier's screen shows what to carry). 6: and the words of an address taken
  // without a map point (a phone order's), for the POS order drawer. 7: the number read off the
  // order document, no day counter of its own.
  version: 7,
  codec: eventCodec([...orderEvents, ...tripEvents, ...placeEventDefinitions]),
  eventTypes: [...[...orderEvents, ...tripEvents].map((e) => e.type), ...placeEventTypes],
  keysOf: (event) => {
    if (isPlaceEvent(event)) return [placeKeyOf(event)];
    const { vendorId } = event.metadata;
    const key = deliveryOrderKey(vendorId, orderIdOf(event));
    const addressId = addressIdOf(event);
    // Read, never changed, by the order event: where it goes.
    const places = addressId ? [orderAddressKey(vendorId, addressId), zonesKey(vendorId)] : [];
    return [...places, key];
  },
  // A courier order's number of the day (the others have no row here).
  reads: readsOrderNumber((event) => byCourier(event.data.deliveryType)),
  evolve: (row, event, { id, read, document }) => {
    if (isPlaceEvent(event)) return evolveOrderPlace(isPlaceRow(row) ? row : undefined, event);
    if (isPlaceRow(row) || id !== deliveryOrderKey(event.metadata.vendorId, orderIdOf(event)))
      return row;
    const order = row;
    const number =
      event.type === 'OrderSubmitted' && byCourier(event.data.deliveryType)
        ? orderNumberOf(event, document)
        : undefined;
    const addressId = addressIdOf(event);
    const place = addressId ? placeOfOrder(event.metadata.vendorId, addressId, read) : undefined;
    return evolveDeliveryOrder(order, event, {
      ...(number === undefined ? {} : { number }),
      ...(place ? { place } : {}),
    });
  },
  index: (row) =>
    isPlaceRow(row)
      ? { vendorId: row.vendorId, listed: false }
      : { vendorId: row.vendorId, status: dispatchStateOf(row), sortAt: row.submittedAt },
});

function orderIdOf(event: ProjectedEvent<DeliveryEvent>): string {
  return 'orderId' in event.data ? event.data.orderId : orderIdOfTrip(event.data.tripId);
}

/** The row as the API shows it. */
export const deliveryOrderView = ({
  vendorId: _v,
  position: _p,
  ...view
}: DeliveryOrderRow): DeliveryOrderView => view;
