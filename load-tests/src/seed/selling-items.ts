// The items an order can be made of at an instant on a channel: those the menu sells then (food
// shifts, Tehran wall clock, engine menuSellingAt) and offers on the channel, in a fixed order of
// popularity. Shifts are whole minutes of a weekday, so the answer is kept per weekday and minute.
import { tehranClock, type OrderSource } from '@sofre/engine';
import { menuForChannel, menuSellingAt } from '@sofre/engine/catalog';
import type { MenuCategoryView, MenuItemView } from '@sofre/engine/contracts';
import { seededRandom } from './random.ts';
import type { SeededVendor } from './seed-vendor.ts';

export interface SellingItem {
  readonly item: MenuItemView;
}

/** The menu flagged with what sells at a minute, and per channel the items to choose from. */
export interface SellingMenu {
  readonly menu: readonly MenuCategoryView[];
  readonly items: Partial<Record<OrderSource, readonly SellingItem[]>>;
}

const kept = new WeakMap<SeededVendor, Map<string, SellingMenu>>();
const popularity = new WeakMap<SeededVendor, Map<string, number>>();

/** A fixed shuffle of the menu: the first items are the best sellers. */
function rankOf(vendor: SeededVendor): Map<string, number> {
  let ranks = popularity.get(vendor);
  if (!ranks) {
    const random = seededRandom(7);
    const ids = vendor.menu.flatMap((c) => c.items.map((i) => i.id));
    for (let i = ids.length - 1; i > 0; i--) {
      const j = random.int(0, i);
      [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    }
    ranks = new Map(ids.map((id, i) => [id, i]));
    popularity.set(vendor, ranks);
  }
  return ranks;
}

/** What the menu sells at an instant (kept per weekday and Tehran minute). */
export function sellingMenu(vendor: SeededVendor, at: number): SellingMenu {
  let cache = kept.get(vendor);
  if (!cache) kept.set(vendor, (cache = new Map()));
  const clock = tehranClock(at);
  const key = `${clock.weekday}:${clock.hour}:${clock.minute}`;
  let selling = cache.get(key);
  if (!selling) {
    const menu = menuSellingAt(vendor.menu, vendor.shifts, new Date(at).toISOString());
    selling = { menu, items: {} };
    cache.set(key, selling);
  }
  return selling;
}

/** The items an order on `channel` at `at` may hold, best sellers first. */
export function sellingItems(
  vendor: SeededVendor,
  at: number,
  channel: OrderSource,
): readonly SellingItem[] {
  const selling = sellingMenu(vendor, at);
  let items = selling.items[channel];
  if (!items) {
    const ranks = rankOf(vendor);
    items = menuForChannel(selling.menu, channel)
      .flatMap((c) => c.items)
      .sort((a, b) => ranks.get(a.id)! - ranks.get(b.id)!)
      .map((item) => ({ item }));
    selling.items[channel] = items;
  }
  return items;
}
