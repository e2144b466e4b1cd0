// What the vendor asks of a cart before it becomes an order, beyond the cart's own rules: that it
// takes orders now (its weekday hours in Tehran time, spec §4 "vendor open check") and that the
// basket reaches its minimum (spec §3 "Vendor: minimumBasket"). Pure; the time is the command's.
import type { PriceBreakdown } from '../pricing/pricing.schemas.ts';
import { DomainError, errorMessages } from '../shared/domain-error.ts';
import type { Rial } from '../shared/money.ts';
import {
  isVendorOpenAt,
  vendorNextOpening,
  type VendorAvailabilityState,
} from '../vendors/vendor-availability.decider.ts';
import { priceCart, type CartPricingTerms } from './cart-order.ts';
import type { CartFacts } from './cart.state.ts';

export interface CartVendorTerms {
  /** The vendor's opening hours as their stream has them (none set: never closed by time). */
  readonly availability: VendorAvailabilityState;
  /** The least the basket (basketAmount) may come to, in Rial; 0 for no minimum. */
  readonly minimumBasket: Rial;
}

/**
 * What the minimum basket is held against: the goods (items and their toppings) after the
 * discount code's share, before packaging, tax, service, tip and delivery. The spec names only
 * "Vendor: minimumBasket" (§3) and §4–§5 say nothing of it, so this is our reading: a minimum
 * says what the food the vendor sells must come to for the order to be worth taking, and the
 * delivery price, fees and tax are not food; a code the customer applies lowers what the food
 * comes to (a 100,000 code off a 550,000 basket leaves 450,000). Free-item gifts cost nothing.
 */
export const basketAmount = (price: PriceBreakdown): Rial =>
  price.sumOfItemsPrice + price.sumOfItemToppingsPrice - price.finalDiscountAmount;

/**
 * @throws VENDOR_CLOSED when the vendor's hours do not cover `now`; its detail's `nextOpening`
 *   says when they next do (a UTC instant, or null if no window ever opens it).
 */
export function checkVendorOpen(vendor: CartVendorTerms, now: string): void {
  if (isVendorOpenAt(vendor.availability, now)) return;
  const nextOpening = vendorNextOpening(vendor.availability, now);
  throw new DomainError('VENDOR_CLOSED', [], { nextOpening });
}

/**
 * @throws BASKET_BELOW_MINIMUM (a field error on `items`) when the basket priced with `terms`
 *   comes to less than the vendor's minimum; its detail holds both amounts.
 */
export function checkMinimumBasket(
  cart: Pick<CartFacts, 'lines' | 'deliveryType'>,
  terms: CartPricingTerms,
  { minimumBasket }: CartVendorTerms,
): void {
  const basket = basketAmount(priceCart(cart, terms));
  if (basket >= minimumBasket) return;
  const code = 'BASKET_BELOW_MINIMUM';
  const errors = [{ field: 'items', code, message: errorMessages[code] }];
  throw new DomainError(code, errors, { minimumBasket, basket });
}
