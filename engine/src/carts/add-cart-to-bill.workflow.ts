// A guest at a table with an open bill orders from the table's QR code (issue 30 item 15): the cart
// becomes another round on that bill (EditBill), paid at the table with the rest, instead of a new
// order paid now. A workflow across the cart and the order: the cart's own refusals and a closed
// vendor come first (as a submit's), then the bill must be open at the cart's very table; the
// round is added, then the cart is checked out naming the bill's order. Each step's command id is
// made of the cart's and the order's, so a retry repeats nothing and completes a run cut short.
// Compensation: a cart checked out meanwhile to something else (two tabs) takes its round back.
import { handleCommand, loadState, type CommandResult } from '../commands/handle-command.ts';
import type { OrderCommandOf } from '../orders/order.commands.ts';
import { orderAggregate } from '../orders/order.decider.ts';
import { isFinalOrderStatus } from '../orders/order.machine.ts';
import { orderStreamName, type OrderEvent } from '../orders/order.events.ts';
import type { ExistingOrder, OrderState } from '../orders/order.state.ts';
import { domainError, isDomainError } from '../shared/domain-error.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { EventStore } from '../store/event-store.port.ts';
import type { CartVendorTerms } from './cart-vendor.ts';
import { cartAggregate } from './cart.decider.ts';
import type { CartEvent } from './cart.events.ts';
import type { CartFacts, CartState } from './cart.state.ts';
import { checkoutOf, stepMetadata, submittableCart } from './submit-cart.workflow.ts';

export interface AddCartToBillInputs {
  readonly cartId: string;
  /** The cart as the caller read it (after its menu sync). */
  readonly cart: CartState;
  /** The open order at the cart's table, as the caller found it. */
  readonly billOrderId: string;
  readonly vendor: CartVendorTerms;
  readonly metadata: CommandMetadata;
}

export interface AddCartToBillOutcome {
  readonly round: CommandResult<OrderState, OrderEvent>;
  readonly checkout: CommandResult<CartState, CartEvent>;
}

/** Open at the cart's table: served there and neither finished nor rejected. */
export function checkBillAtTable(order: OrderState, cart: Pick<CartFacts, 'tableNumber'>) {
  const open =
    order.status !== 'NONE' &&
    !isFinalOrderStatus(order.status) &&
    order.deliveryType === 'SERVE' &&
    cart.tableNumber !== undefined &&
    order.tableNumber === cart.tableNumber;
  if (!open) throw domainError('TABLE_BILL_NOT_OPEN', { tableNumber: cart.tableNumber });
  return order as ExistingOrder;
}

/**
 * @throws before anything is written: the cart's refusal (CART_NOT_FOUND, CART_EMPTY,
 *   CART_CHECKED_OUT …), VENDOR_CLOSED, or TABLE_BILL_NOT_OPEN; else the bill's refusal of the
 *   round (INVALID_ORDER_STATE …).
 */
export async function addCartToBill(
  store: EventStore,
  inputs: AddCartToBillInputs,
): Promise<AddCartToBillOutcome> {
  const { cartId, billOrderId, vendor, metadata } = inputs;
  const checkoutCommand = checkoutOf(cartId, billOrderId, metadata);
  const cart = submittableCart(inputs.cart, checkoutCommand, vendor);
  const stream = orderStreamName(metadata.vendorId, billOrderId);
  const { state } = await loadState(store, orderAggregate, stream, metadata.vendorId);
  const bill = checkBillAtTable(state, cart);
  const before = bill.lines;
  const round: OrderCommandOf<'EditBill'> = {
    type: 'EditBill',
    // A repeat (the cart already checked out to this bill) finds its round by the command id.
    data: { orderId: billOrderId, lines: [...before, ...cart.lines], previousLines: [...before] },
    metadata: stepMetadata(metadata, `cart-round:${cartId}:${billOrderId}`),
  };
  const added = await handleCommand(store, orderAggregate, round);
  try {
    const checkout = await handleCommand(store, cartAggregate, checkoutCommand);
    return { round: added, checkout };
  } catch (error) {
    if (isDomainError(error) && error.code === 'CART_CHECKED_OUT') {
      await handleCommand(store, orderAggregate, {
        type: 'EditBill',
        data: { orderId: billOrderId, lines: [...before] },
        metadata: stepMetadata(metadata, `cart-round-back:${cartId}:${billOrderId}`),
      });
    }
    throw error;
  }
}
