// The price the customer sees: the server's, once it has answered every change; until then an
// estimate by the engine's own pricing (the vendor's settings, the menu's packaging and tax), so
// the total moves with each tap. The estimate leaves the discount and delivery out.
import type { DeliveryType } from '@sofre/engine';
import type { CartLineView } from '@sofre/engine/contracts';
import {
  noDiscount,
  priceOrder,
  type OrderLine,
  type PriceBreakdown,
  type PricingSettings,
} from '@sofre/engine/pricing';
import type { SiteMenuItem } from '../menu/site-menu.ts';
import type { SiteCart } from './cart-state.ts';

export interface ShownPrice {
  readonly price: PriceBreakdown;
  /** The server's price of exactly these lines. */
  readonly exact: boolean;
}

const asOrderLine = (line: CartLineView, item: SiteMenuItem | undefined): OrderLine => ({
  tempId: line.id,
  menuItemId: line.menuItemId,
  title: line.title,
  price: line.price,
  count: line.count,
  discount: line.discount,
  packagingCost: item?.packagingCost ?? 0,
  servePackagingCost: item?.servePackagingCost ?? 0,
  withTax: item?.withTax ?? true,
  changePrice: false,
  isFreeItem: line.isFreeItem,
  orderItemToppings: line.toppings,
});

export function estimate(
  lines: readonly CartLineView[],
  menu: ReadonlyMap<string, SiteMenuItem>,
  settings: PricingSettings,
  deliveryType: DeliveryType | undefined,
): PriceBreakdown {
  return priceOrder({
    lines: lines.map((l) => asOrderLine(l, menu.get(l.menuItemId))),
    deliveryType: deliveryType ?? 'PICKUP',
    discount: noDiscount,
    tip: 0,
    deliveryCost: 0,
    settings,
  });
}

export function shownPrice(
  cart: SiteCart,
  lines: readonly CartLineView[],
  menu: ReadonlyMap<string, SiteMenuItem>,
  settings: PricingSettings,
): ShownPrice {
  if (cart.server && cart.pending.length === 0) return { price: cart.server.price, exact: true };
  return { price: estimate(lines, menu, settings, cart.deliveryType), exact: false };
}
