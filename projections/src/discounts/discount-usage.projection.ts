// How often each discount code was used, per vendor, overall and per customer (spec §3 usageCount,
// §8 "already used"): one row per order that carried a code (OrderSubmitted.couponCode), indexed by
// the code and the customer, so counting is one indexed COUNT, never a scan of
// the log. An order rejected afterwards gives its use back (open: false). Orders name the code by
// its text, not its id: a code removed and created again with the same text keeps its history.
import { normalizeDiscountCode } from '@sofre/engine/discounts';
import { orderEventCodec, type OrderEvent } from '@sofre/engine/orders';
import { defineProjection, type ProjectedEvent } from '../projection.ts';

type UsageEvent = Extract<OrderEvent, { type: 'OrderSubmitted' | 'OrderRejected' }>;

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

export const discountUsageKey = (vendorId: string, orderId: string): string =>
  `${vendorId}:${orderId}`;

export function evolveDiscountUsage(
  row: DiscountUsageRow | undefined,
  event: ProjectedEvent<UsageEvent>,
): DiscountUsageRow | undefined {
  switch (event.type) {
    case 'OrderSubmitted': {
      const { orderId, couponCode, customer } = event.data;
      if (!couponCode) return row;
      return {
        orderId,
        vendorId: event.metadata.vendorId,
        code: normalizeDiscountCode(couponCode),
        customerId: customer?.id ?? null,
        usedAt: event.metadata.occurredAt,
        rejected: false,
        position: event.position,
      };
    }
    case 'OrderRejected':
      return row && { ...row, rejected: true, position: event.position };
  }
}

export const discountUsageProjection = defineProjection<DiscountUsageRow, UsageEvent>({
  name: 'discount-usage',
  version: 2,
  codec: orderEventCodec,
  eventTypes: ['OrderSubmitted', 'OrderRejected'],
  keysOf: (event) => [discountUsageKey(event.metadata.vendorId, event.data.orderId)],
  evolve: (row, event) => evolveDiscountUsage(row, event),
  index: (row) => ({
    vendorId: row.vendorId,
    discountCode: row.code,
    ...(row.customerId ? { customerId: row.customerId } : {}),
    open: !row.rejected,
    sortAt: row.usedAt,
  }),
});
