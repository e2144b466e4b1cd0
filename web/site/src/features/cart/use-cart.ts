// The cart for the screens: what the customer sees (lines, price), and the changes they make.
import type { DeliveryType } from '@sofre/engine';
import { hasSession, newId, notifyError, usePricingSettings } from '@sofre/web-shared';
import { useMemo, useSyncExternalStore } from 'react';
import type { SiteMenuItem } from '../menu/site-menu.ts';
import type { ChosenTopping } from '../menu/topping-choice.ts';
import { unitPriceOf } from '../menu/topping-choice.ts';
import { shownPrice } from './cart-price.ts';
import { linesOf, paidCount } from './cart-state.ts';
import { cartStore, siteCart } from './cart-store.ts';

export function useCart(menu: ReadonlyMap<string, SiteMenuItem>) {
  const cart = useSyncExternalStore(cartStore.subscribe, cartStore.get);
  const settings = usePricingSettings();
  const lines = useMemo(() => linesOf(cart), [cart]);
  const shown = useMemo(
    () => shownPrice(cart, lines, menu, settings),
    [cart, lines, menu, settings],
  );
  return { cart, lines, units: paidCount(lines), ...shown, syncing: cart.pending.length > 0 };
}

export function addItem(item: SiteMenuItem, toppings: readonly ChosenTopping[], count = 1): void {
  const id = newId();
  siteCart.change({
    kind: 'add',
    id,
    line: {
      id,
      menuItemId: item.id,
      title: item.title,
      count,
      price: item.price,
      discount: item.discount,
      unitPrice: unitPriceOf(item, toppings),
      toppings: [...toppings],
      isFreeItem: false,
    },
  });
}

export const setLineCount = (lineId: string, count: number): void =>
  siteCart.change({ kind: 'count', id: newId(), lineId, count });

/**
 * How the order reaches the customer. Kept here until the server has the cart (before a login),
 * then a change of the server's cart; a courier needs an address again unless one is given.
 */
export async function chooseDelivery(deliveryType: DeliveryType, addressId?: string) {
  const cart = cartStore.get();
  const courier = deliveryType === 'DELIVER';
  const address = courier ? (addressId ?? cart.addressId) : undefined;
  if (!hasSession() || !cart.opened) {
    cartStore.set({ ...cart, deliveryType, addressId: address });
    return;
  }
  try {
    await siteCart.details({ deliveryType, addressId: address ?? null });
  } catch (error) {
    notifyError(error);
    throw error;
  }
}
