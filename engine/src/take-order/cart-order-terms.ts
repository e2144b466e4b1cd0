// What a cart's order needs beyond the cart, looked up as a staff order's are: the customer, the
// courier zone's price for their own address (checked again), the table of the floor, the
// vendor's terms, and the discount code checked again for this order and customer (its refusals,
// its discount with the cap, free shipping, and the use to claim when the code is limited).
import type { CartOrderTerms } from '../carts/cart-order.ts';
import type { ExistingCart } from '../carts/cart.state.ts';
import { noDiscount } from '../pricing/pricing.schemas.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import { goesByCourier } from './courier-terms.ts';
import { applyOrderCode, type CodeUseToClaim } from './order-code.ts';
import type { OrderFacts } from './order-facts.port.ts';
import { checkedAddress, siteCustomer } from './site-customer.ts';
import { tableOnFloor } from './table-on-floor.ts';

export interface CartSubmitTerms {
  readonly terms: CartOrderTerms;
  readonly codeUse?: CodeUseToClaim | undefined;
}

/** The terms of the order `cart` is about to become, and the code's use to claim for it. */
export async function cartOrderTerms(
  facts: OrderFacts,
  cart: ExistingCart,
  { orderId, description }: { orderId: string; description?: string | undefined },
  metadata: CommandMetadata,
): Promise<CartSubmitTerms> {
  const { vendorId, now } = metadata;
  const site = await siteCustomer(facts, vendorId, metadata.actor.userId);
  const { customer } = site;
  // Checked again: the address must still be theirs and inside a zone, and the zone's price now.
  const courier = goesByCourier(cart.deliveryType) && cart.addressId;
  const deliveryCost = courier
    ? await checkedAddress(facts, vendorId, site, courier, cart.deliveryType)
    : 0;
  const tableNumber = cart.tableNumber && (await tableOnFloor(facts, vendorId, cart.tableNumber));
  const coded =
    cart.discount &&
    (await applyOrderCode(
      facts,
      vendorId,
      { text: cart.discount.code, customerId: customer.id, now, orderId },
      { lines: cart.lines, deliveryCost },
    ));
  const vendor = await facts.vendorTerms(vendorId);
  const terms: CartOrderTerms = {
    orderId,
    settings: vendor.pricingSettings,
    preparationTime: vendor.preparationTime,
    discount: coded ? coded.terms.discount : noDiscount,
    deliveryCost: coded ? (coded.terms.deliveryCost ?? deliveryCost) : deliveryCost,
    couponCode: coded ? coded.terms.couponCode : undefined,
    customer,
    tableNumber: tableNumber || undefined,
    description,
  };
  return { terms, codeUse: coded ? coded.codeUse : undefined };
}
