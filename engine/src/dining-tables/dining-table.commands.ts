// Wishes about one dining table. The gateway validates the same schemas on the way in.
import { z } from 'zod';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
import { DiningTableDetails, DiningTableId, ReservationRequest } from './dining-table.fields.ts';

export const diningTableCommandSchemas = {
  CreateDiningTable: z.object({ tableId: DiningTableId, details: DiningTableDetails }),
  /** The whole form again (PUT). */
  ChangeDiningTable: z.object({ tableId: DiningTableId, details: DiningTableDetails }),
  /** Only the named details (PATCH: in or out of service, moved to another category). */
  PatchDiningTable: z.object({ tableId: DiningTableId, changes: DiningTableDetails.partial() }),
  ReserveDiningTable: z.object({ tableId: DiningTableId, reservation: ReservationRequest }),
  FreeDiningTable: z.object({ tableId: DiningTableId }),
} as const;

type Schemas = typeof diningTableCommandSchemas;
export type DiningTableCommandType = keyof Schemas;
export type DiningTableCommandOf<T extends DiningTableCommandType> = CommandFrom<Schemas, T>;
export type DiningTableCommand = CommandUnion<Schemas>;
