// The menu as the kiosk shows it: the categories and dishes offered on the KIOSK sell channel, in
// the vendor's order. Unlike the site's channel menu (…/site/KIOSK), a dish that cannot be ordered
// now stays on screen, greyed with the reason, so the counter's menu does not jump about.
import type { MenuCategoryView, MenuItemView } from '@sofre/engine/contracts';

/** Why a dish cannot be ordered now: out of stock, or outside its food shift. */
export type Unorderable = 'unavailable' | 'notNow';

export interface KioskItem extends MenuItemView {
  /** Undefined when the dish can be ordered now. */
  readonly blocked: Unorderable | undefined;
}

export interface KioskCategory {
  readonly id: string;
  readonly title: string;
  readonly items: readonly KioskItem[];
}

const onKiosk = (channels: MenuItemView['sellChannels']) => !channels || channels.includes('KIOSK');
const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

function blockedOf(category: MenuCategoryView, item: MenuItemView): Unorderable | undefined {
  if (!item.available) return 'unavailable';
  return category.sellsNow === false || item.sellsNow === false ? 'notNow' : undefined;
}

export function kioskMenu(categories: readonly MenuCategoryView[]): KioskCategory[] {
  return [...categories]
    .filter((c) => c.active && onKiosk(c.sellChannels))
    .sort(byOrder)
    .map((c) => ({
      id: c.id,
      title: c.title,
      items: c.items
        .filter((i) => i.active && onKiosk(i.sellChannels))
        .sort(byOrder)
        .map((i) => ({ ...i, blocked: blockedOf(c, i) })),
    }))
    .filter((c) => c.items.length > 0);
}
