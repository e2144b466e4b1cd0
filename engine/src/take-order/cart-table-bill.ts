// The open bill at the table a site cart came from (its QR code), which the guest may add the cart
// to as another round (takeOrder's 'cart-round' way): the oldest open order seated at that table,
// looked up through OrderFacts as moving an order between tables does. Reading it changes nothing.
import { loadState } from '../commands/handle-command.ts';
import { cartAggregate, ownCart } from '../carts/cart.decider.ts';
import { cartStreamName } from '../carts/cart.events.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { EventStore } from '../store/event-store.port.ts';
import type { OrderFacts } from './order-facts.port.ts';

export interface CartTableBillInputs {
  readonly store: EventStore;
  readonly facts: Pick<OrderFacts, 'openOrdersAtTable'>;
  /** The customer asking: the cart must be theirs (CART_NOT_FOUND otherwise). */
  readonly metadata: CommandMetadata;
}

export interface CartTableBill {
  readonly orderId: string;
  /** The table as the floor writes it (the cart took it so). */
  readonly tableNumber: string;
}

/** The bill open at the cart's table; null for a cart not served at a table, or a free table. */
export async function openBillAtCartTable(
  { store, facts, metadata }: CartTableBillInputs,
  cartId: string,
): Promise<CartTableBill | null> {
  const { vendorId } = metadata;
  const stream = cartStreamName(vendorId, cartId);
  const { state } = await loadState(store, cartAggregate, stream, vendorId);
  const { deliveryType, tableNumber } = ownCart(state, metadata.actor.userId, cartId);
  if (deliveryType !== 'SERVE' || !tableNumber) return null;
  // Oldest first: the bill the table opened when it sat down.
  const [orderId] = await facts.openOrdersAtTable(vendorId, tableNumber);
  return orderId === undefined ? null : { orderId, tableNumber };
}
