// A site cart as an order is taken from it (and as the site shows it): loaded from its stream and
// brought in line with the menu as it sells now on the cart's channel (spec §4: lines the menu no
// longer sells leave the cart, the rest take the menu's price). The cart aggregate decides the
// change (UpdateCartFromMenu); this says which lines went, so the customer is told once.
import { handleCommand, loadState } from '../commands/handle-command.ts';
import type { MenuCategoryView } from '../contracts/menu.contract.ts';
import { syncWithMenu } from '../carts/cart-lines.ts';
import { cartChannel, cartMenuOf } from '../carts/cart-menu.ts';
import { cartAggregate, ownCart } from '../carts/cart.decider.ts';
import { cartStreamName, type MenuRemovalReason } from '../carts/cart.events.ts';
import type { ExistingCart } from '../carts/cart.state.ts';
import { stepMetadata } from '../carts/submit-cart.workflow.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { EventStore, Position } from '../store/event-store.port.ts';
import type { OrderFacts } from './order-facts.port.ts';

/** A line the menu took out of the cart, named as the customer saw it. */
export interface CartRemoval {
  readonly id: string;
  readonly menuItemId: string;
  readonly title: string;
  readonly reason: MenuRemovalReason;
}

export interface CartInLine {
  readonly cart: ExistingCart;
  /** The cart stream's last position (the sync's, when it wrote one). */
  readonly position: Position | undefined;
  /** Lines the menu took out just now (none when it changed nothing, or the cart is closed). */
  readonly removed: readonly CartRemoval[];
  /** Whether the cart changed (lines out, or prices): a sync event was written. */
  readonly synced: boolean;
  /** The menu as it sells now, which the cart was held to. */
  readonly menu: readonly MenuCategoryView[];
}

export interface CartInLineInputs {
  readonly store: EventStore;
  readonly facts: Pick<OrderFacts, 'menuSellingNow'>;
  /** The customer's request: the cart must be theirs (CART_NOT_FOUND otherwise). */
  readonly metadata: CommandMetadata;
  readonly newId: () => string;
}

/** The customer's cart with what the menu no longer sells taken out and prices as it sells now. */
export async function cartInLineWithMenu(
  { store, facts, metadata, newId }: CartInLineInputs,
  cartId: string,
): Promise<CartInLine> {
  const { vendorId, now } = metadata;
  const [menu, loaded] = await Promise.all([
    facts.menuSellingNow(vendorId, now),
    loadState(store, cartAggregate, cartStreamName(vendorId, cartId), vendorId),
  ]);
  const cart = ownCart(loaded.state, metadata.actor.userId, cartId);
  const unchanged = { cart, position: loaded.position, removed: [], synced: false, menu };
  if (cart.status !== 'OPEN') return unchanged;
  const cartMenu = cartMenuOf(menu, cartChannel(cart));
  // Asked first so an unchanged cart (nearly always) costs no command.
  const sync = syncWithMenu(cart.lines, cartMenu);
  if (sync.removed.length === 0 && sync.repriced.length === 0) return unchanged;
  // A sync of its own each time: the menu may change again before the next.
  const result = await handleCommand(store, cartAggregate, {
    type: 'UpdateCartFromMenu',
    data: { cartId, menu: cartMenu },
    metadata: stepMetadata(metadata, `sync-cart-menu:${cartId}:${newId()}`),
  });
  // What the aggregate took out (another request may have synced the cart in between).
  const removed = result.events.flatMap((event) =>
    event.type !== 'CartSyncedWithMenu'
      ? []
      : event.data.removed.flatMap(({ lineId, reason }) => {
          const line = cart.lines.find((l) => l.tempId === lineId);
          return line
            ? [{ id: lineId, menuItemId: line.menuItemId, title: line.title, reason }]
            : [];
        }),
  );
  return {
    cart: ownCart(result.state, metadata.actor.userId, cartId),
    position: result.position,
    removed,
    synced: result.events.length > 0,
    menu,
  };
}
