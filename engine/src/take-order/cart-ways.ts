// The site's ways of taking an order: a cart checked out as an order paid online (submitCart), and
// a table's cart added as a round to the open bill at that table (addCartToBill). Each loads the
// customer's cart and holds it to the menu as it sells now first (cart-in-line.ts): a cart the
// menu took lines out of is neither submitted nor added to the bill (menu-changed), the customer
// looks again. The vendor's hours and minimum basket come through the facts; the cart's own
// refusals come first.
import { addCartToBill } from '../carts/add-cart-to-bill.workflow.ts';
import type { CartVendorTerms } from '../carts/cart-vendor.ts';
import type { ExistingCart } from '../carts/cart.state.ts';
import { checkCartSubmittable, submitCart } from '../carts/submit-cart.workflow.ts';
import { DomainError } from '../shared/domain-error.ts';
import { cartInLineWithMenu } from './cart-in-line.ts';
import { cartOrderTerms } from './cart-order-terms.ts';
import { codeUseClaim } from './order-code.ts';
import type { OrderFacts } from './order-facts.port.ts';
import { withOrderUsage } from './order-usage.ts';
import type {
  CartMenuChanged,
  OrderTaken,
  TakeOrderInputs,
  TakeOrderWish,
} from './take-order.types.ts';

/** The vendor's hours and minimum basket, as they stand at a cart's submit. */
async function cartVendor(facts: OrderFacts, vendorId: string): Promise<CartVendorTerms> {
  const [availability, terms] = await Promise.all([
    facts.vendorHours(vendorId),
    facts.vendorTerms(vendorId),
  ]);
  return { availability, minimumBasket: terms.minimumBasket };
}

/** The cart checked out as an order, or the cart as it is now when the menu took lines out. */
export async function cartCheckout(
  inputs: TakeOrderInputs,
  wish: Extract<TakeOrderWish, { way: 'cart' }>,
): Promise<OrderTaken | CartMenuChanged> {
  const { cart, removed, position } = await cartInLineWithMenu(inputs, wish.cartId);
  if (removed.length > 0) return { outcome: 'menu-changed', way: 'cart', cart, removed, position };
  return withOrderUsage(inputs, wish.orderId, () => cartOrder(inputs, wish, cart));
}

async function cartOrder(
  { store, facts, metadata, newId, onCompensationFailed }: TakeOrderInputs,
  { cartId, orderId, description }: Extract<TakeOrderWish, { way: 'cart' }>,
  cart: ExistingCart,
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

/** The cart added to the table's bill, or the cart as it is now when the menu took lines out. */
export async function cartRound(
  inputs: TakeOrderInputs,
  { cartId, billOrderId }: Extract<TakeOrderWish, { way: 'cart-round' }>,
): Promise<OrderTaken | CartMenuChanged> {
  const { store, facts, metadata } = inputs;
  const [{ cart, removed, position }, availability] = await Promise.all([
    cartInLineWithMenu(inputs, cartId),
    facts.vendorHours(metadata.vendorId),
  ]);
  // As a checkout: a round the menu took lines out of is not added (the bill stays as it was);
  // the guest looks at the cart as it is now and adds it again.
  if (removed.length > 0)
    return { outcome: 'menu-changed', way: 'cart-round', cart, removed, position };
  // A round is paid at the table with the rest: no minimum basket.
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
