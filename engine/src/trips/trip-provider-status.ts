// How a courier provider's delivery statuses (their vocabulary) move our trip (ours). Providers
// resend and reorder webhooks, so a status that is not ahead of the trip is ignored, never refused,
// and a status that skips steps fills in the steps it implies (DELIVERED implies PICKEDUP).
import type { CourierDeliveryStatus, TripStatus } from '../shared/enums.ts';
import type { ApplyProviderStatus } from './trip.commands.ts';
import {
  TripBatchAssigned,
  TripBikerAccepted,
  TripBikerAssigned,
  TripBikerAtDestination,
  TripBikerAtSource,
  TripCanceled,
  TripDelivered,
  TripInterrupted,
  TripPickedUp,
  TripRequested,
  TripTimedOut,
  type TripEvent,
} from './trip.events.ts';
import { canMove, nextTripStatus, type TripMove } from './trip.machine.ts';
import type { ExistingTrip } from './trip.state.ts';

const providerToTrip: Record<CourierDeliveryStatus, TripStatus | 'IGNORE'> = {
  REQUESTED: 'TRIPREQUESTED',
  ASSIGNED: 'BIKERASSIGNED',
  ACCEPTED: 'BIKERACCEPTED',
  ATRESTAURANT: 'ATSOURCE',
  PICKED_UP: 'PICKEDUP',
  DELIVERED: 'DELIVERED',
  // Before pickup a cancel ends the trip; after pickup decide turns it into INTERRUPTED.
  CANCELED_BY_PROVIDER: 'CANCELED',
  // The provider echoing a cancel made from our side (our API call or their panel).
  CANCELED_BY_US: 'CANCELED',
  TIMED_OUT: 'TIMEOUT',
  // The provider acknowledging our request: nothing happened to the trip.
  ACK: 'IGNORE',
};

export const mapProviderStatus = (status: CourierDeliveryStatus): TripStatus | 'IGNORE' =>
  providerToTrip[status];

/** How far along the road to the customer a status is. Ends other than DELIVERED have none. */
const progress: Partial<Record<TripStatus, number>> = {
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

const forwardMoves: readonly TripMove[] = [
  'REQUEST',
  'ASSIGN',
  'ASSIGN_BATCH',
  'ACCEPT',
  'ARRIVE_AT_SOURCE',
  'PICK_UP',
  'ARRIVE_AT_DESTINATION',
  'DELIVER',
];

/**
 * The legal moves that take a trip from `from` forward to `to`, as few as the rulebook allows:
 * optional steps a provider did not report are skipped, required ones are filled in.
 * Empty when `to` is not ahead of `from`.
 */
export function forwardPath(from: TripStatus, to: TripStatus): TripMove[] {
  const goal = progress[to];
  const path: TripMove[] = [];
  for (let at = from; at !== to;) {
    const here = progress[at];
    if (goal === undefined || here === undefined || here >= goal) break;
    const steps = forwardMoves.flatMap((move) => {
      const status = nextTripStatus(at, move);
      const reached = status === undefined ? undefined : progress[status];
      return status && reached !== undefined && reached > here && reached <= goal
        ? [{ move, status, reached }]
        : [];
    });
    const step =
      steps.find((s) => s.status === to) ?? steps.sort((a, b) => b.reached - a.reached)[0];
    if (!step) break;
    path.push(step.move);
    at = step.status;
  }
  return path;
}

/** The events a webhook causes: none when repeated, acknowledged only, or not ahead of the trip. */
export function decideProviderStatus(
  trip: ExistingTrip,
  webhook: ApplyProviderStatus['data'],
): TripEvent[] {
  if (trip.providerEventIds.includes(webhook.providerEventId)) return [];
  return movesFor(trip.status, webhook).map((move) => stepEvent(move, webhook));
}

function movesFor(status: TripStatus, webhook: ApplyProviderStatus['data']): TripMove[] {
  const target = mapProviderStatus(webhook.status);
  switch (target) {
    case 'IGNORE':
      return [];
    case 'CANCELED':
      return firstLegal(status, ['CANCEL', 'INTERRUPT']);
    case 'TIMEOUT':
      return firstLegal(status, ['TIME_OUT']);
    default: {
      const batched = target === 'BIKERASSIGNED' && webhook.batchId !== undefined;
      return forwardPath(status, batched ? 'BATCHASSIGNED' : target);
    }
  }
}

const firstLegal = (status: TripStatus, moves: readonly TripMove[]): TripMove[] =>
  moves.filter((move) => canMove(status, move)).slice(0, 1);

function stepEvent(move: TripMove, webhook: ApplyProviderStatus['data']): TripEvent {
  const { tripId, providerEventId, biker, batchId, reason } = webhook;
  const by = webhook.status === 'CANCELED_BY_US' ? 'US' : 'PROVIDER';
  switch (move) {
    case 'REQUEST':
      return TripRequested({ tripId, providerEventId });
    case 'ASSIGN':
      return TripBikerAssigned({ tripId, biker, providerEventId });
    case 'ASSIGN_BATCH':
      return batchId === undefined
        ? TripBikerAssigned({ tripId, biker, providerEventId })
        : TripBatchAssigned({ tripId, batchId, biker, providerEventId });
    case 'ACCEPT':
      return TripBikerAccepted({ tripId, biker, providerEventId });
    case 'ARRIVE_AT_SOURCE':
      return TripBikerAtSource({ tripId, providerEventId });
    case 'PICK_UP':
      return TripPickedUp({ tripId, providerEventId });
    case 'ARRIVE_AT_DESTINATION':
      return TripBikerAtDestination({ tripId, providerEventId });
    case 'DELIVER':
      return TripDelivered({ tripId, providerEventId });
    case 'CANCEL':
      return TripCanceled({ tripId, by, reason, providerEventId });
    case 'INTERRUPT':
      return TripInterrupted({ tripId, by, reason, providerEventId });
    case 'TIME_OUT':
      return TripTimedOut({ tripId, providerEventId });
    default: {
      const unknown: never = move;
      return unknown;
    }
  }
}
