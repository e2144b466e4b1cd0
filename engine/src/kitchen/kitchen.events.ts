// What the kitchen did with its part of an order: past-tense facts on the order's kitchen stream,
// each with who did it in its metadata (the acting cook's login). A station is a printer station
// of the vendor (a KITCHEN one), or the default station for lines no station takes. A line is an
// order line (its tempId) as the station cooks it; `cooking` says how it was when the fact
// happened (count, toppings, note), so a line changed after it was done is not done any more.
import { z } from 'zod';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';

const orderId = z.string().min(1);
const stationId = z.string().min(1);
const lineId = z.string().min(1);

/** A line of a station's part as it was bumped: what the learned preparation times count. */
export const BumpedLine = z.object({
  lineId,
  menuItemId: z.string().min(1),
  count: z.number().int().positive(),
});
export type BumpedLine = z.infer<typeof BumpedLine>;

export const KitchenLineDone = defineEvent(
  'KitchenLineDone',
  z.object({ orderId, stationId, lineId, cooking: z.string() }),
);
/** A line marked done by mistake, tapped again. */
export const KitchenLineReopened = defineEvent(
  'KitchenLineReopened',
  z.object({ orderId, stationId, lineId }),
);
/**
 * The station finished its part of the order: its ticket leaves that station's screen.
 * `cookedMs`: how long the part took, from the order's confirmation to this bump — what the
 * learned preparation times count; absent when the bump says nothing clean about it (a part
 * brought back by a recall, an order changed while it cooked).
 */
export const KitchenStationBumped = defineEvent(
  'KitchenStationBumped',
  z.object({
    orderId,
    stationId,
    lines: z.array(BumpedLine),
    cooking: z.string(),
    cookedMs: z.number().int().nonnegative().optional(),
  }),
);
/** A bump undone: the station's ticket comes back on its screen. */
export const KitchenStationRecalled = defineEvent(
  'KitchenStationRecalled',
  z.object({ orderId, stationId }),
);

export const kitchenEvents = [
  KitchenLineDone,
  KitchenLineReopened,
  KitchenStationBumped,
  KitchenStationRecalled,
] as const;

export const kitchenEventCodec = eventCodec(kitchenEvents);
export type KitchenEvent = EventOf<(typeof kitchenEvents)[number]>;

export const kitchenStreamName = (vendorId: string, orderId: string): string =>
  `kitchen-${vendorId}-${orderId}`;
