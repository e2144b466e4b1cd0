// The bikers' reports (GET /api/bikers/bikerreport, pagingreport): one row per biker and Tehran
// day with the trips given, delivered and cancelled, the delivery costs of the orders delivered and
// the minutes on trips. A trip counts on the day it was taken; its end (and its minutes, from
// taking to ending) on the day it ended, so a day that is over never changes again.
// A helper row per biker (not listed): the trip they are on (when it was taken). A delivered
// order's delivery cost is read off the reports' order document (Projection.reads), as its price
// stands when the trip ends, so no copy of it is kept here. Biker days are no ledger of that
// document: they fold the bikers' trips, which are no order's events. They run in the reports'
// lane (all.projections.ts), whose document it is.
import { eventCodec } from '@sofre/engine';
import { BikerTookTrip, BikerTripEnded } from '@sofre/engine/bikers';
import { orderIdOfTrip } from '@sofre/engine/delivery';
import { orderRowKey } from '../orders/order-row-key.ts';
import {
  anyProjection,
  defineProjection,
  type DocumentReads,
  type EvolveContext,
  type ProjectedEvent,
} from '../projection.ts';
import {
  reportOrdersProjection,
  type ReportOrder,
} from '../reports/report-document/report-order.document.ts';
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
export type BikerDaysRow = BikerDay | OpenTrip;

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
type BikerDaysEvent = Took | Ended;
type Documents = EvolveContext<BikerDaysRow>['document'];

export const bikerDayKey = (vendorId: string, day: string, bikerId: string) =>
  `${vendorId}:DAY:${day}:${bikerId}`;
const openTripKey = (vendorId: string, bikerId: string) => `${vendorId}:trip:${bikerId}`;
const dayOf = (instant: string) => periodsOf(instant)[1];

/** The document of the order a trip carried. */
const tripOrderKey = (event: ProjectedEvent<BikerDaysEvent>) =>
  orderRowKey(event.metadata.vendorId, orderIdOfTrip(event.data.tripId));

/** A delivered trip reads its order's delivery cost. */
const readsTripOrder: DocumentReads = {
  projection: anyProjection(reportOrdersProjection),
  keysOf: (event) => {
    const ended = event as ProjectedEvent<BikerDaysEvent>;
    return ended.type === 'BikerTripEnded' && ended.data.outcome === 'DELIVERED'
      ? [tripOrderKey(ended)]
      : [];
  },
};

function keysOf(event: ProjectedEvent<BikerDaysEvent>): string[] {
  const { vendorId, occurredAt } = event.metadata;
  const { bikerId } = event.data;
  // The day first: it reads the open trip as it was before this event.
  const day = bikerDayKey(vendorId, dayOf(occurredAt).period, bikerId);
  return [day, openTripKey(vendorId, bikerId)];
}

const minutesBetween = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));

function dayAfter(
  row: BikerDay | undefined,
  event: ProjectedEvent<BikerDaysEvent>,
  read: (id: string) => BikerDaysRow | undefined,
  document: Documents,
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
  const delivered = event.data.outcome === 'DELIVERED';
  const order = delivered
    ? (document(tripOrderKey(event)).after as ReportOrder | undefined)
    : undefined;
  return {
    ...base,
    delivered: base.delivered + (delivered ? 1 : 0),
    cancelled: base.cancelled + (delivered ? 0 : 1),
    deliveryFees: base.deliveryFees + (order?.price.deliveryCost ?? 0),
    minutes: base.minutes + minutesBetween(tookAt, occurredAt),
    ended: base.ended + 1,
  };
}

export const bikerDaysProjection = defineProjection<BikerDaysRow, BikerDaysEvent>({
  name: 'biker-days',
  // 2: a delivered order's cost is read off the reports' order document, no row per order.
  version: 2,
  codec: eventCodec([BikerTookTrip, BikerTripEnded]),
  eventTypes: [BikerTookTrip.type, BikerTripEnded.type],
  keysOf,
  reads: readsTripOrder,
  evolve: (row, event, { id, read, document }) => {
    if (id.includes(':trip:')) {
      const tripId = event.type === 'BikerTookTrip' ? event.data.tripId : null;
      return { kind: 'trip', tripId, tookAt: event.metadata.occurredAt, position: event.position };
    }
    const day = row?.kind === 'DAY' ? row : undefined;
    return { ...dayAfter(day, event, read, document), position: event.position };
  },
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
