// Learned preparation times (issue 15): each bump of a station's part that says how long it cooked
// (KitchenStationBumped cookedMs: from the order's confirmation to the bump; absent after a recall
// or a change) is a sample for each of its items there. Each item's time per station is a moving
// average (the last bumps weigh most), so a kitchen that gets faster or slower is followed within
// a few orders.

/** Weight of the newest sample in the moving average. */
const NEWEST_WEIGHT = 0.3;

export interface LearnedTime {
  readonly ms: number;
  readonly samples: number;
}

export interface KitchenPrepRow {
  readonly kind: 'prep';
  readonly vendorId: string;
  /** `${stationId}|${menuItemId}` → learned time. */
  readonly times: Readonly<Record<string, LearnedTime>>;
  /** menuItemId → its latest learned time at any station (what an order's line shows). */
  readonly byItem: Readonly<Record<string, number>>;
  readonly position: string;
}

export const prepKeyOf = (vendorId: string): string => `prep:${vendorId}`;
export const timeKey = (stationId: string, menuItemId: string) => `${stationId}|${menuItemId}`;

const averaged = (was: LearnedTime | undefined, sample: number): LearnedTime =>
  was === undefined
    ? { ms: sample, samples: 1 }
    : {
        ms: Math.round(was.ms * (1 - NEWEST_WEIGHT) + sample * NEWEST_WEIGHT),
        samples: was.samples + 1,
      };

export function learn(
  row: KitchenPrepRow,
  stationId: string,
  menuItemIds: readonly string[],
  sample: number,
  position: string,
): KitchenPrepRow {
  const times = { ...row.times };
  const byItem = { ...row.byItem };
  for (const itemId of new Set(menuItemIds)) {
    const learned = averaged(times[timeKey(stationId, itemId)], sample);
    times[timeKey(stationId, itemId)] = learned;
    byItem[itemId] = learned.ms;
  }
  return { ...row, times, byItem, position };
}

export const emptyPrep = (vendorId: string, position: string): KitchenPrepRow => ({
  kind: 'prep',
  vendorId,
  times: {},
  byItem: {},
  position,
});
