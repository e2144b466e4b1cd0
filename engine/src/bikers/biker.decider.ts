// decide / evolve for a biker. Rules: only an active biker goes on shift; a biker takes a trip only
// on shift and free (one order at a time); nobody goes off shift or is deactivated mid-trip; a
// position is shared only while on a trip, and at most once per LOCATION_SHARE_INTERVAL_MS.
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { domainError } from '../shared/domain-error.ts';
import type { BikerCommand } from './biker.commands.ts';
import {
  BikerCreated,
  BikerEdited,
  BikerLocationShared,
  BikerShiftEnded,
  BikerShiftStarted,
  BikerTookTrip,
  BikerTripEnded,
  bikerEventCodec,
  bikerStreamName,
  type BikerEvent,
  type BikerProfile,
} from './biker.events.ts';

export type BikerState =
  | { readonly status: 'NONE' }
  | (BikerProfile & {
      readonly status: 'REGISTERED';
      readonly onShift: boolean;
      /** The trip the biker is on, and its order; undefined when free. */
      readonly trip: { readonly tripId: string; readonly orderId: string } | undefined;
      /** When the biker's position was last recorded (UTC ISO), if ever. */
      readonly locatedAt: string | undefined;
    });

/**
 * A phone reports its position far more often than a tracker needs it; readings closer together
 * than this are dropped, so the log holds a handful of positions per trip minute, not hundreds.
 */
export const LOCATION_SHARE_INTERVAL_MS = 10_000;

export const initialBikerState = (): BikerState => ({ status: 'NONE' });

const sameProfile = (a: BikerProfile, b: BikerProfile) =>
  a.name === b.name && a.phone === b.phone && a.active === b.active;

export function decideBiker(command: BikerCommand, state: BikerState): BikerEvent[] {
  const { bikerId } = command.data;
  if (command.type === 'CreateBiker') {
    if (state.status !== 'NONE') throw domainError('BIKER_ALREADY_EXISTS', { bikerId });
    return [BikerCreated(command.data)];
  }
  if (state.status === 'NONE') throw domainError('BIKER_NOT_FOUND', { bikerId });
  switch (command.type) {
    case 'EditBiker': {
      if (sameProfile(state, command.data)) return [];
      if (!command.data.active && state.trip) throw domainError('BIKER_BUSY', { bikerId });
      // A biker let go is off shift too: a free-bikers list never shows an inactive one.
      const offShift = !command.data.active && state.onShift ? [BikerShiftEnded({ bikerId })] : [];
      return [BikerEdited(command.data), ...offShift];
    }
    case 'ChangeBikerShift':
      if (command.data.onShift === state.onShift) return [];
      if (command.data.onShift) {
        if (!state.active) throw domainError('BIKER_INACTIVE', { bikerId });
        return [BikerShiftStarted({ bikerId })];
      }
      if (state.trip) throw domainError('BIKER_BUSY', { bikerId });
      return [BikerShiftEnded({ bikerId })];
    case 'TakeTrip': {
      const { tripId } = command.data;
      if (state.trip?.tripId === tripId) return [];
      if (!state.active || !state.onShift) throw domainError('BIKER_OFF_SHIFT', { bikerId });
      if (state.trip) throw domainError('BIKER_BUSY', { bikerId, tripId: state.trip.tripId });
      return [BikerTookTrip(command.data)];
    }
    case 'EndBikerTrip':
      // Ending a trip the biker is not on (any more) frees nobody.
      return state.trip?.tripId === command.data.tripId ? [BikerTripEnded(command.data)] : [];
    case 'ShareBikerLocation': {
      // Off a trip nobody follows the biker: there is no trip to share a position on.
      if (!state.trip) throw domainError('TRIP_NOT_FOUND', { bikerId });
      const now = command.metadata.now;
      const since = state.locatedAt ? Date.parse(now) - Date.parse(state.locatedAt) : Infinity;
      if (since < LOCATION_SHARE_INTERVAL_MS) return [];
      const { tripId, orderId } = state.trip;
      return [BikerLocationShared({ ...command.data, tripId, orderId, at: now })];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export function evolveBiker(state: BikerState, event: BikerEvent): BikerState {
  if (event.type === 'BikerCreated')
    return {
      status: 'REGISTERED',
      ...event.data,
      onShift: false,
      trip: undefined,
      locatedAt: undefined,
    };
  if (state.status === 'NONE') return state;
  switch (event.type) {
    case 'BikerEdited':
      return { ...state, ...event.data };
    case 'BikerShiftStarted':
      return { ...state, onShift: true };
    case 'BikerShiftEnded':
      return { ...state, onShift: false };
    case 'BikerTookTrip':
      return { ...state, trip: { tripId: event.data.tripId, orderId: event.data.orderId } };
    case 'BikerTripEnded':
      return { ...state, trip: undefined };
    case 'BikerLocationShared':
      return { ...state, locatedAt: event.data.at };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const bikerDecider: Decider<BikerState, BikerCommand, BikerEvent> = {
  initialState: initialBikerState,
  decide: decideBiker,
  evolve: evolveBiker,
};

export const bikerAggregate: Aggregate<BikerState, BikerCommand, BikerEvent> = {
  decider: bikerDecider,
  codec: bikerEventCodec,
  streamName: (command) => bikerStreamName(command.metadata.vendorId, command.data.bikerId),
  notFound: 'BIKER_NOT_FOUND',
};
