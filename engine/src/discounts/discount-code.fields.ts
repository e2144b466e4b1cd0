// A discount code as the vendor defines it (spec §3 "Discount code"): the code customers type, its
// type and amount, when it ends, and how often it may be used. How often it *was* used is not a
// field: orders record the code they used (OrderSubmitted.couponCode) and a read model counts them.
import { z } from 'zod';
import { FreeItem } from '../carts/cart.commands.ts';
import { normalizeDigits } from '../shared/digits.ts';
import { DiscountCodeType } from '../shared/enums.ts';
import { Rial } from '../shared/money.ts';

/**
 * The one spelling codes are compared and counted in: Latin digits for Persian and Arabic-Indic
 * ones, Persian ی/ک for Arabic ي/ك, upper case, no spaces. 'norooz۱۴۰۴' and 'NOROOZ1404' are one
 * code, so the customer may type it either way. The code itself is kept as the manager typed it
 * («یلدا۱۴۰۵» is listed as «یلدا۱۴۰۵»): only matching and counting use this spelling.
 */
export const normalizeDiscountCode = (code: string): string =>
  normalizeDigits(code)
    .replaceAll('ي', 'ی')
    .replaceAll('ك', 'ک')
    .replace(/[\s\u200c]+/g, '')
    .toUpperCase();

/** Letters (any script), digits, '-' and '_': what a customer can type on a phone keyboard. */
export const DiscountCodeText = z
  .string()
  .trim()
  .min(3)
  .max(30)
  .regex(/^[\p{L}\p{N}_-]+$/u);

/** A gift of a FREEITEM code: a menu item as it was when the code was saved (cart FreeItem). */
export const DiscountFreeItem = FreeItem;
export type DiscountFreeItem = z.infer<typeof DiscountFreeItem>;

/** A UTC instant; an offset given is turned into UTC so instants compare as strings. */
const Instant = z.iso.datetime({ offset: true }).transform((s) => new Date(s).toISOString());

export const DiscountCodeFields = z.object({
  code: DiscountCodeText,
  type: DiscountCodeType,
  /** PERCENTAGE: percent of the goods (1–100); MONEY: Rial off; none for FREEITEM / FREESHIPPING. */
  value: z.number().int().nonnegative().nullable().default(null),
  /** PERCENTAGE only: the most Rial it takes off an order. */
  cap: Rial.nullable().default(null),
  /** The instant the code stops working (UTC ISO-8601). */
  expiration: Instant,
  active: z.boolean().default(true),
  /** Times one customer may use it; null: as often as they like. */
  usageLimitPerUser: z.number().int().nullable().default(null),
  /** Times it may be used by everyone together; null: no total limit. */
  usageLimit: z.number().int().nullable().default(null),
  /**
   * The vendor's share of what the discount costs, in percent (100: the vendor pays it all; less:
   * the platform pays the rest, a platform deal). Set only by the platform admin
   * (PUT discountcodes/admin/update); a vendor's own code is 100.
   */
  vendorDeal: z.number().int().min(0).max(100).default(100),
  /** FREEITEM only: the gifts, one line each (an item listed twice is given twice). */
  freeItems: z.array(DiscountFreeItem).max(20).default([]),
});
export type DiscountCodeFields = z.output<typeof DiscountCodeFields>;
export type DiscountCodeInput = z.input<typeof DiscountCodeFields>;
