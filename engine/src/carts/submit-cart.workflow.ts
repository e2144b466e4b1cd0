// Submitting a cart (ARCHITECTURE decision 11): a workflow across the cart and the order. The cart
// becomes an order through the place-order workflow (a limited code's use is claimed with it), then
// the cart is checked out naming that order. Nothing is written unless the cart may be checked out
// and the vendor takes it (open now, the basket at its minimum: cart-vendor.ts): both are decided
// first, purely, on the cart the order is built from. Each step has its own command id made of
// the cart's and the order's, so submitting again with the same order id is a repeat of both;
// that is also how a submit cut short between the two steps is completed.
// Compensation: if the checkout is refused once the order is placed — the cart became another order
// meanwhile (two tabs submitting at once) — the order just placed is rejected, so a cart never
// leaves two live orders. The outcome says which of these happened.
import { handleCommand, type CommandResult } from '../commands/handle-command.ts';
import type { OrderCommandOf } from '../orders/order.commands.ts';
import {
  placeOrder,
  type PlaceOrderInputs,
  type PlaceOrderOutcome,
} from '../orders/place-order.workflow.ts';
import { orderAggregate } from '../orders/order.decider.ts';
import { errorMessages, isDomainError } from '../shared/domain-error.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { EventStore } from '../store/event-store.port.ts';
import { submitOrderFromCart, type CartOrderTerms } from './cart-order.ts';
import { checkMinimumBasket, checkVendorOpen, type CartVendorTerms } from './cart-vendor.ts';
import type { CartCommandOf } from './cart.commands.ts';
import { cartAggregate, cartDecider, ownCart } from './cart.decider.ts';
import type { CartEvent } from './cart.events.ts';
import type { CartState } from './cart.state.ts';

export interface SubmitCartInputs {
  readonly cartId: string;
  /** The cart as the caller read it (after its menu sync) and priced the terms from. */
  readonly cart: CartState;
  readonly terms: CartOrderTerms;
  /** The vendor's hours and minimum basket, as they stand at the submit. */
  readonly vendor: CartVendorTerms;
  /** The customer's submit: who, for which vendor, when. */
  readonly metadata: CommandMetadata;
  /** New ids for the workflow's own steps (the engine makes none). */
  readonly newId: () => string;
  /** A limited code's use to hold, as placeOrder takes it. */
  readonly codeUse?: PlaceOrderInputs['codeUse'];
}

export interface SubmitCartOutcome {
  readonly order: PlaceOrderOutcome;
  readonly checkout: CommandResult<CartState, CartEvent>;
  /** submitted: the cart became the order now; repeated: this submit had already (partly) run. */
  readonly outcome: 'submitted' | 'repeated';
}

export interface SubmitCartHooks {
  /** Giving a code's use back failed after the order was refused (placeOrder's). */
  readonly onReleaseFailed?: (error: unknown) => void;
  /** Rejecting the order the cart could not be checked out to failed; the refusal still comes. */
  readonly onRejectFailed?: (error: unknown) => void;
}

export const stepMetadata = (submit: CommandMetadata, commandId: string): CommandMetadata => ({
  ...submit,
  commandId,
  correlationId: submit.correlationId ?? submit.commandId,
  causationId: submit.commandId,
});

export const checkoutOf = (
  cartId: string,
  orderId: string,
  metadata: CommandMetadata,
): CartCommandOf<'CheckoutCart'> => ({
  type: 'CheckoutCart',
  data: { cartId, orderId },
  metadata: stepMetadata(metadata, `checkout-cart:${cartId}:${orderId}`),
});

/**
 * The cart's checkout decided on `state` without writing it, then whether the vendor is open: the
 * refusal, or the cart.
 */
export function submittableCart(
  state: CartState,
  checkout: CartCommandOf<'CheckoutCart'>,
  vendor: CartVendorTerms,
) {
  const { cartId, orderId } = checkout.data;
  const cart = ownCart(state, checkout.metadata.actor.userId, cartId);
  // Checked out to this very order: a retry, which completes what the first run left.
  if (cart.status === 'CHECKED_OUT' && cart.orderId === orderId) return cart;
  cartDecider.decide(checkout, cart);
  checkVendorOpen(vendor, checkout.metadata.now);
  return cart;
}

/**
 * Whether the cart may be submitted as order `orderId` by whoever `metadata` names, asked before
 * the order's terms are worked out, so a cart's own refusal (CART_EMPTY …) and a closed vendor
 * come first. The minimum basket needs the terms (the code's discount): submitCart asks it.
 * @throws the refusal submitCart would give first.
 */
export const checkCartSubmittable = (
  state: CartState,
  cartId: string,
  orderId: string,
  metadata: CommandMetadata,
  vendor: CartVendorTerms,
): void => void submittableCart(state, checkoutOf(cartId, orderId, metadata), vendor);

/**
 * @throws before anything is written: the cart's refusal (CART_NOT_FOUND, CART_EMPTY,
 *   ORDER_HAS_TO_HAVE_DELIVER_METHOD, CART_ADDRESS_REQUIRED, CART_CHECKED_OUT), VENDOR_CLOSED, or
 *   BASKET_BELOW_MINIMUM; else the order's refusal as placeOrder gives it (the code's use given
 *   back).
 */
export async function submitCart(
  store: EventStore,
  inputs: SubmitCartInputs,
  hooks: SubmitCartHooks = {},
): Promise<SubmitCartOutcome> {
  const { cartId, terms, vendor, metadata, newId, codeUse } = inputs;
  const { orderId } = terms;
  const checkoutCommand = checkoutOf(cartId, orderId, metadata);
  const cart = submittableCart(inputs.cart, checkoutCommand, vendor);
  // A repeat (the cart already this order's) was held to the minimum the first time.
  if (cart.status === 'OPEN') checkMinimumBasket(cart, terms, vendor);

  const submit = submitOrderFromCart(
    cart,
    terms,
    stepMetadata(metadata, `submit-cart:${cartId}:${orderId}`),
  );
  const order = await placeOrder(
    store,
    { submit, newId, ...(codeUse ? { codeUse } : {}) },
    hooks.onReleaseFailed,
  );
  let checkout: CommandResult<CartState, CartEvent>;
  try {
    checkout = await handleCommand(store, cartAggregate, checkoutCommand);
  } catch (error) {
    // Only a cart that became another order is final; anything else (a conflict, the store) may
    // pass on a retry, which finds this order placed and checks the cart out to it.
    if (isDomainError(error) && error.code === 'CART_CHECKED_OUT') {
      await rejectOrder(store, orderId, metadata, hooks.onRejectFailed);
    }
    throw error;
  }
  const repeated = order.result.repeated || checkout.repeated;
  return { order, checkout, outcome: repeated ? 'repeated' : 'submitted' };
}

async function rejectOrder(
  store: EventStore,
  orderId: string,
  metadata: CommandMetadata,
  onRejectFailed: (error: unknown) => void = () => {},
) {
  const reject: OrderCommandOf<'ChangeOrderState'> = {
    type: 'ChangeOrderState',
    data: { orderId, target: 'REJECTED', reason: errorMessages.CART_CHECKED_OUT },
    metadata: stepMetadata(metadata, `reject-cartless-order:${orderId}`),
  };
  try {
    await handleCommand(store, orderAggregate, reject);
  } catch (error) {
    onRejectFailed(error);
  }
}
