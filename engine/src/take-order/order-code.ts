// A discount code on an order: the vendor's code (any spelling), whether it may be used now by the
// order's customer (usableCode: checkDiscountCode over the code's usage, the very check the site's
// cart gets when a code is typed), then what it does to the order (orderTermsWithCode). A refusal
// comes before anything is written, so a refused order changes nothing. The order records the normalised code (OrderSubmitted.couponCode), which
// the discount-usage read model counts; a code with usage limits also has its use claimed on the
// code's own stream (place-order.workflow.ts), which settles two orders racing for the last use.
import { checkDiscountCode, type DiscountRefusal } from '../discounts/check-discount-code.ts';
import { normalizeDiscountCode } from '../discounts/discount-code.fields.ts';
import {
  orderTermsWithCode,
  refuseManualDiscount,
  type CodedOrderTerms,
  type OrderTerms,
} from '../discounts/discount-code.order.ts';
import type { PlaceOrderInputs } from '../orders/place-order.workflow.ts';
import { DomainError, errorMessages, type ErrorCode } from '../shared/domain-error.ts';
import type { DiscountCodeFact, OrderFacts } from './order-facts.port.ts';

export interface CodeAsked {
  /** The code as it was typed. */
  readonly text: string;
  readonly customerId?: string | undefined;
  /** The instant of the use: the code must not have expired by then. */
  readonly now: string;
  /** An order whose own earlier use must not count against the code (its resubmission). */
  readonly orderId?: string | undefined;
}

/** A code on an order: the order's own id always comes (its resubmission must not count it). */
export interface OrderCode extends CodeAsked {
  readonly orderId: string;
}

const refused = (code: ErrorCode) =>
  new DomainError(code, [{ field: 'couponCode', code, message: errorMessages[code] }]);

/** A limited code's use the order must claim before it is submitted. */
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

export type UsableCode =
  | { readonly usable: true; readonly code: DiscountCodeFact }
  | { readonly usable: false; readonly refusal: DiscountRefusal };

/**
 * Whether the vendor's code may be used now by this customer: the one check an order's code gets
 * and the site's preview of a code (cart-code.ts) gets, so the two never disagree.
 */
export async function usableCode(
  facts: Pick<OrderFacts, 'discountCode' | 'discountUsage'>,
  vendorId: string,
  { text, customerId, now, orderId }: CodeAsked,
): Promise<UsableCode> {
  const code = await facts.discountCode(vendorId, text);
  const usage = code
    ? await facts.discountUsage(vendorId, normalizeDiscountCode(code.code), {
        ...(customerId ? { customerId } : {}),
        ...(orderId ? { exceptOrderId: orderId } : {}),
      })
    : { totalUsed: 0, usedByCustomer: 0 };
  const refusal = checkDiscountCode(code, { now, ...usage });
  return refusal || !code
    ? { usable: false, refusal: refusal ?? 'DISCOUNT_CODE_NOT_FOUND' }
    : { usable: true, code };
}

/** The order's terms with the code applied, or the code's refusal (field `couponCode`). */
export async function applyOrderCode(
  facts: OrderFacts,
  vendorId: string,
  asked: OrderCode,
  order: OrderTerms,
): Promise<CodedOrder> {
  // One or the other: a question of the request's shape, answered before the code is looked up.
  refuseManualDiscount(order.discount);
  const checked = await usableCode(facts, vendorId, asked);
  // A code that does not exist is, to whoever typed it, the invalid code of spec §5: a body field,
  // not the resource the path names, so 422 rather than 404.
  if (!checked.usable)
    throw refused(
      checked.refusal === 'DISCOUNT_CODE_NOT_FOUND' ? 'DISCOUNT_CODE_INVALID' : checked.refusal,
    );
  const fields = checked.code;
  const { customerId } = asked;
  const terms = orderTermsWithCode(fields, order);
  const { usageLimit, usageLimitPerUser } = fields;
  // Uses are claimed and counted under the code's one spelling, however it was written.
  const code = normalizeDiscountCode(fields.code);
  // Nothing to race for: no limit at all, or only a per-customer one and no customer on record.
  const limited = usageLimit !== null || (usageLimitPerUser !== null && customerId !== undefined);
  if (!limited) return { terms };
  return {
    terms,
    codeUse: { code, customerId: customerId ?? null, usageLimit, usageLimitPerUser },
  };
}

/** The claim placeOrder makes: the use, with the uses already landed and those given back. */
export async function codeUseClaim(
  facts: OrderFacts,
  vendorId: string,
  codeUse: CodeUseToClaim,
): Promise<NonNullable<PlaceOrderInputs['codeUse']>> {
  const { code, usageLimit, customerId } = codeUse;
  // Only a per-customer limit: the customer's own uses are all that count.
  const mineOnly = usageLimit === null && customerId !== null;
  const [landed, givenBack] = await Promise.all([
    facts.discountUsesLanded(vendorId, code, mineOnly ? customerId : undefined),
    facts.discountUsesGivenBack(vendorId, code),
  ]);
  return { ...codeUse, landed: [...landed], givenBack: [...givenBack] };
}
