// Whether the menu's items sell right now, computed when the menu is read (the answer changes
// with the clock, never with an event, so the read model cannot hold it). Something sells now
// when it and its category are active, it is available, and the clock (Tehran time) is inside one
// of its own food shifts and one of its category's (no shifts = whenever the vendor is open).
import type { MenuCategoryView } from '../contracts/menu.contract.ts';
import { shiftSellsAt, type FoodShiftFields } from '../food-shifts/food-shift.kind.ts';
import { OrderSource } from '../shared/enums.ts';

/** Every category and item of the menu with `sellsNow` set for the instant. */
export function menuSellingAt(
  menu: readonly MenuCategoryView[],
  shifts: ReadonlyMap<string, FoodShiftFields>,
  instantUtcIso: string,
): MenuCategoryView[] {
  // Each shift is asked once (a Tehran wall-clock conversion each), not once per item naming it.
  const selling = new Map([...shifts].map(([id, s]) => [id, shiftSellsAt(s, instantUtcIso)]));
  // As sellsInShifts: no shifts, or only unknown ones → always; else any known one selling now.
  const inShift = (ids: readonly string[] | undefined) => {
    const known = (ids ?? []).filter((id) => selling.has(id));
    return known.length === 0 || known.some((id) => selling.get(id) === true);
  };
  return menu.map((category) => {
    const categorySells = category.active && inShift(category.foodShiftIds);
    return {
      ...category,
      sellsNow: categorySells,
      items: category.items.map((item) => ({
        ...item,
        sellsNow: categorySells && item.active && item.available && inShift(item.foodShiftIds),
      })),
    };
  });
}

/** Whether a category or item is sold on a channel (no list: every channel). */
export const offeredOn = (channels: readonly OrderSource[] | undefined, channel: OrderSource) =>
  (channels ?? OrderSource.options).includes(channel);

/**
 * The customer's menu on one sell channel: only categories and items that sell now and are
 * offered on it; a category left without items is left out.
 */
export function menuForChannel(
  menu: readonly MenuCategoryView[],
  channel: OrderSource,
): MenuCategoryView[] {
  return menu
    .filter((c) => c.sellsNow === true && offeredOn(c.sellChannels, channel))
    .map((c) => ({
      ...c,
      items: c.items.filter((i) => i.sellsNow === true && offeredOn(i.sellChannels, channel)),
    }))
    .filter((c) => c.items.length > 0);
}
