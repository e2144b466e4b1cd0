// The menu a customer sees on one sell channel (the site: WEBSITE; a table's QR code: QR). What
// is switched off or not offered on the channel is left out; what is on the menu but cannot be
// ordered now (out of stock, outside its food shift) stays, greyed, so the customer knows it
// exists — the same reading of the flags as the server's cart (engine cartMenuOf).
import type { OrderSource } from '@sofre/engine';
import type { MenuCategoryView, MenuItemView } from '@sofre/engine/contracts';

export interface SiteMenuItem extends MenuItemView {
  /** It can be added to the cart now. */
  readonly orderable: boolean;
}

export interface SiteMenuCategory {
  readonly id: string;
  readonly title: string;
  readonly items: readonly SiteMenuItem[];
}

const offeredOn = (channels: readonly OrderSource[] | undefined, channel: OrderSource) =>
  channels === undefined || channels.includes(channel);

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

export function siteMenu(
  menu: readonly MenuCategoryView[],
  channel: OrderSource,
): SiteMenuCategory[] {
  return [...menu]
    .filter((c) => c.active && offeredOn(c.sellChannels, channel))
    .sort(byOrder)
    .map((c) => ({
      id: c.id,
      title: c.title,
      items: c.items
        .filter((i) => i.active && offeredOn(i.sellChannels, channel))
        .sort(byOrder)
        .map((i) => ({
          ...i,
          orderable: i.available && i.sellsNow !== false && c.sellsNow !== false,
        })),
    }))
    .filter((c) => c.items.length > 0);
}

/** Every item by its id (the cart's lines name items). */
export const menuIndex = (menu: readonly SiteMenuCategory[]): ReadonlyMap<string, SiteMenuItem> =>
  new Map(menu.flatMap((c) => c.items.map((i) => [i.id, i] as const)));

/** The channel of the site's cart: a table's QR code orders on QR (engine cartChannel). */
export const channelOf = (table: string | undefined): OrderSource =>
  table === undefined ? 'WEBSITE' : 'QR';
