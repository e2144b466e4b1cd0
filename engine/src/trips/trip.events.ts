// What happened to a courier trip: past-tense facts with a zod schema and a version. A trip is one
// request to one courier provider for one order; asking again after a cancel or a timeout starts
// a new trip (trip-transitions.md). Who and when come from the event metadata.
import { z } from 'zod';
import { CourierProvider } from '../shared/enums.ts';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import { Rial } from '../shared/money.ts';

export const Biker = z.object({
  id: z.string().min(1),
  name: z.string(),
  phone: z.string(),
});
export type Biker = z.infer<typeof Biker>;

export const TripLocation = z.object({
  title: z.string(),
  address: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  phone: z.string().optional(),
});
export type TripLocation = z.infer<typeof TripLocation>;

const tripId = z.string().min(1);
const reason = z.string().max(500).optional();
/** Set when the fact came from a provider webhook (or our own-fleet biker app); dedupes repeats. */
const providerEventId = z.string().min(1).optional();
/** Providers often name the biker only on a later status, so every biker step may lack one. */
const biker = Biker.optional();

export const TripInitiated = defineEvent(
  'TripInitiated',
  z.object({
    tripId,
    orderId: z.string().min(1),
    provider: CourierProvider,
    pickup: TripLocation,
    dropoff: TripLocation,
    /** The canceled or timed-out trip this one asks again for. */
    previousTripId: z.string().min(1).optional(),
  }),
);

export const TripRequested = defineEvent(
  'TripRequested',
  z.object({
    tripId,
    /** The provider's own id for the delivery, used to match its webhooks. */
    providerTripId: z.string().min(1).optional(),
    /** What the provider quoted for the trip. */
    fee: Rial.optional(),
    providerEventId,
  }),
);

export const TripBikerAssigned = defineEvent(
  'TripBikerAssigned',
  z.object({ tripId, biker, providerEventId }),
);

/** One biker carries this trip together with other orders' trips. */
export const TripBatchAssigned = defineEvent(
  'TripBatchAssigned',
  z.object({ tripId, batchId: z.string().min(1), biker, providerEventId }),
);

export const TripBikerAccepted = defineEvent(
  'TripBikerAccepted',
  z.object({ tripId, biker, providerEventId }),
);
export const TripBikerAtSource = defineEvent(
  'TripBikerAtSource',
  z.object({ tripId, providerEventId }),
);
export const TripPickedUp = defineEvent('TripPickedUp', z.object({ tripId, providerEventId }));
export const TripBikerAtDestination = defineEvent(
  'TripBikerAtDestination',
  z.object({ tripId, providerEventId }),
);
export const TripDelivered = defineEvent('TripDelivered', z.object({ tripId, providerEventId }));

export const CanceledBy = z.enum(['US', 'PROVIDER']);
export type CanceledBy = z.infer<typeof CanceledBy>;

export const TripCanceled = defineEvent(
  'TripCanceled',
  z.object({ tripId, by: CanceledBy, reason, providerEventId }),
);
/** No biker took the trip in time. */
export const TripTimedOut = defineEvent('TripTimedOut', z.object({ tripId, providerEventId }));
/** The food left the restaurant but will not reach the customer. */
export const TripInterrupted = defineEvent(
  'TripInterrupted',
  z.object({ tripId, by: CanceledBy, reason, providerEventId }),
);

export const tripEvents = [
  TripInitiated,
  TripRequested,
  TripBikerAssigned,
  TripBatchAssigned,
  TripBikerAccepted,
  TripBikerAtSource,
  TripPickedUp,
  TripBikerAtDestination,
  TripDelivered,
  TripCanceled,
  TripTimedOut,
  TripInterrupted,
] as const;

export const tripEventCodec = eventCodec(tripEvents);
export type TripEvent = EventOf<(typeof tripEvents)[number]>;

/** One stream per trip, inside the vendor's space (ARCHITECTURE decision 7). */
export const tripStreamName = (vendorId: string, tripId: string): string =>
  `trip-${vendorId}-${tripId}`;
