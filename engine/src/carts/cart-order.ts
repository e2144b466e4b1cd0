// A cart as an order: its price (what the customer sees while shopping) and the SubmitOrder it
// becomes (submit-cart.workflow.ts). The cart's lines go to the order as they are, free lines
// included (the cart events keep the shared OrderLine for that); the terms the cart does not hold —
// the vendor's settings, what the discount code gives, the delivery zone's price — come in.
import { SubmitOrderData, type SubmitOrder } from '../orders/order.commands.ts';
import type { OrderCustomer } from '../orders/order.events.ts';
import { priceOrder } from '../pricing/price-order.ts';
import type { OrderDiscount, PriceBreakdown, PricingSettings } from '../pricing/pricing.schemas.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { Rial } from '../shared/money.ts';
import { cartChannel } from './cart-menu.ts';
import type { CartFacts } from './cart.state.ts';

export interface CartPricingTerms {
  readonly settings: PricingSettings;
  /** What the cart's discount code takes off (noDiscount without one). */
  readonly discount: OrderDiscount;
  /** The delivery zone's price for a courier cart (0 when waived or not by courier). */
  readonly deliveryCost: Rial;
}

/** The cart priced as its order would be; before a delivery type is chosen, as a pickup. */
export const priceCart = (
  cart: Pick<CartFacts, 'lines' | 'deliveryType'>,
  { settings, discount, deliveryCost }: CartPricingTerms,
): PriceBreakdown =>
  priceOrder({
    lines: [...cart.lines],
    deliveryType: cart.deliveryType ?? 'PICKUP',
    discount,
    tip: 0,
    deliveryCost,
    settings,
  });

export interface CartOrderTerms extends CartPricingTerms {
  /** The client's id for the order (a resubmission is the same order). */
  readonly orderId: string;
  readonly preparationTime: number;
  /** The code as the order records it (normalised), counted as a use. */
  readonly couponCode?: string | undefined;
  readonly customer?: OrderCustomer | undefined;
  /** The table as the floor writes it, when the cart came from its QR code. */
  readonly tableNumber?: string | undefined;
  readonly description?: string | undefined;
}

/**
 * The order a cart becomes: from the site (or the table's QR), paid online before the restaurant
 * accepts it (prepaid, order-transitions.md), so it waits SUBMITTED for the money.
 */
export function submitOrderFromCart(
  cart: CartFacts,
  terms: CartOrderTerms,
  metadata: CommandMetadata,
): SubmitOrder {
  const { settings, customer, tableNumber, description, couponCode, ...rest } = terms;
  const data = SubmitOrderData.parse({
    orderId: rest.orderId,
    source: cartChannel(cart),
    deliveryType: cart.deliveryType,
    paymentMethod: 'ONLINE',
    lines: cart.lines,
    addressId: cart.addressId,
    tableNumber: tableNumber ?? cart.tableNumber,
    numberOfCustomers: cart.numberOfPerson,
    preparationTime: rest.preparationTime,
    discount: rest.discount,
    deliveryCost: rest.deliveryCost,
    pricingSettings: settings,
    confirm: false,
    ...(customer ? { customer } : {}),
    ...(couponCode ? { couponCode } : {}),
    ...(description ? { description } : {}),
  });
  return { type: 'SubmitOrder', data, metadata };
}
