// What a cart's order needs beyond the cart, read as the order routes read it: the customer, the
// courier zone's price for their own address (checked again), the table of the floor, and the
// discount code checked again for this order and customer (order-coupon.ts: its refusals, its
// discount with the cap, free shipping, and the use to claim when the code is limited).
import type { CommandMetadata } from '@sofre/engine';
import type { CartOrderTerms, ExistingCart } from '@sofre/engine/carts';
import { noDiscount } from '@sofre/engine/pricing';
import type { FastifyRequest } from 'fastify';
import { contextOf } from '../http/request-context.ts';
import { applyOrderCoupon, type CodeUseToClaim } from '../orders/order-coupon.ts';
import { courierTerms, goesByCourier } from '../orders/order-delivery.ts';
import { tableOnFloor } from '../orders/table-check.ts';
import { checkAddress, siteCustomer } from './cart-checks.ts';
import type { CartDeps } from './cart-command.ts';

export interface SubmitTerms {
  readonly terms: CartOrderTerms;
  readonly codeUse?: CodeUseToClaim | undefined;
}

/** The terms of the order `cart` is about to become, and the code's use to claim for it. */
export async function submitTerms(
  deps: CartDeps,
  request: FastifyRequest,
  cart: ExistingCart,
  { orderId, description }: { orderId: string; description?: string | undefined },
  metadata: CommandMetadata,
): Promise<SubmitTerms> {
  const { readSide } = deps.platform;
  const { vendor } = contextOf(request);
  const { customer } = await siteCustomer(deps, request);
  const courier = goesByCourier(cart.deliveryType) && cart.addressId;
  // Checked again: the address must still be theirs and inside a zone, and the zone's price now.
  if (courier) await checkAddress(deps, request, courier, cart.deliveryType);
  const deliveryCost = courier
    ? (await courierTerms(readSide, vendor.id, courier)).deliveryCost
    : 0;
  const tableNumber =
    cart.tableNumber && (await tableOnFloor(readSide, vendor.id, cart.tableNumber));
  const coded =
    cart.discount &&
    (await applyOrderCoupon(
      readSide,
      {
        vendorId: vendor.id,
        text: cart.discount.code,
        customerId: customer.id,
        now: metadata.now,
        orderId,
      },
      { lines: cart.lines, deliveryCost },
    ));
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
