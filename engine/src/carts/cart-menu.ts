// The latest menu as a cart reads it (UpdateCartFromMenu, spec §4 "updating the cart removes
// inactive or unavailable items"): for each item, whether it is on and whether it can be ordered
// on the cart's channel right now, with the menu's price.
import { offeredOn } from '../catalog/sells-now.ts';
import type { MenuCategoryView } from '../contracts/menu.contract.ts';
import type { OrderSource } from '../shared/enums.ts';
import type { MenuItemAvailability } from './cart.commands.ts';
import type { CartDetails } from './cart.events.ts';

/** A cart opened from a table's QR code (?table=) orders on the QR channel; any other, the site. */
export const cartChannel = (cart: Pick<CartDetails, 'tableNumber'>): OrderSource =>
  cart.tableNumber === undefined ? 'WEBSITE' : 'QR';

/**
 * Each item of the menu, by id. active: the item and its category are switched on. available: it
 * is in stock, offered on the channel, and sells now (its food shifts, when the menu came through
 * menuSellingAt; a menu without sells-now flags counts as selling).
 */
export function cartMenuOf(
  menu: readonly MenuCategoryView[],
  channel: OrderSource,
): Record<string, MenuItemAvailability> {
  return Object.fromEntries(
    menu.flatMap((category) =>
      category.items.map((item): [string, MenuItemAvailability] => [
        item.id,
        {
          active: category.active && item.active,
          available:
            item.available &&
            item.sellsNow !== false &&
            category.sellsNow !== false &&
            offeredOn(category.sellChannels, channel) &&
            offeredOn(item.sellChannels, channel),
          price: item.price,
          discount: item.discount,
        },
      ]),
    ),
  );
}
