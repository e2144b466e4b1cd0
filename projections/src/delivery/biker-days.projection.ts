// The bikers' reports (GET /api/bikers/bikerreport, pagingreport): one row per biker and Tehran
// day with the trips given, delivered and cancelled, the delivery costs of the orders delivered and
// the minutes on trips. A trip counts on the day it was taken; its end (and its minutes, from
// taking to ending) on the day it ended, so a day that is over never changes again.
// Two kinds of helper rows (not listed): the trip a biker is on (when it was taken), and each
// courier order's delivery cost as its price stands.
import { eventCodec } from '@sofre/engine';
import { BikerTookTrip, BikerTripEnded } from '@sofre/engine/bikers';
import { orderIdOfTrip } from '@sofre/engine/delivery';
import { orderEvents, type OrderEvent } from '@sofre/engine/orders';
import { defineProjection, type ProjectedEvent } from '../projection.ts';
import { periodsOf } from '../reports/report-periods.ts';

export interface BikerDayTotals {
  readonly trips: number;
  readonly delivered: number;
  readonly cancelled: number;
  readonly deliveryFees: number;
  readonly minutes: number;
  /** Trips that ended this day (what minutes are the sum of). */
  readonly ended: number;
}

export interface BikerDay extends BikerDayTotals {
  readonly kind: 'DAY';
  readonly bikerId: string;
  /** The Tehran day, YYYY-MM-DD. */
  readonly day: string;
  readonly startsAt: string;
  readonly position: string;
}
interface OpenTrip {
  readonly kind: 'trip';
  readonly tripId: string | null;
  readonly tookAt: string;
  readonly position: string;
}
interface OrderFee {
  readonly kind: 'fee';
  readonly deliveryCost: number;
  readonly position: string;
}
export type BikerDaysRow = BikerDay | OpenTrip | OrderFee;

export const emptyBikerDay: BikerDayTotals = {
  trips: 0,
  delivered: 0,
  cancelled: 0,
  deliveryFees: 0,
  minutes: 0,
  ended: 0,
};

type Took = ReturnType<typeof BikerTookTrip>;
type Ended = ReturnType<typeof BikerTripEnded>;
const PRICED = ['OrderSubmitted', 'OrderEdited', 'OrderDeliveryMethodChanged'] as const;
type PricedOrder = Extract<OrderEvent, { type: (typeof PRICED)[number] }>;
type BikerDaysEvent = Took | Ended | PricedOrder;

const pricedDefinitions = orderEvents.filter((e) => (PRICED as readonly string[]).includes(e.type));

export const bikerDayKey = (vendorId: string, day: string, bikerId: string) =>
  `${vendorId}:DAY:${day}:${bikerId}`;
const openTripKey = (vendorId: string, bikerId: string) => `${vendorId}:trip:${bikerId}`;
const feeKey = (vendorId: string, orderId: string) => `${vendorId}:fee:${orderId}`;
const dayOf = (instant: string) => periodsOf(instant)[1];

function keysOf(event: ProjectedEvent<BikerDaysEvent>): string[] {
  const { vendorId, occurredAt } = event.metadata;
  switch (event.type) {
    case 'BikerTookTrip':
    case 'BikerTripEnded': {
      const { bikerId, tripId } = event.data;
      // The day first: it reads the open trip as it was before this event.
      const day = bikerDayKey(vendorId, dayOf(occurredAt).period, bikerId);
      return [day, openTripKey(vendorId, bikerId), feeKey(vendorId, orderIdOfTrip(tripId))];
    }
    default:
      return [feeKey(vendorId, event.data.orderId)];
  }
}

const minutesBetween = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));

function dayAfter(
  row: BikerDay | undefined,
  event: ProjectedEvent<Took | Ended>,
  read: (id: string) => BikerDaysRow | undefined,
): BikerDay {
  const { vendorId, occurredAt } = event.metadata;
  const { bikerId, tripId } = event.data;
  const day = dayOf(occurredAt);
  const base: BikerDay = row ?? {
    kind: 'DAY',
    bikerId,
    day: day.period,
    startsAt: day.startsAt,
    ...emptyBikerDay,
    position: event.position,
  };
  if (event.type === 'BikerTookTrip') return { ...base, trips: base.trips + 1 };
  const open = read(openTripKey(vendorId, bikerId));
  const tookAt = open?.kind === 'trip' && open.tripId === tripId ? open.tookAt : occurredAt;
  const fee = read(feeKey(vendorId, orderIdOfTrip(tripId)));
  const delivered = event.data.outcome === 'DELIVERED';
  return {
    ...base,
    delivered: base.delivered + (delivered ? 1 : 0),
    cancelled: base.cancelled + (delivered ? 0 : 1),
    deliveryFees: base.deliveryFees + (delivered && fee?.kind === 'fee' ? fee.deliveryCost : 0),
    minutes: base.minutes + minutesBetween(tookAt, occurredAt),
    ended: base.ended + 1,
  };
}

function evolve(
  row: BikerDaysRow | undefined,
  event: ProjectedEvent<BikerDaysEvent>,
  id: string,
  read: (id: string) => BikerDaysRow | undefined,
): BikerDaysRow | undefined {
  const { position } = event;
  if (event.type === 'BikerTookTrip' || event.type === 'BikerTripEnded') {
    if (id.startsWith(`${event.metadata.vendorId}:DAY:`))
      return { ...dayAfter(row?.kind === 'DAY' ? row : undefined, event, read), position };
    if (id.includes(':trip:')) {
      const tripId = event.type === 'BikerTookTrip' ? event.data.tripId : null;
      return { kind: 'trip', tripId, tookAt: event.metadata.occurredAt, position };
    }
    return row; // the order's fee is read, not changed
  }
  if (event.type === 'OrderSubmitted') {
    const { deliveryType } = event.data;
    if (deliveryType !== 'DELIVER' && deliveryType !== 'ZFEXPRESS') return row;
  } else if (!row) return row; // not a courier order
  return { kind: 'fee', deliveryCost: event.data.price.deliveryCost, position };
}

export const bikerDaysProjection = defineProjection<BikerDaysRow, BikerDaysEvent>({
  name: 'biker-days',
  version: 1,
  codec: eventCodec([BikerTookTrip, BikerTripEnded, ...pricedDefinitions]),
  eventTypes: [BikerTookTrip.type, BikerTripEnded.type, ...PRICED],
  keysOf,
  evolve: (row, event, { id, read }) => evolve(row, event, id, read),
  index: (row, event) =>
    row.kind === 'DAY'
      ? {
          vendorId: event.metadata.vendorId,
          kind: 'DAY',
          bikerId: row.bikerId,
          sortAt: row.startsAt,
        }
      : { vendorId: event.metadata.vendorId, listed: false },
});
