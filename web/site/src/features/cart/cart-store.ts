// The one cart of this browser: persisted in localStorage (spec §4, §9: version 1, anything else
// stored is reset), followed by React through useSyncExternalStore, and synced with the server by
// one cartSync. The cart follows the address's table: another table's QR code (or none) orders
// in a cart of its own, with the same lines.
import { notifications } from '@mantine/notifications';
import { hasSession, newId, notifyError, readPersisted, writePersisted } from '@sofre/web-shared';
import { cartMessages } from '../../messages/ordering.messages.ts';
import { cartApi } from './cart.api.ts';
import { newCart, reopened, SiteCart } from './cart-state.ts';
import { cartSync } from './cart-sync.ts';

export const CART_STORAGE_KEY = 'sofre.site.cart';

let current: SiteCart = readPersisted(CART_STORAGE_KEY, SiteCart) ?? newCart(newId());
const listeners = new Set<() => void>();

export const cartStore = {
  get: (): SiteCart => current,
  set(next: SiteCart): void {
    current = next;
    writePersisted(CART_STORAGE_KEY, next);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const siteCart = cartSync({
  store: cartStore,
  api: cartApi,
  canSync: hasSession,
  newId,
  onError: notifyError,
  onRemoved: (titles) => {
    for (const title of titles)
      notifications.show({ color: 'orange', message: cartMessages.removedByMenu(title) });
  },
});

/** Makes the cart the one of `table` (the address's ?table=, or none). */
export function followTable(table: string | undefined): void {
  const cart = cartStore.get();
  if (cart.table === table) return;
  const moved = reopened({ ...cart, table }, newId(), newId);
  if (table) cartStore.set({ ...moved, deliveryType: 'SERVE', addressId: undefined });
  else cartStore.set({ ...moved, deliveryType: undefined });
}
