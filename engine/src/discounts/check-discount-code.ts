// Whether a code can be used now by this customer (the POS and site lookups, and anything that
// applies a code): the refusal's code, or undefined when it may be used. Usage comes from the
// discount-usage read model (orders that carried the code), counted by the caller.
import type { ErrorCode } from '../shared/domain-error.ts';
import type { DiscountCodeFields } from './discount-code.fields.ts';

export interface DiscountUsage {
  /** UTC ISO-8601 instant of the lookup. */
  readonly now: string;
  /** Orders of this customer that used the code (0 for a guest, who has no history). */
  readonly usedByCustomer: number;
  /** Orders of everyone that used the code. */
  readonly totalUsed: number;
}

export type DiscountRefusal = Extract<
  ErrorCode,
  | 'DISCOUNT_CODE_NOT_FOUND'
  | 'DISCOUNT_CODE_INVALID'
  | 'DISCOUNT_CODE_EXPIRED'
  | 'DISCOUNT_CODE_ALREADY_USED'
>;

export function checkDiscountCode(
  code: DiscountCodeFields | undefined,
  { now, usedByCustomer, totalUsed }: DiscountUsage,
): DiscountRefusal | undefined {
  if (code === undefined) return 'DISCOUNT_CODE_NOT_FOUND';
  // Switched off by the vendor: to the customer it is simply not a valid code.
  if (!code.active) return 'DISCOUNT_CODE_INVALID';
  if (Date.parse(code.expiration) <= Date.parse(now)) return 'DISCOUNT_CODE_EXPIRED';
  // Everyone together used it up: spec §5 "has reached its usage limit".
  if (code.usageLimit !== null && totalUsed >= code.usageLimit) return 'DISCOUNT_CODE_INVALID';
  if (code.usageLimitPerUser !== null && usedByCustomer >= code.usageLimitPerUser)
    return 'DISCOUNT_CODE_ALREADY_USED';
  return undefined;
}

/** What the customer and the cashier read once a code is applied (spec §8). */
export const DISCOUNT_APPLIED_MESSAGE = 'کد تخفیف اعمال شد.';
