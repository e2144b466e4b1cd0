// The cashier's order being taken at the POS (spec §3 "POS order draft"), before it is submitted.
import { z } from 'zod';
import { domainError } from '../shared/domain-error.ts';
import { DeliveryType, DiscountType, PaymentMethod } from '../shared/enums.ts';
import { Rial } from '../shared/money.ts';
import { OrderLine } from '../pricing/order-line.ts';
import { priceOrder } from '../pricing/price-order.ts';
import type { PriceBreakdown, PricingSettings } from '../pricing/pricing.schemas.ts';

/** Minutes the kitchen is given; shorter promises cannot be kept (spec §9). */
export const MIN_PREPARATION_TIME = 14;
export const DEFAULT_PREPARATION_TIME = 20;

export const PosDraft = z.object({
  lines: z.array(OrderLine),
  deliveryType: DeliveryType,
  paymentType: PaymentMethod,
  /** Salon table, for SERVE orders. */
  tableNumber: z.string().nullable(),
  numberOfCustomer: z.number().int().nonnegative(),
  preparationTime: z.number().int().positive(),
  discountType: DiscountType,
  /** A percent when discountType is PERCENTAGE, else Rial. */
  discountAmount: z.number().nonnegative(),
  /** Upper bound of a percentage discount, set by a discount code. */
  discountCap: Rial.optional(),
  couponCode: z.string().nullable(),
  tip: Rial,
  deliveryCost: Rial,
  description: z.string(),
});
export type PosDraft = z.infer<typeof PosDraft>;

/** The draft a cashier starts from, and what "reset" returns to (spec §4, §9 defaults). */
export const emptyPosDraft = (): PosDraft => ({
  lines: [],
  deliveryType: 'SERVE',
  paymentType: 'CARD',
  tableNumber: null,
  numberOfCustomer: 1,
  preparationTime: DEFAULT_PREPARATION_TIME,
  discountType: 'PERCENTAGE',
  discountAmount: 0,
  couponCode: null,
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

/** What must hold before the draft is submitted as an order. */
export function checkPosDraft(draft: PosDraft): void {
  if (!draft.lines.some((l) => !l.isFreeItem)) throw domainError('ORDER_EMPTY');
  checkPreparationTime(draft.preparationTime);
}

/** The draft's price: the same function the server uses, so POS and server agree to the Rial. */
export const priceDraft = (draft: PosDraft, settings: PricingSettings): PriceBreakdown =>
  priceOrder({
    lines: draft.lines,
    deliveryType: draft.deliveryType,
    discount: { type: draft.discountType, amount: draft.discountAmount, cap: draft.discountCap },
    tip: draft.tip,
    deliveryCost: draft.deliveryCost,
    settings,
  });
