// A discount code on an order the cashier submits: the vendor's code (records read model, any
// spelling), whether it may be used now by the order's customer (the same check as the POS lookup,
// discount-code.usable.ts), then what it does to the order (engine orderTermsWithCode). A refusal
// is thrown before any command, so a refused order changes nothing. The order records the
// normalised code (OrderSubmitted.couponCode), which is what the discount-usage read model counts.
import { DomainError, errorMessages, type ErrorCode } from '@sofre/engine';
import {
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

/** The order's terms with the code applied, or the code's refusal (field `couponCode`). */
export async function applyOrderCoupon(
  readSide: ReadSide,
  { vendorId, text, customerId, now, orderId }: OrderCoupon,
  order: OrderTerms,
): Promise<CodedOrderTerms> {
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
  return orderTermsWithCode(record.fields, order);
}
