// What pricing takes and gives (spec §3 "POS order draft" pricing fields). Shared by the POS,
// the gateway and the engine, so it stays browser-safe.
import { z } from 'zod';
import { DeliveryType, DiscountType } from '../shared/enums.ts';
import { Rial } from '../shared/money.ts';
import { OrderLine } from './order-line.ts';

/** Whole percents: the rates vendors use (VAT 10, service 0–15) are whole numbers. */
const Percent = z.number().int().min(0).max(100);

/** The platform's service fee: a percentage of the discounted goods, or a flat amount. */
export const ServiceFee = z.discriminatedUnion('type', [
  z.object({ type: z.literal('PERCENTAGE'), value: Percent }),
  z.object({ type: z.literal('MONEY'), value: Rial }),
]);
export type ServiceFee = z.infer<typeof ServiceFee>;

export const PricingSettings = z.object({
  /** Iranian VAT (مالیات بر ارزش افزوده), on withTax goods only. */
  taxPercent: Percent.default(10),
  /** Salon service charge (حق سرویس), charged on SERVE orders only. */
  serviceChargePercent: Percent.default(0),
  serviceFee: ServiceFee.default({ type: 'MONEY', value: 0 }),
});
export type PricingSettings = z.infer<typeof PricingSettings>;
export const defaultPricingSettings: PricingSettings = PricingSettings.parse({});

/** A discount on the whole order: PERCENTAGE may be fractional (12.5 %); MONEY is whole Rial. */
export const OrderDiscount = z
  .object({
    type: DiscountType,
    amount: z.number().nonnegative(),
    /** Upper bound in Rial of a PERCENTAGE discount (a discount code's cap). */
    cap: Rial.optional(),
  })
  .refine((d) => (d.type === 'PERCENTAGE' ? d.amount <= 100 : Number.isInteger(d.amount)), {
    message: 'a percentage is at most 100; a money discount is whole Rial',
    path: ['amount'],
  });
export type OrderDiscount = z.infer<typeof OrderDiscount>;
export const noDiscount: OrderDiscount = { type: 'MONEY', amount: 0 };

export const PricingInput = z.object({
  lines: z.array(OrderLine),
  deliveryType: DeliveryType,
  discount: OrderDiscount,
  tip: Rial,
  deliveryCost: Rial,
  settings: PricingSettings,
});
export type PricingInput = z.infer<typeof PricingInput>;

/** Every amount is whole, non-negative Rial. */
export const PriceBreakdown = z.object({
  /** Σ (unit price − item discount) × count over paid lines. */
  sumOfItemsPrice: Rial,
  /** Σ topping price × topping count × line count over paid lines. */
  sumOfItemToppingsPrice: Rial,
  /** Packaging of every line, free lines included, before waivers. */
  sumOfPackagingCostItems: Rial,
  /** Packaging waived: free lines' packaging. */
  discountPackagingCost: Rial,
  /** Packaging charged = sumOfPackagingCostItems − discountPackagingCost. */
  totalPackagingCost: Rial,
  tax: Rial,
  /** The service charge percent applied (0 unless SERVE). */
  serviceChargeCostNumber: Percent,
  serviceChargeFinalPrice: Rial,
  /** The order discount, in Rial, after cap and subtotal limits. */
  finalDiscountAmount: Rial,
  /** The configured fee: a percent when serviceFeeType is PERCENTAGE, else Rial. */
  serviceFeeValue: z.number().int().nonnegative(),
  serviceFeeType: DiscountType,
  totalServiceFee: Rial,
  tip: Rial,
  deliveryCost: Rial,
  finalPrice: Rial,
});
export type PriceBreakdown = z.infer<typeof PriceBreakdown>;
