// The site's ways of taking an order: a cart checked out as an order paid online (submitCart), and
// a table's cart added as a round to the open bill at that table (addCartToBill). The vendor's
// hours and minimum basket come through the facts; the cart's own refusals come first.
import { addCartToBill } from '../carts/add-cart-to-bill.workflow.ts';
import type { CartVendorTerms } from '../carts/cart-vendor.ts';
import { checkCartSubmittable, submitCart } from '../carts/submit-cart.workflow.ts';
import { DomainError } from '../shared/domain-error.ts';
import { cartOrderTerms } from './cart-order-terms.ts';
import { codeUseClaim } from './order-code.ts';
import type { OrderFacts } from './order-facts.port.ts';
import type { OrderTaken, TakeOrderInputs, TakeOrderWish } from './take-order.types.ts';

/** The vendor's hours and minimum basket, as they stand at a cart's submit. */
async function cartVendor(facts: OrderFacts, vendorId: string): Promise<CartVendorTerms> {
  const [availability, terms] = await Promise.all([
    facts.vendorHours(vendorId),
    facts.vendorTerms(vendorId),
  ]);
  return { availability, minimumBasket: terms.minimumBasket };
}

export async function cartOrder(
  { store, facts, metadata, newId, onCompensationFailed }: TakeOrderInputs,
  { cartId, cart, orderId, description }: Extract<TakeOrderWish, { way: 'cart' }>,
): Promise<OrderTaken> {
  const vendor = await cartVendor(facts, metadata.vendorId);
  // The cart's own refusals (CART_EMPTY …) and a closed vendor come before its terms.
  checkCartSubmittable(cart, cartId, orderId, metadata, vendor);
  const { terms, codeUse } = await cartOrderTerms(facts, cart, { orderId, description }, metadata);
  const claim = codeUse && (await codeUseClaim(facts, metadata.vendorId, codeUse));
  const failed = (what: string) => (error: unknown) => onCompensationFailed?.(what, error);
  const { order, checkout, outcome } = await submitCart(
    store,
    { cartId, cart, terms, vendor, metadata, newId, ...(claim ? { codeUse: claim } : {}) },
    {
      onReleaseFailed: failed('could not give a code use back'),
      onRejectFailed: failed('could not reject an order its cart did not become'),
    },
  );
  const { state } = order.result;
  if (state.status === 'NONE') throw new DomainError('ORDER_NOT_FOUND');
  return {
    outcome: 'taken',
    way: 'cart',
    orderId,
    status: state.status,
    position: checkout.position ?? order.result.position,
    repeated: outcome === 'repeated',
    codeUse: order.codeUse,
  };
}

export async function cartRound(
  { store, facts, metadata }: TakeOrderInputs,
  { cartId, cart, billOrderId }: Extract<TakeOrderWish, { way: 'cart-round' }>,
): Promise<OrderTaken> {
  // A round is paid at the table with the rest: no minimum basket.
  const availability = await facts.vendorHours(metadata.vendorId);
  const { round: added, checkout } = await addCartToBill(store, {
    cartId,
    cart,
    billOrderId,
    vendor: { availability, minimumBasket: 0 },
    metadata,
  });
  return {
    outcome: 'taken',
    way: 'cart-round',
    orderId: billOrderId,
    status: added.state.status === 'NONE' ? 'CONFIRMED' : added.state.status,
    position: checkout.position ?? added.position,
    repeated: added.repeated && checkout.repeated,
    codeUse: 'none',
  };
}
