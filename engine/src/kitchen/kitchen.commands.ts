// Wishes about a station's part of an order. The part (the station's lines as the order has them
// now) comes in with the command: the workflow finds it from the order and the vendor's stations.
import { z } from 'zod';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';

const orderId = z.string().min(1);
const stationId = z.string().min(1);

/** One line of the station's part: its id, what it is, and how it is to be cooked now. */
export const PartLine = z.object({
  lineId: z.string().min(1),
  menuItemId: z.string().min(1),
  count: z.number().int().positive(),
  cooking: z.string(),
});
export type PartLine = z.infer<typeof PartLine>;

const part = z.object({
  orderId,
  stationId,
  lines: z.array(PartLine),
  cooking: z.string(),
  /** When the kitchen got the order as it is (its confirmation); absent if it changed since. */
  cookingSince: z.iso.datetime().optional(),
});

export const kitchenCommandSchemas = {
  MarkLineDone: part.extend({ lineId: z.string().min(1) }),
  ReopenLine: part.extend({ lineId: z.string().min(1) }),
  BumpStation: part,
  RecallStation: z.object({ orderId, stationId }),
} as const;

type Schemas = typeof kitchenCommandSchemas;
export type KitchenCommandOf<T extends keyof Schemas> = CommandFrom<Schemas, T>;
export type KitchenCommand = CommandUnion<Schemas>;
