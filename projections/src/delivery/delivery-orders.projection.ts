// Courier orders (DELIVER, ZFEXPRESS) as dispatch and the biker see them (DeliveryOrderView): the
// order's status, whom to call, and its trips with each trip's status timeline. The order's part
// (number, status, customer, price, lines, notes) is read off the screens' order document after
// each order event (ARCHITECTURE 5a), never folded here; the trips are this read model's own fold,
// and trip events find their order through the trip's id (engine delivery/trip-of-order.ts).
// Indexed by where the order stands for dispatch: WAITING (in the kitchen), UNASSIGNED (ready to
// ship, no courier on a trip), ON_TRIP, DONE. The address and zone an order goes to come from the
// customer's and the zone events (order-places.ts), taken when it is sent by courier.
import type { DeliveryOrderView, DeliveryTripView } from '@sofre/engine/contracts';
import { orderIdOfTrip } from '@sofre/engine/delivery';
import { orderEvents, type OrderEvent } from '@sofre/engine/orders';
import type { OrderLine } from '@sofre/engine/pricing';
import { tripEvents, type TripEvent } from '@sofre/engine/trips';
import { eventCodec, type TripStatus } from '@sofre/engine';
import { defineProjection, type ProjectedEvent } from '../projection.ts';
import { utcInstant } from '../tehran-day.ts';
import type { OrderDocument } from '../orders/order-document/order-document.ts';
import { orderRowKeyOf } from '../orders/order-row-key.ts';
import { ordersProjection } from '../orders/orders.projection.ts';
import { anyProjection } from '../projection.ts';
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

type Place = Pick<DeliveryOrderView, 'address' | 'zone' | 'unlocatedAddress'>;

/** The order's part of its courier row, as its document stands after the event. */
function orderPart(order: OrderDocument) {
  return {
    orderId: order.orderId,
    number: order.number,
    vendorId: order.vendorId,
    status: order.status,
    customerName: order.customer?.name ?? null,
    customerPhone: order.customer?.phone ?? null,
    finalPrice: order.price.finalPrice,
    lines: carriedLines(order.lines),
    ...(order.description ? { description: order.description } : {}),
    ...(order.note ? { note: order.note } : {}),
  };
}

/**
 * A courier order's row after one of its order events: the document's part, and where it goes
 * (`place`, when the event names an address: its submission, or a change of delivery method
 * while no trip carries it yet). An order first sent by courier on a later event starts its row
 * then.
 */
export function evolveDeliveryOrder(
  row: DeliveryOrderRow | undefined,
  event: ProjectedEvent<OrderEvent>,
  order: OrderDocument,
  place: Place | undefined,
): DeliveryOrderRow | undefined {
  const at = utcInstant(event.metadata.occurredAt);
  if (!row && !byCourier(order.deliveryType)) return undefined;
  const addressId = order.addressId ?? null;
  const where =
    row && (row.trip !== null || !place)
      ? { addressId: row.addressId, address: row.address, zone: row.zone, ...unlocated(row) }
      : {
          addressId,
          address: place?.address ?? null,
          ...(place?.unlocatedAddress ? { unlocatedAddress: place.unlocatedAddress } : {}),
          zone: place?.zone ?? null,
        };
  return {
    ...orderPart(order),
    ...where,
    trip: row?.trip ?? null,
    trips: row?.trips ?? [],
    submittedAt: row?.submittedAt ?? at,
    updatedAt: at,
    position: event.position,
  };
}

const unlocated = (row: DeliveryOrderRow) =>
  row.unlocatedAddress ? { unlocatedAddress: row.unlocatedAddress } : {};

/** A trip event on the order's row (none for a trip of an order this read model never saw). */
function evolveTrip(
  row: DeliveryOrderRow | undefined,
  event: ProjectedEvent<TripEvent>,
): DeliveryOrderRow | undefined {
  if (!row) return undefined;
  const at = utcInstant(event.metadata.occurredAt);
  return { ...row, ...withTrip(row, event, at), updatedAt: at, position: event.position };
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
  // order document, no day counter of its own. 8: the order's part read off its document after
  // every order event (an order sent by courier after its submission has a row too).
  version: 8,
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
  // Every order event reads the order's document as the event left it.
  reads: {
    projection: anyProjection(ordersProjection),
    keysOf: (event) =>
      isPlaceEvent(event) || isTripEvent(event)
        ? []
        : [orderRowKeyOf(event as ProjectedEvent<OrderEvent>)],
  },
  evolve: (row, event, { id, read, document }) => {
    if (isPlaceEvent(event)) return evolveOrderPlace(isPlaceRow(row) ? row : undefined, event);
    if (isPlaceRow(row) || id !== deliveryOrderKey(event.metadata.vendorId, orderIdOf(event)))
      return row;
    if (isTripEvent(event)) return evolveTrip(row, event);
    const orderEvent = event as ProjectedEvent<OrderEvent>;
    const order = document(orderRowKeyOf(orderEvent)).after as OrderDocument | undefined;
    if (!order) return row;
    const addressId = addressIdOf(event);
    const place = addressId ? placeOfOrder(event.metadata.vendorId, addressId, read) : undefined;
    return evolveDeliveryOrder(row, orderEvent, order, place);
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
