// The vendor's own couriers (BikerView): profile, shift, the trip they are on now, and the orders
// they were given lately (what GET /api/bikers/orders lists). Indexed by availability, so "free
// bikers" is a filter, not a scan.
import type { BikerAvailability, BikerView } from '@sofre/engine/contracts';
import { bikerEventCodec, bikerEvents, type BikerEvent } from '@sofre/engine/bikers';
import { defineProjection, type ProjectedEvent } from '../projection.ts';
import { utcInstant } from '../tehran-day.ts';

/** How many of a biker's latest orders the row keeps. */
export const BIKER_RECENT_ORDERS = 30;

export interface BikerRow extends BikerView {
  readonly vendorId: string;
  /** The orders given to the biker, newest first (at most BIKER_RECENT_ORDERS). */
  readonly orderIds: readonly string[];
  readonly position: string;
}

export const bikerKey = (vendorId: string, bikerId: string) => `biker:${vendorId}:${bikerId}`;

export const availabilityOf = (row: Pick<BikerRow, 'isActive' | 'onShift' | 'currentTrip'>) =>
  (!row.isActive
    ? 'INACTIVE'
    : row.currentTrip
      ? 'ON_TRIP'
      : row.onShift
        ? 'FREE'
        : 'OFF_SHIFT') satisfies BikerAvailability;

function changed(row: BikerRow, event: BikerEvent): Partial<BikerRow> {
  switch (event.type) {
    case 'BikerCreated':
    case 'BikerEdited': {
      const { name, phone, active } = event.data;
      return { name, phoneNumber: phone, isActive: active };
    }
    case 'BikerShiftStarted':
      return { onShift: true };
    case 'BikerShiftEnded':
      return { onShift: false };
    case 'BikerTookTrip': {
      const { tripId, orderId } = event.data;
      const orderIds = [orderId, ...row.orderIds.filter((o) => o !== orderId)];
      return { currentTrip: { tripId, orderId }, orderIds: orderIds.slice(0, BIKER_RECENT_ORDERS) };
    }
    case 'BikerTripEnded':
      return row.currentTrip?.tripId === event.data.tripId ? { currentTrip: null } : {};
    case 'BikerLocationShared':
      // Positions are the courier tracker's (courier-tracker.projection.ts), not the fleet list's.
      return {};
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function evolveBikerRow(
  row: BikerRow | undefined,
  event: ProjectedEvent<BikerEvent>,
): BikerRow | undefined {
  const base: BikerRow | undefined =
    row ??
    (event.type === 'BikerCreated'
      ? {
          id: event.data.bikerId,
          vendorId: event.metadata.vendorId,
          name: '',
          phoneNumber: '',
          isActive: true,
          onShift: false,
          availability: 'OFF_SHIFT',
          currentTrip: null,
          orderIds: [],
          createdAt: utcInstant(event.metadata.occurredAt),
          position: event.position,
        }
      : undefined);
  if (!base) return undefined;
  const next = { ...base, ...changed(base, event), position: event.position };
  return { ...next, availability: availabilityOf(next) };
}

export const bikersProjection = defineProjection<BikerRow, BikerEvent>({
  name: 'bikers',
  version: 1,
  codec: bikerEventCodec,
  // A shared position changes nothing here: leaving it out keeps the fleet list (and the dispatch
  // view it signals) quiet while bikers ride.
  eventTypes: bikerEvents.map((e) => e.type).filter((type) => type !== 'BikerLocationShared'),
  keysOf: (event) => [bikerKey(event.metadata.vendorId, event.data.bikerId)],
  evolve: (row, event) => evolveBikerRow(row, event),
  index: (row) => ({
    vendorId: row.vendorId,
    status: row.availability,
    sortAt: row.createdAt,
  }),
});

/** The row as the API shows it. */
export const bikerView = ({
  vendorId: _v,
  orderIds: _o,
  position: _p,
  ...view
}: BikerRow): BikerView => view;
