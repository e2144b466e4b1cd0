// decide / evolve for a courier trip. decide asks the rulebook (trip.machine.ts) whether our own
// wish is a legal move and refuses it with INVALID_TRIP_STATE when not; provider webhooks go
// through trip-provider-status.ts, which ignores what is late instead of refusing it.
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { domainError } from '../shared/domain-error.ts';
import type { AssignBiker, BikerMove, MoveTrip, TripCommand } from './trip.commands.ts';
import {
  TripBatchAssigned,
  TripBikerAccepted,
  TripBikerAssigned,
  TripBikerAtDestination,
  TripBikerAtSource,
  TripCanceled,
  TripDelivered,
  TripInitiated,
  TripInterrupted,
  TripPickedUp,
  TripRequested,
  tripEventCodec,
  tripStreamName,
  type TripEvent,
} from './trip.events.ts';
import { canMove, type TripMove } from './trip.machine.ts';
import { decideProviderStatus } from './trip-provider-status.ts';
import { evolveTrip, initialTripState, type ExistingTrip, type TripState } from './trip.state.ts';

function ensureMove(trip: ExistingTrip, move: TripMove): void {
  if (!canMove(trip.status, move)) {
    throw domainError('INVALID_TRIP_STATE', { tripId: trip.tripId, status: trip.status, move });
  }
}

function assignBiker(command: AssignBiker, trip: ExistingTrip): TripEvent[] {
  const { tripId, biker, batchId } = command.data;
  const sameBiker = trip.biker?.id === biker.id;
  // The dispatcher pressing "assign" twice for the same biker changes nothing.
  if (trip.status === 'BIKERASSIGNED' && batchId === undefined && sameBiker) return [];
  if (trip.status === 'BATCHASSIGNED' && trip.batchId === batchId && sameBiker) return [];
  if (batchId === undefined) {
    ensureMove(trip, 'ASSIGN');
    return [TripBikerAssigned({ tripId, biker })];
  }
  ensureMove(trip, 'ASSIGN_BATCH');
  return [TripBatchAssigned({ tripId, batchId, biker })];
}

const bikerStep: Record<BikerMove, (tripId: string) => TripEvent> = {
  ACCEPT: (tripId) => TripBikerAccepted({ tripId }),
  ARRIVE_AT_SOURCE: (tripId) => TripBikerAtSource({ tripId }),
  PICK_UP: (tripId) => TripPickedUp({ tripId }),
  ARRIVE_AT_DESTINATION: (tripId) => TripBikerAtDestination({ tripId }),
  DELIVER: (tripId) => TripDelivered({ tripId }),
};

function moveTrip(command: MoveTrip, trip: ExistingTrip): TripEvent[] {
  const { tripId, bikerId, move } = command.data;
  // Another biker's trip does not exist for this one.
  if (trip.biker?.id !== bikerId) throw domainError('TRIP_NOT_FOUND', { tripId });
  ensureMove(trip, move);
  return [bikerStep[move](tripId)];
}

export function decideTrip(command: TripCommand, state: TripState): TripEvent[] {
  if (command.type === 'InitiateTrip') {
    // Asking again after a cancel or timeout is a new trip with its own id, never this one.
    if (state.status !== 'NONE') {
      throw domainError('INVALID_TRIP_STATE', { tripId: state.tripId, status: state.status });
    }
    return [TripInitiated(command.data)];
  }
  if (state.status === 'NONE') throw domainError('TRIP_NOT_FOUND', { tripId: command.data.tripId });
  const { tripId } = state;
  switch (command.type) {
    case 'RequestTrip':
      ensureMove(state, 'REQUEST');
      return [TripRequested({ ...command.data, tripId })];
    case 'AssignBiker':
      return assignBiker(command, state);
    case 'ApplyProviderStatus':
      return decideProviderStatus(state, command.data);
    case 'MoveTrip':
      return moveTrip(command, state);
    case 'CancelTrip':
      // Cancelling a canceled trip is what the user wanted already.
      if (state.status === 'CANCELED') return [];
      ensureMove(state, 'CANCEL');
      return [TripCanceled({ tripId, by: 'US', reason: command.data.reason })];
    case 'InterruptTrip':
      if (state.status === 'INTERRUPTED') return [];
      ensureMove(state, 'INTERRUPT');
      return [TripInterrupted({ tripId, by: 'US', reason: command.data.reason })];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const tripDecider: Decider<TripState, TripCommand, TripEvent> = {
  initialState: initialTripState,
  decide: decideTrip,
  evolve: evolveTrip,
};

export const tripAggregate: Aggregate<TripState, TripCommand, TripEvent> = {
  decider: tripDecider,
  codec: tripEventCodec,
  streamName: (command) => tripStreamName(command.metadata.vendorId, command.data.tripId),
  notFound: 'TRIP_NOT_FOUND',
};
