// The cashier's order being taken at the POS (spec §3 "POS order draft"), before it is submitted.
import { z } from 'zod';
import { DomainError, domainError, errorMessages, type ErrorCode } from '../shared/domain-error.ts';
import { DeliveryType, DiscountType, PaymentMethod } from '../shared/enums.ts';
import { Rial } from '../shared/money.ts';
import { OrderLine } from '../pricing/order-line.ts';
import { carriesDeliveryCost, priceOrder } from '../pricing/price-order.ts';
import type { PriceBreakdown, PricingSettings } from '../pricing/pricing.schemas.ts';
import { isSplitSettled, paidParts, PaymentPart } from './pos-draft.payment.ts';

/** Minutes the kitchen is given; shorter promises cannot be kept (spec §9). */
export const MIN_PREPARATION_TIME = 14;
export const DEFAULT_PREPARATION_TIME = 20;

/** The customer the order is for: one on record (searched, found by caller id, or just created). */
export const PosCustomer = z.object({
  id: z.string().min(1),
  name: z.string(),
  phone: z.string(),
});
export type PosCustomer = z.infer<typeof PosCustomer>;

export const PosDraft = z.object({
  lines: z.array(OrderLine),
  deliveryType: DeliveryType,
  paymentType: PaymentMethod,
  /** The shares of a MULTI bill; empty for any other payment. */
  multiPayment: z.array(PaymentPart),
  /** Salon table, for SERVE orders. */
  tableNumber: z.string().nullable(),
  /** Optional, but a CREDIT order and a courier order need one. */
  customer: PosCustomer.nullable(),
  /** The customer's address a courier order goes to (DELIVER, ZFEXPRESS). */
  selectedAddressId: z.string().nullable(),
  numberOfCustomer: z.number().int().nonnegative(),
  preparationTime: z.number().int().positive(),
  discountType: DiscountType,
  /** A percent when discountType is PERCENTAGE, else Rial. */
  discountAmount: z.number().nonnegative(),
  /** Upper bound of a percentage discount, set by a discount code. */
  discountCap: Rial.optional(),
  couponCode: z.string().nullable(),
  /** The code waives the delivery cost (FREESHIPPING); the address's price comes back without it. */
  freeShipping: z.boolean(),
  tip: Rial,
  /** The price of the chosen address's delivery zone. */
  deliveryCost: Rial,
  description: z.string(),
});
export type PosDraft = z.infer<typeof PosDraft>;

/** The draft a cashier starts from, and what "reset" returns to (spec §4, §9 defaults). */
export const emptyPosDraft = (): PosDraft => ({
  lines: [],
  deliveryType: 'SERVE',
  paymentType: 'CARD',
  multiPayment: [],
  tableNumber: null,
  customer: null,
  selectedAddressId: null,
  numberOfCustomer: 1,
  preparationTime: DEFAULT_PREPARATION_TIME,
  discountType: 'PERCENTAGE',
  discountAmount: 0,
  couponCode: null,
  freeShipping: false,
  tip: 0,
  deliveryCost: 0,
  description: '',
});

export const isPreparationTimeValid = (minutes: number): boolean =>
  Number.isInteger(minutes) && minutes >= MIN_PREPARATION_TIME;

/** Throws PREPARATION_TIME_TOO_SHORT below the minimum. */
export function checkPreparationTime(minutes: number): void {
  if (!isPreparationTimeValid(minutes)) {
    throw domainError('PREPARATION_TIME_TOO_SHORT', { minutes, minimum: MIN_PREPARATION_TIME });
  }
}

/** A refusal on one field, as the server words it for the same request. */
const refuse = (code: ErrorCode, field: string) =>
  new DomainError(code, [{ field, code, message: errorMessages[code] }]);

/** The draft's price: the same function the server uses, so POS and server agree to the Rial. */
export const priceDraft = (draft: PosDraft, settings: PricingSettings): PriceBreakdown =>
  priceOrder({
    lines: draft.lines,
    deliveryType: draft.deliveryType,
    discount: { type: draft.discountType, amount: draft.discountAmount, cap: draft.discountCap },
    tip: draft.tip,
    deliveryCost: draft.freeShipping ? 0 : draft.deliveryCost,
    settings,
  });

/**
 * What must hold before the draft is submitted as an order: a paid line, a preparation time the
 * kitchen can keep, a customer for credit (whose account is charged), an address for a courier,
 * and a split that adds up to the total. Throws the first refusal, with the field it is about.
 */
export function checkPosDraft(draft: PosDraft, settings: PricingSettings): void {
  if (!draft.lines.some((l) => !l.isFreeItem)) throw domainError('ORDER_EMPTY');
  checkPreparationTime(draft.preparationTime);
  const onCredit =
    draft.paymentType === 'CREDIT' ||
    (draft.paymentType === 'MULTI' &&
      paidParts(draft.multiPayment).some((p) => p.paymentMethod === 'CREDIT'));
  if (onCredit && !draft.customer) throw refuse('CREDIT_NEEDS_CUSTOMER', 'customer');
  if (carriesDeliveryCost(draft.deliveryType) && !draft.selectedAddressId)
    throw refuse('ORDER_HAS_TO_HAVE_DELIVER_METHOD', 'addressId');
  if (
    draft.paymentType === 'MULTI' &&
    !isSplitSettled(draft.multiPayment, priceDraft(draft, settings).finalPrice)
  )
    throw refuse('PAYMENT_PARTS_MISMATCH', 'parts');
}
