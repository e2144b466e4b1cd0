// Whether a code may be used now: the one check behind the POS and site lookups and the order
// routes that take a code. Usage comes from the discount-usage read model (orders that carried the
// code, rejected ones given back); checkDiscountCode (engine) decides.
import {
  checkDiscountCode,
  normalizeDiscountCode,
  type DiscountRefusal,
} from '@sofre/engine/discounts';
import type { ReadSide } from '../platform/read-side.port.ts';
import type { DiscountCodeRecord } from './discount-code.answers.ts';

export interface UsableQuery {
  /** UTC ISO-8601 instant of the use. */
  readonly now: string;
  /** The order's customer: their uses count against usageLimitPerUser (none: a guest). */
  readonly customerId?: string | undefined;
  /** An order being edited, whose own use does not count against it. */
  readonly exceptOrderId?: string | undefined;
}

/** The refusal for using `record` now (undefined: it may be used). */
export async function discountRefusal(
  readSide: ReadSide,
  record: DiscountCodeRecord | undefined,
  { now, customerId, exceptOrderId }: UsableQuery,
): Promise<DiscountRefusal | undefined> {
  const usage = record
    ? await readSide.discountUsage(record.vendorId, normalizeDiscountCode(record.fields.code), {
        ...(customerId ? { customerId } : {}),
        ...(exceptOrderId ? { exceptOrderId } : {}),
      })
    : { totalUsed: 0, usedByCustomer: 0 };
  return checkDiscountCode(record?.fields, { now, ...usage });
}
