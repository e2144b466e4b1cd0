// One use of a discount code (spec §3 usageCount, §8 "already used"): an order that carried a
// code (OrderSubmitted.couponCode), a view of the order document. The orders read model indexes
// the code and the customer, so counting is one indexed COUNT, never a scan of the log. An order
// rejected afterwards gives its use back (its row is not open). Orders name the code by its text,
// not its id: a code removed and created again with the same text keeps its history.
import type { OrderDocument } from '../orders/order-document/order-document.ts';

export interface DiscountUsageRow {
  readonly orderId: string;
  readonly vendorId: string;
  /** The code as stored on discount codes (normalizeDiscountCode). */
  readonly code: string;
  /** The order's customer, when it had one on record (a walk-in at the POS has none). */
  readonly customerId: string | null;
  readonly usedAt: string;
  readonly rejected: boolean;
  readonly position: string;
}

export const discountUseOf = (doc: OrderDocument): DiscountUsageRow | undefined =>
  doc.discountCode === undefined
    ? undefined
    : {
        orderId: doc.orderId,
        vendorId: doc.vendorId,
        code: doc.discountCode,
        customerId: doc.customer?.id ?? null,
        usedAt: doc.times.submittedAt,
        rejected: doc.status === 'REJECTED',
        position: doc.position,
      };
