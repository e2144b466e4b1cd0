// A discount code on an order the cashier submits: the vendor's code (records read model, any
// spelling), whether it may be used now by the order's customer (the same check as the POS lookup,
// discount-code.usable.ts), then what it does to the order (engine orderTermsWithCode). A refusal
// is thrown before any command, so a refused order changes nothing. The order records the
// normalised code (OrderSubmitted.couponCode), which is what the discount-usage read model counts;
// a code with usage limits also has its use claimed on the code's own stream (claim-code-use.ts),
// which settles two orders racing for the last use.
import { DomainError, errorMessages, type ErrorCode } from '@sofre/engine';
import {
  normalizeDiscountCode,
  orderTermsWithCode,
  refuseManualDiscount,
  type CodedOrderTerms,
  type OrderTerms,
} from '@sofre/engine/discounts';
import { codeByText } from '../discounts/discount-code.answers.ts';
import { discountRefusal } from '../discounts/discount-code.usable.ts';
import type { ReadSide } from '../platform/read-side.port.ts';

export interface OrderCoupon {
  readonly vendorId: string;
  /** The code as the cashier typed it. */
  readonly text: string;
  readonly customerId?: string | undefined;
  /** The command's instant: the code must not have expired by then. */
  readonly now: string;
  /** This order: a resubmission of it must not count its own earlier use against the code. */
  readonly orderId: string;
}

const refused = (code: ErrorCode) =>
  new DomainError(code, [{ field: 'couponCode', code, message: errorMessages[code] }]);

/** A limited code's use the order must claim before it is submitted (claim-code-use.ts). */
export interface CodeUseToClaim {
  readonly code: string;
  readonly customerId: string | null;
  readonly usageLimit: number | null;
  readonly usageLimitPerUser: number | null;
}

export interface CodedOrder {
  readonly terms: CodedOrderTerms;
  /** Absent for a code without limits: nothing to race for. */
  readonly codeUse?: CodeUseToClaim;
}

/** The order's terms with the code applied, or the code's refusal (field `couponCode`). */
export async function applyOrderCoupon(
  readSide: ReadSide,
  { vendorId, text, customerId, now, orderId }: OrderCoupon,
  order: OrderTerms,
): Promise<CodedOrder> {
  // One or the other: a question of the request's shape, answered before the code is looked up.
  refuseManualDiscount(order.discount);
  const record = await codeByText(readSide, vendorId, text);
  const refusal = await discountRefusal(readSide, record, {
    now,
    customerId,
    exceptOrderId: orderId,
  });
  // A code that does not exist is, to whoever typed it, the invalid code of spec §5: a body field,
  // not the resource the path names, so 422 rather than 404.
  if (refusal || !record)
    throw refused(
      !refusal || refusal === 'DISCOUNT_CODE_NOT_FOUND' ? 'DISCOUNT_CODE_INVALID' : refusal,
    );
  const terms = orderTermsWithCode(record.fields, order);
  const { usageLimit, usageLimitPerUser } = record.fields;
  // Uses are claimed and counted under the code's one spelling, however it was written.
  const code = normalizeDiscountCode(record.fields.code);
  // Nothing to race for: no limit at all, or only a per-customer one and no customer on record.
  const limited = usageLimit !== null || (usageLimitPerUser !== null && customerId !== undefined);
  if (!limited) return { terms };
  return {
    terms,
    codeUse: { code, customerId: customerId ?? null, usageLimit, usageLimitPerUser },
  };
}
