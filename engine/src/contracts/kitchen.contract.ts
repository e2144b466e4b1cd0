// The kitchen's stations (issue 15): an order as the station screens see it (the
// `kitchen-stations` live topic), the vendor's stations and which items each cooks, a cook's
// move (item done, bump, recall), the screens' heartbeats and the learned preparation times.
import { z } from 'zod';
import { DeliveryType, OrderSource, OrderStatus } from '../shared/enums.ts';

/** How a line changed after the kitchen had the order: added, changed, or taken off (struck). */
export const KitchenLineMark = z.enum(['NEW', 'CHANGED', 'CANCELLED']);
export type KitchenLineMark = z.infer<typeof KitchenLineMark>;

export const KitchenOrderLine = z.object({
  /** The order line's id (tempId): what item-done names. */
  lineId: z.string(),
  menuItemId: z.string(),
  title: z.string(),
  count: z.number().int(),
  toppings: z.array(z.object({ title: z.string(), count: z.number().int() })),
  note: z.string().optional(),
  mark: KitchenLineMark.optional(),
  /** The count before a CHANGED mark, when the count changed. */
  previousCount: z.number().int().optional(),
  /** How the line is to be cooked now (engine kitchen lineCooking): done counts for this. */
  cooking: z.string(),
  /** The item's learned preparation time (bump history); absent until it was bumped a few times. */
  prepMs: z.number().int().nonnegative().optional(),
});
export type KitchenOrderLine = z.infer<typeof KitchenOrderLine>;

/** One station's work on the order. */
export const KitchenPart = z.object({
  /** Lines done: line id → how it was to be cooked then. */
  done: z.record(z.string(), z.string()),
  /** The part's cooking when it was bumped (engine kitchen partCooking); absent while it cooks. */
  bumped: z.string().optional(),
  bumpedAt: z.string().optional(),
  /** Who bumped it (the user id of the cook's login). */
  bumpedBy: z.string().optional(),
  /** Brought back after a bump, and not bumped again yet. */
  recalledAt: z.string().optional(),
});
export type KitchenPart = z.infer<typeof KitchenPart>;

/** An order as the station screens see it. Each screen shows only its stations' lines. */
export const KitchenOrder = z.object({
  kind: z.literal('kitchen-order'),
  orderId: z.string(),
  number: z.number().int(),
  source: OrderSource,
  deliveryType: DeliveryType.optional(),
  tableNumber: z.string().optional(),
  description: z.string().optional(),
  note: z.string().optional(),
  status: OrderStatus,
  submittedAt: z.string(),
  /** When the kitchen got the order as it is now: its confirmation, or the last change since. */
  sentAt: z.string(),
  /** Set when lines changed after the kitchen had the order (the chime rings again). */
  changedAt: z.string().optional(),
  lines: z.array(KitchenOrderLine),
  /** By station id; a station with no entry has not touched its part. */
  parts: z.record(z.string(), KitchenPart),
  /** sentAt plus the longest learned preparation time of its lines; absent without history. */
  expectedReadyAt: z.string().optional(),
  readyAt: z.string().optional(),
  /** In the kitchen's hands: cooking, or a part brought back after the order was ready. */
  open: z.boolean(),
  position: z.string(),
});
export type KitchenOrder = z.infer<typeof KitchenOrder>;

export const DEFAULT_WARN_AFTER_MINUTES = 5;
export const DEFAULT_LATE_AFTER_MINUTES = 8;

export const KitchenStationView = z.object({
  id: z.string(),
  title: z.string(),
  /** The station for lines no kitchen station takes. */
  isDefault: z.boolean(),
  warnAfterMinutes: z.number().int().positive(),
  lateAfterMinutes: z.number().int().positive(),
});
export type KitchenStationView = z.infer<typeof KitchenStationView>;

/** GET /api/kitchen/stations: the stations, and which stations cook each menu item. */
export const KitchenSetup = z.object({
  stations: z.array(KitchenStationView),
  /** Menu item id → its stations; an item not listed goes to the default station. */
  itemStations: z.record(z.string(), z.array(z.string())),
});
export type KitchenSetup = z.infer<typeof KitchenSetup>;

/** PUT /api/kitchen/stations/timing: a station's ageing thresholds (yellow, then red). */
export const KitchenStationTimingRequest = z
  .object({
    stationId: z.string().min(1).max(100),
    warnAfterMinutes: z.number().int().min(1).max(240),
    lateAfterMinutes: z.number().int().min(1).max(240),
  })
  .refine((t) => t.lateAfterMinutes > t.warnAfterMinutes, {
    path: ['lateAfterMinutes'],
    message: 'lateAfterMinutes must be after warnAfterMinutes',
  });

/** POST /api/kitchen/bump, /recall: a station's part of an order. */
export const KitchenPartRequest = z.object({
  orderId: z.string().min(1).max(100),
  stationId: z.string().min(1).max(100),
});
/** POST /api/kitchen/items/done, /items/reopen: one line of a station's part. */
export const KitchenLineRequest = KitchenPartRequest.extend({ lineId: z.string().min(1).max(100) });

export const KitchenMoveAnswer = z.object({
  orderId: z.string(),
  stationId: z.string(),
  /** The facts the move appended (none for a repeat). */
  events: z.array(z.string()),
  /** The order's new status when this move finished its last station. */
  orderReady: OrderStatus.optional(),
  /** True when this recall brought a ready order back to the kitchen (CONFIRMED). */
  orderReturned: z.boolean().optional(),
  position: z.string(),
});
export type KitchenMoveAnswer = z.infer<typeof KitchenMoveAnswer>;

/** POST /api/kitchen/screens/heartbeat. */
export const KitchenScreenBeatRequest = z.object({
  screenId: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1).max(100),
  stations: z.array(z.string().min(1).max(100)).max(50),
});

export const KitchenScreenHealth = z.object({
  screenId: z.string(),
  name: z.string(),
  stations: z.array(z.string()),
  lastBeatAt: z.string(),
  /** Silent longer than silentAfterSeconds. */
  silent: z.boolean(),
});
export type KitchenScreenHealth = z.infer<typeof KitchenScreenHealth>;

/** GET /api/health/kitchen-screens. */
export const KitchenScreensHealth = z.object({
  checkedAt: z.string(),
  silentAfterSeconds: z.number().int(),
  /** The vendor is open now by its hours: a silent screen is only a worry then. */
  openNow: z.boolean(),
  screens: z.array(KitchenScreenHealth),
});
export type KitchenScreensHealth = z.infer<typeof KitchenScreensHealth>;

/** GET /api/kitchen/prep-times: what the bump history taught, per station and item. */
export const KitchenPrepTimes = z.object({
  items: z.array(
    z.object({
      stationId: z.string(),
      menuItemId: z.string(),
      ms: z.number().int(),
      samples: z.number().int(),
    }),
  ),
});
export type KitchenPrepTimes = z.infer<typeof KitchenPrepTimes>;
