// What every cart route answers: the cart priced by the engine's pricing as its order would be —
// the vendor's settings, what its discount code takes off (the code as the back office has it
// now, through the order's facts), the delivery zone's price for a courier cart — and the lines
// the menu took out.
import { isDomainError, type Rial } from '@sofre/engine';
import { priceCart, type CartPricingTerms, type ExistingCart } from '@sofre/engine/carts';
import type { CartView } from '@sofre/engine/contracts';
import { lineUnitPrice, noDiscount } from '@sofre/engine/pricing';
import { orderDiscountOf, waivesDelivery } from '@sofre/engine/discounts';
import { courierTerms, goesByCourier } from '@sofre/engine/take-order';
import type { FastifyRequest } from 'fastify';
import { contextOf } from '../http/request-context.ts';
import { factsOf } from '../order-facts/order-facts.adapter.ts';
import type { CartDeps, CartNow } from './cart-command.ts';

/** The discount and delivery cost of the cart's order, as far as they can be known now. */
export async function cartPricingTerms(
  deps: CartDeps,
  request: FastifyRequest,
  cart: ExistingCart,
): Promise<CartPricingTerms> {
  const { vendor } = contextOf(request);
  const facts = factsOf(deps.platform, request);
  const code = cart.discount && (await facts.discountCode(vendor.id, cart.discount.code));
  const freeShipping = code ? waivesDelivery(code) : false;
  return {
    settings: vendor.pricingSettings,
    discount: code ? orderDiscountOf(code) : noDiscount,
    deliveryCost: freeShipping ? 0 : await deliveryCostOf(deps, request, cart),
  };
}

/** The zone's price of a courier cart's address; 0 while it cannot be priced (submit refuses). */
async function deliveryCostOf(
  deps: CartDeps,
  request: FastifyRequest,
  cart: ExistingCart,
): Promise<Rial> {
  if (!goesByCourier(cart.deliveryType) || cart.addressId === undefined) return 0;
  try {
    const facts = factsOf(deps.platform, request);
    return (await courierTerms(facts, contextOf(request).vendor.id, cart.addressId)).deliveryCost;
  } catch (error) {
    if (isDomainError(error)) return 0;
    throw error;
  }
}

export async function cartAnswer(
  deps: CartDeps,
  request: FastifyRequest,
  { cart, position, removed }: Pick<CartNow, 'cart' | 'position' | 'removed'>,
): Promise<CartView> {
  const { discount } = cart;
  return {
    id: cart.cartId,
    status: cart.status,
    ...(cart.status === 'CHECKED_OUT' ? { orderId: cart.orderId } : {}),
    ...(cart.deliveryType ? { deliveryType: cart.deliveryType } : {}),
    ...(cart.addressId ? { addressId: cart.addressId } : {}),
    ...(cart.tableNumber ? { tableNumber: cart.tableNumber } : {}),
    ...(cart.tableName ? { tableName: cart.tableName } : {}),
    ...(cart.numberOfPerson ? { numberOfPerson: cart.numberOfPerson } : {}),
    lines: cart.lines.map((line) => ({
      id: line.tempId,
      menuItemId: line.menuItemId,
      title: line.title,
      count: line.count,
      price: line.price,
      discount: line.discount,
      unitPrice: lineUnitPrice(line),
      toppings: line.orderItemToppings,
      isFreeItem: line.isFreeItem,
      ...(line.note ? { note: line.note } : {}),
    })),
    discount: discount ? { code: discount.code, type: discount.type, value: discount.value } : null,
    price: priceCart(cart, await cartPricingTerms(deps, request, cart)),
    removed: [...removed],
    position: position ?? deps.platform.readSide.position(),
  };
}
