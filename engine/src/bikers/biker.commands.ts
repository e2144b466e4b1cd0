// Wishes about a biker: the back office creates and edits them and puts them on or off shift; the
// dispatch workflow (delivery/) gives them a trip and frees them when it ends; the courier app
// shares where the biker is while on a trip.
import { z } from 'zod';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
import { BikerProfile } from './biker.events.ts';

const bikerId = z.string().min(1);
const tripId = z.string().min(1);

export const bikerCommandSchemas = {
  CreateBiker: BikerProfile,
  EditBiker: BikerProfile,
  ChangeBikerShift: z.object({ bikerId, onShift: z.boolean() }),
  TakeTrip: z.object({ bikerId, tripId, orderId: z.string().min(1) }),
  EndBikerTrip: z.object({
    bikerId,
    tripId,
    outcome: z.enum(['DELIVERED', 'CANCELED', 'INTERRUPTED']),
  }),
  /** The courier app's position reading while on a trip. */
  ShareBikerLocation: z.object({
    bikerId,
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    accuracy: z.number().nonnegative().optional(),
  }),
} as const;

type Schemas = typeof bikerCommandSchemas;
export type BikerCommandOf<T extends keyof Schemas> = CommandFrom<Schemas, T>;
export type BikerCommand = CommandUnion<Schemas>;
