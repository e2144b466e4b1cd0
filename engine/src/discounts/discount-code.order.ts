// A valid code on an order a cashier submits (POST /api/orders, /api/orders/quick): the code, not
// the request, decides the order's discount. MONEY / PERCENTAGE (with its cap) become the order's
// discount, FREESHIPPING waives the delivery cost, FREEITEM adds its gifts as free lines (priced 0,
// their packaging waived: pricing's isFreeItem). A request that also sends its own discount is
// refused: one or the other, so the cashier never wonders which one the order got.
import { freeLinesFor } from '../carts/cart-lines.ts';
import type { OrderLine } from '../pricing/order-line.ts';
import type { OrderDiscount } from '../pricing/pricing.schemas.ts';
import { DomainError, errorMessages } from '../shared/domain-error.ts';
import type { Rial } from '../shared/money.ts';
import type { DiscountCodeFields } from './discount-code.fields.ts';
import { orderDiscountOf, waivesDelivery } from './discount-code.apply.ts';

export interface OrderTerms {
  readonly lines: readonly OrderLine[];
  /** The cashier's own discount; none (or 0) when a code is sent. */
  readonly discount?: { readonly type?: string; readonly amount: number } | undefined;
  readonly deliveryCost?: Rial | undefined;
}

export interface CodedOrderTerms {
  /** The normalised code the order records (OrderSubmitted.couponCode, counted as a use). */
  readonly couponCode: string;
  readonly lines: OrderLine[];
  readonly discount: OrderDiscount;
  readonly deliveryCost?: Rial;
}

/** One or the other: a code and the cashier's own discount (above 0) are refused together. */
export function refuseManualDiscount(discount: OrderTerms['discount']): void {
  // A discount of 0 is no discount: the POS may send the empty field.
  if (discount && discount.amount > 0) {
    throw new DomainError('DISCOUNT_CODE_WITH_MANUAL_DISCOUNT', [
      {
        field: 'discount',
        code: 'DISCOUNT_CODE_WITH_MANUAL_DISCOUNT',
        message: errorMessages.DISCOUNT_CODE_WITH_MANUAL_DISCOUNT,
      },
    ]);
  }
}

/** The order's lines, discount and delivery cost once `code` (already checked usable) applies. */
export function orderTermsWithCode(code: DiscountCodeFields, order: OrderTerms): CodedOrderTerms {
  refuseManualDiscount(order.discount);
  const gifts = code.type === 'FREEITEM' ? freeLinesFor(code.freeItems) : [];
  const deliveryCost = waivesDelivery(code) ? 0 : order.deliveryCost;
  return {
    couponCode: code.code,
    lines: [...order.lines, ...gifts],
    discount: orderDiscountOf(code),
    ...(deliveryCost === undefined ? {} : { deliveryCost }),
  };
}
