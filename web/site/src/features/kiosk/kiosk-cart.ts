// The kiosk's cart: a pure reducer over order lines (the engine's OrderLine, so the engine's own
// pricing prices it as the POS prices its draft). The same dish with the same toppings adds to
// its line (spec §4); a count that falls to 0 takes the line out. Nothing is sent until payment.
import type { MenuItemView, OrderLineRequest } from '@sofre/engine/contracts';
import { ORDER_LIMITS } from '@sofre/engine/contracts';
import {
  lineKey,
  noDiscount,
  priceOrder,
  type LineTopping,
  type OrderLine,
  type PriceBreakdown,
  type PricingSettings,
} from '@sofre/engine/pricing';

/** Units of one line a kiosk takes: a big order is for the counter, not the self-order screen. */
export const KIOSK_MAX_LINE_COUNT = 20;

export interface KioskCart {
  readonly lines: readonly OrderLine[];
}

export type CartAction =
  | {
      readonly type: 'add';
      readonly item: MenuItemView;
      readonly toppings: readonly LineTopping[];
      readonly count: number;
    }
  | { readonly type: 'increment'; readonly lineId: string }
  | { readonly type: 'decrement'; readonly lineId: string }
  | { readonly type: 'remove'; readonly lineId: string }
  | { readonly type: 'clear' };

export const emptyCart: KioskCart = { lines: [] };

const capped = (count: number) => Math.min(count, KIOSK_MAX_LINE_COUNT);

function newLine(item: MenuItemView, toppings: readonly LineTopping[], count: number): OrderLine {
  return {
    tempId: lineKey(item.id, toppings),
    menuItemId: item.id,
    title: item.title,
    price: item.price,
    count: capped(count),
    discount: item.discount,
    packagingCost: item.packagingCost,
    servePackagingCost: item.servePackagingCost,
    withTax: item.withTax,
    changePrice: false,
    isFreeItem: false,
    orderItemToppings: [...toppings],
  };
}

const withCount = (cart: KioskCart, lineId: string, count: (now: number) => number): KioskCart => ({
  lines: cart.lines
    .map((l) => (l.tempId === lineId ? { ...l, count: capped(count(l.count)) } : l))
    .filter((l) => l.count > 0),
});

function add(cart: KioskCart, action: Extract<CartAction, { type: 'add' }>): KioskCart {
  if (action.count < 1) return cart;
  const line = newLine(action.item, action.toppings, action.count);
  if (cart.lines.some((l) => l.tempId === line.tempId))
    return withCount(cart, line.tempId, (now) => now + action.count);
  if (cart.lines.length >= ORDER_LIMITS.lines) return cart;
  return { lines: [...cart.lines, line] };
}

export function cartReducer(cart: KioskCart, action: CartAction): KioskCart {
  switch (action.type) {
    case 'add':
      return add(cart, action);
    case 'increment':
      return withCount(cart, action.lineId, (now) => now + 1);
    case 'decrement':
      return withCount(cart, action.lineId, (now) => now - 1);
    case 'remove':
      return { lines: cart.lines.filter((l) => l.tempId !== action.lineId) };
    case 'clear':
      return emptyCart;
    default: {
      const never: never = action;
      return never;
    }
  }
}

/** Units in the cart, all lines together. */
export const itemCount = (cart: KioskCart): number =>
  cart.lines.reduce((sum, l) => sum + l.count, 0);

/** Units of one dish in the cart, whatever its toppings. */
export const unitsOf = (cart: KioskCart, menuItemId: string): number =>
  cart.lines.filter((l) => l.menuItemId === menuItemId).reduce((sum, l) => sum + l.count, 0);

/** The cart priced as the server will price it: taken away (PICKUP), no discount, no tip. */
export const cartPrice = (cart: KioskCart, settings: PricingSettings): PriceBreakdown =>
  priceOrder({
    lines: [...cart.lines],
    deliveryType: 'PICKUP',
    discount: noDiscount,
    tip: 0,
    deliveryCost: 0,
    settings,
  });

/** The lines as the order request carries them: the server prices them from its own menu. */
export const requestLines = (cart: KioskCart): OrderLineRequest[] =>
  cart.lines.map((l) => ({
    menuItemId: l.menuItemId,
    count: l.count,
    toppings: l.orderItemToppings.map((t) => ({ toppingId: t.toppingId, count: t.count })),
  }));
