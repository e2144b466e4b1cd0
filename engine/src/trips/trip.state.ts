// A courier trip as decide needs it, folded from its events. A union on status, so a status
// carries only its own fields: BATCHASSIGNED knows its batch, CANCELED knows who canceled and why.
import type { CourierProvider, TripStatus } from '../shared/enums.ts';
import type { Rial } from '../shared/money.ts';
import type { Biker, CanceledBy, TripEvent, TripLocation } from './trip.events.ts';

export interface TripFacts {
  readonly tripId: string;
  readonly orderId: string;
  readonly provider: CourierProvider;
  readonly pickup: TripLocation;
  readonly dropoff: TripLocation;
  readonly previousTripId: string | undefined;
  readonly providerTripId: string | undefined;
  readonly fee: Rial | undefined;
  readonly biker: Biker | undefined;
  /** Provider event ids already applied, so a repeated webhook changes nothing. */
  readonly providerEventIds: readonly string[];
}

type PlainStatus = Exclude<TripStatus, 'BATCHASSIGNED' | 'CANCELED' | 'INTERRUPTED'>;

export type TripState =
  | { readonly status: 'NONE' }
  | (TripFacts & { readonly status: PlainStatus })
  | (TripFacts & { readonly status: 'BATCHASSIGNED'; readonly batchId: string })
  | (TripFacts & {
      readonly status: 'CANCELED' | 'INTERRUPTED';
      readonly by: CanceledBy;
      readonly reason: string | undefined;
    });

export type ExistingTrip = Exclude<TripState, { status: 'NONE' }>;

export const initialTripState = (): TripState => ({ status: 'NONE' });

const factsOf = (trip: ExistingTrip, providerEventId: string | undefined): TripFacts => ({
  tripId: trip.tripId,
  orderId: trip.orderId,
  provider: trip.provider,
  pickup: trip.pickup,
  dropoff: trip.dropoff,
  previousTripId: trip.previousTripId,
  providerTripId: trip.providerTripId,
  fee: trip.fee,
  biker: trip.biker,
  providerEventIds:
    providerEventId === undefined || trip.providerEventIds.includes(providerEventId)
      ? trip.providerEventIds
      : [...trip.providerEventIds, providerEventId],
});

export function evolveTrip(state: TripState, event: TripEvent): TripState {
  if (event.type === 'TripInitiated') {
    const { tripId, orderId, provider, pickup, dropoff, previousTripId } = event.data;
    return {
      status: 'INITIATED',
      ...{ tripId, orderId, provider, pickup, dropoff, previousTripId },
      ...{ providerTripId: undefined, fee: undefined, biker: undefined, providerEventIds: [] },
    };
  }
  // A well-formed stream starts with TripInitiated; anything before it changes nothing.
  if (state.status === 'NONE') return state;
  const trip = factsOf(state, event.data.providerEventId);
  switch (event.type) {
    case 'TripRequested': {
      const { providerTripId, fee } = event.data;
      return { ...trip, status: 'TRIPREQUESTED', providerTripId, fee };
    }
    case 'TripBikerAssigned':
      return { ...trip, status: 'BIKERASSIGNED', biker: event.data.biker ?? trip.biker };
    case 'TripBatchAssigned': {
      const { batchId, biker } = event.data;
      return { ...trip, status: 'BATCHASSIGNED', batchId, biker: biker ?? trip.biker };
    }
    case 'TripBikerAccepted':
      return { ...trip, status: 'BIKERACCEPTED', biker: event.data.biker ?? trip.biker };
    case 'TripBikerAtSource':
      return { ...trip, status: 'ATSOURCE' };
    case 'TripPickedUp':
      return { ...trip, status: 'PICKEDUP' };
    case 'TripBikerAtDestination':
      return { ...trip, status: 'ATDESTINATION' };
    case 'TripDelivered':
      return { ...trip, status: 'DELIVERED' };
    case 'TripTimedOut':
      return { ...trip, status: 'TIMEOUT' };
    case 'TripCanceled':
      return { ...trip, status: 'CANCELED', by: event.data.by, reason: event.data.reason };
    case 'TripInterrupted':
      return { ...trip, status: 'INTERRUPTED', by: event.data.by, reason: event.data.reason };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
