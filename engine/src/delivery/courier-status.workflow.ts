// A courier provider's webhook applied to our trip (trip-provider-status.ts maps its status onto
// trip moves): the trip is found through the provider's delivery id (courier-delivery-link.ts),
// each delivery id + status is applied once, a status the trip is already past is late and
// changes nothing, and a status the trip machine can never reach from where the trip is (DELIVERED
// after a cancel, TIMED_OUT after the biker accepted) is refused with INVALID_TRIP_STATE. What
// the trip reached moves the order as the own fleet's steps do (picked up → DELIVERING, delivered
// → DELIVERED). A provider cancelling or timing out leaves the order READYTOSHIPMENT, so it is
// back among the orders waiting for a courier.
import { handleCommand, loadState } from '../commands/handle-command.ts';
import { domainError } from '../shared/domain-error.ts';
import type { CourierDeliveryStatus, CourierProvider, TripStatus } from '../shared/enums.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { EventStore, Position } from '../store/event-store.port.ts';
import { tripAggregate } from '../trips/trip.decider.ts';
import type { Biker, TripEvent } from '../trips/trip.events.ts';
import { tripStreamName } from '../trips/trip.events.ts';
import { mapProviderStatus } from '../trips/trip-provider-status.ts';
import type { ExistingTrip } from '../trips/trip.state.ts';
import { moveOrderAfterTrip } from './biker-trip-move.workflow.ts';
import { findCourierDelivery } from './courier-delivery-link.ts';

export interface CourierStatusInputs {
  /** The providers whose delivery ids the webhook may name (the sandbox stands for them all). */
  readonly providers: readonly CourierProvider[];
  readonly providerTripId: string;
  readonly status: CourierDeliveryStatus;
  readonly biker?: Biker;
  readonly batchId?: string;
  readonly reason?: string;
  /** When the webhook arrived (the gateway's clock). */
  readonly now: string;
}

/**
 * APPLIED: the trip moved; DUPLICATE: this delivery id + status was applied before; LATE: the trip
 * is already past it; ACKNOWLEDGED: an ACK, nothing to apply.
 */
export type CourierStatusResult = 'APPLIED' | 'DUPLICATE' | 'LATE' | 'ACKNOWLEDGED';

export interface CourierStatusOutcome {
  readonly result: CourierStatusResult;
  readonly vendorId: string;
  readonly orderId: string;
  readonly tripId: string;
  readonly tripStatus: TripStatus;
  readonly events: readonly TripEvent[];
  readonly orderMoves: readonly string[];
  readonly position: Position | undefined;
}

/** Where a status sits on the road to the customer; ends other than DELIVERED have none. */
const road: Partial<Record<TripStatus, number>> = {
  INITIATED: 0,
  TRIPREQUESTED: 1,
  BIKERASSIGNED: 2,
  BATCHASSIGNED: 2,
  BIKERACCEPTED: 3,
  ATSOURCE: 4,
  PICKEDUP: 5,
  ATDESTINATION: 6,
  DELIVERED: 7,
};

/** A status that moved nothing: already passed (late), or one the trip can never take (refused). */
export function isLateStatus(trip: TripStatus, status: CourierDeliveryStatus): boolean {
  const target = mapProviderStatus(status);
  if (target === 'IGNORE') return true;
  if (target === 'CANCELED') return trip === 'CANCELED' || trip === 'INTERRUPTED';
  if (target === 'TIMEOUT') return trip === 'TIMEOUT' || trip === 'CANCELED';
  const here = road[trip];
  const there = road[target];
  return here !== undefined && there !== undefined && here >= there;
}

/**
 * @throws TRIP_NOT_FOUND (no trip of these providers has the delivery id),
 *   INVALID_TRIP_STATE (the status can never follow where the trip is) — nothing appended.
 */
export async function applyCourierStatus(
  store: EventStore,
  inputs: CourierStatusInputs,
): Promise<CourierStatusOutcome> {
  const { providerTripId, status, now } = inputs;
  const link = await linkOf(store, inputs.providers, providerTripId);
  if (!link) throw domainError('TRIP_NOT_FOUND', { providerTripId });
  const { vendorId, tripId, orderId, provider } = link;
  const providerEventId = `${providerTripId}:${status}`;
  const metadata: CommandMetadata = {
    commandId: `courier-status:${provider}:${providerEventId}`,
    vendorId,
    actor: { userId: `courier:${provider}`, kind: 'SYSTEM' },
    now,
  };
  const stream = tripStreamName(vendorId, tripId);
  const { state } = await loadState(store, tripAggregate, stream, vendorId);
  if (state.status === 'NONE') throw domainError('TRIP_NOT_FOUND', { providerTripId });
  const answer = (result: CourierStatusResult, trip: ExistingTrip, rest = {}) => ({
    result,
    vendorId,
    orderId,
    tripId,
    tripStatus: trip.status,
    events: [],
    orderMoves: [],
    position: undefined,
    ...rest,
  });
  if (state.providerEventIds.includes(providerEventId)) return answer('DUPLICATE', state);
  const { biker, batchId, reason } = inputs;
  const result = await handleCommand(store, tripAggregate, {
    type: 'ApplyProviderStatus',
    data: {
      tripId,
      providerEventId,
      status,
      ...(biker ? { biker } : {}),
      ...(batchId ? { batchId } : {}),
      ...(reason ? { reason } : {}),
    },
    metadata,
  });
  const trip = result.state as ExistingTrip;
  if (result.repeated) return answer('DUPLICATE', trip);
  if (result.events.length === 0) {
    if (status === 'ACK') return answer('ACKNOWLEDGED', trip);
    if (isLateStatus(trip.status, status)) return answer('LATE', trip);
    throw domainError('INVALID_TRIP_STATE', {
      tripId,
      status: trip.status,
      providerStatus: status,
    });
  }
  const order = await moveOrderAfterTrip(store, metadata, orderId, trip);
  return answer('APPLIED', trip, {
    events: result.events,
    orderMoves: order.moves,
    position: order.position ?? result.position,
  });
}

async function linkOf(store: EventStore, providers: readonly CourierProvider[], id: string) {
  for (const provider of providers) {
    const link = await findCourierDelivery(store, provider, id);
    if (link) return link;
  }
  return undefined;
}
