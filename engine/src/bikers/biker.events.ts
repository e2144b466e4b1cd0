// What happened to one of the restaurant's own couriers (a biker): past-tense facts. A biker is a
// courier the vendor employs, not a provider's; they go on and off shift, and carry one delivery
// order at a time (taking a trip and ending it are facts on the biker's own stream, so two
// dispatchers can never give the same biker two orders at once).
import { z } from 'zod';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';

const bikerId = z.string().min(1);
const tripId = z.string().min(1);

/** The biker as the dispatcher knows them: name, mobile 09XXXXXXXXX, and whether they still work. */
export const BikerProfile = z.object({
  bikerId,
  name: z.string().min(1).max(100),
  phone: z.string().regex(/^09\d{9}$/),
  active: z.boolean(),
});
export type BikerProfile = z.infer<typeof BikerProfile>;

export const BikerCreated = defineEvent('BikerCreated', BikerProfile);
export const BikerEdited = defineEvent('BikerEdited', BikerProfile);
export const BikerShiftStarted = defineEvent('BikerShiftStarted', z.object({ bikerId }));
export const BikerShiftEnded = defineEvent('BikerShiftEnded', z.object({ bikerId }));
/** The biker was given a delivery order's trip: busy until it ends. */
export const BikerTookTrip = defineEvent(
  'BikerTookTrip',
  z.object({ bikerId, tripId, orderId: z.string().min(1) }),
);
/** The trip ended (delivered, canceled, interrupted): the biker is free again. */
export const BikerTripEnded = defineEvent(
  'BikerTripEnded',
  z.object({ bikerId, tripId, outcome: z.enum(['DELIVERED', 'CANCELED', 'INTERRUPTED']) }),
);

/**
 * Where the biker's phone was while on a trip (the courier app shares it every few seconds, so
 * the customer's tracker can show the courier coming). `at` is when the gateway received it.
 */
export const BikerLocationShared = defineEvent(
  'BikerLocationShared',
  z.object({
    bikerId,
    tripId,
    orderId: z.string().min(1),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    /** The phone's own estimate of its error, in metres. */
    accuracy: z.number().nonnegative().optional(),
    at: z.string().min(1),
  }),
);

export const bikerEvents = [
  BikerCreated,
  BikerEdited,
  BikerShiftStarted,
  BikerShiftEnded,
  BikerTookTrip,
  BikerTripEnded,
  BikerLocationShared,
] as const;

export const bikerEventCodec = eventCodec(bikerEvents);
export type BikerEvent = EventOf<(typeof bikerEvents)[number]>;

export const bikerStreamName = (vendorId: string, bikerId: string): string =>
  `biker-${vendorId}-${bikerId}`;
