// What someone wants done to a courier trip: wishes, each with a zod schema for its data. Our own
// wishes are refused with INVALID_TRIP_STATE when the rulebook says no; a provider's webhook
// (ApplyProviderStatus) is never refused for arriving late or out of order — it is ignored.
import { z } from 'zod';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
import { CourierDeliveryStatus, CourierProvider } from '../shared/enums.ts';
import { Rial } from '../shared/money.ts';
import { Biker, TripLocation } from './trip.events.ts';

const tripId = z.string().min(1);
const reason = z.string().min(1).max(500);

export const InitiateTripData = z.object({
  tripId,
  orderId: z.string().min(1),
  provider: CourierProvider,
  pickup: TripLocation,
  dropoff: TripLocation,
  /** Set when asking again for an order whose previous trip was canceled or timed out. */
  previousTripId: z.string().min(1).optional(),
});

/** The provider took our request (or, for our own fleet, the trip went on the dispatch board). */
export const RequestTripData = z.object({
  tripId,
  providerTripId: z.string().min(1).optional(),
  fee: Rial.optional(),
});

export const AssignBikerData = z.object({
  tripId,
  biker: Biker,
  /** Set when the biker carries several orders in one run. */
  batchId: z.string().min(1).optional(),
});

/**
 * A provider's webhook, or our own-fleet biker app speaking the same vocabulary. The provider's
 * event id makes a repeated delivery of the same webhook a no-op.
 */
export const ApplyProviderStatusData = z.object({
  tripId,
  providerEventId: z.string().min(1),
  status: CourierDeliveryStatus,
  biker: Biker.optional(),
  batchId: z.string().min(1).optional(),
  reason: z.string().max(500).optional(),
});

/**
 * A step our own-fleet biker takes in the courier app. Unlike a provider's webhook (ignored when
 * late), it is the biker's own wish: refused with INVALID_TRIP_STATE when the rulebook says no, and
 * with TRIP_NOT_FOUND when the trip is not the biker's.
 */
export const BikerMove = z.enum([
  'ACCEPT',
  'ARRIVE_AT_SOURCE',
  'PICK_UP',
  'ARRIVE_AT_DESTINATION',
  'DELIVER',
]);
export type BikerMove = z.infer<typeof BikerMove>;
export const MoveTripData = z.object({ tripId, bikerId: z.string().min(1), move: BikerMove });

export const CancelTripData = z.object({ tripId, reason });

/** The food is with the biker but the trip cannot finish (accident, customer unreachable). */
export const InterruptTripData = z.object({ tripId, reason });

export const tripCommandSchemas = {
  InitiateTrip: InitiateTripData,
  RequestTrip: RequestTripData,
  AssignBiker: AssignBikerData,
  ApplyProviderStatus: ApplyProviderStatusData,
  MoveTrip: MoveTripData,
  CancelTrip: CancelTripData,
  InterruptTrip: InterruptTripData,
} as const;

type Schemas = typeof tripCommandSchemas;
export type TripCommandType = keyof Schemas;
export type TripCommandOf<T extends TripCommandType> = CommandFrom<Schemas, T>;
export type TripCommand = CommandUnion<Schemas>;

export type InitiateTrip = TripCommandOf<'InitiateTrip'>;
export type RequestTrip = TripCommandOf<'RequestTrip'>;
export type AssignBiker = TripCommandOf<'AssignBiker'>;
export type ApplyProviderStatus = TripCommandOf<'ApplyProviderStatus'>;
export type MoveTrip = TripCommandOf<'MoveTrip'>;
export type CancelTrip = TripCommandOf<'CancelTrip'>;
export type InterruptTrip = TripCommandOf<'InterruptTrip'>;
