// How often a code was used (discount-usage projection): counts of open rows by code, and by code
// and customer. An order being edited may be left out, so its own use does not count against it.
import { normalizeDiscountCode } from '@sofre/engine/discounts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import {
  discountUsageKey,
  discountUsageProjection,
  type DiscountUsageRow,
} from './discount-usage.projection.ts';

export interface DiscountUsageCount {
  readonly totalUsed: number;
  /** 0 without a customer. */
  readonly usedByCustomer: number;
}

export interface DiscountUsageQueries {
  discountUsage(
    vendorId: string,
    code: string,
    options?: { readonly customerId?: string; readonly exceptOrderId?: string },
  ): Promise<DiscountUsageCount>;
  /** Orders that carried the code and were rejected afterwards: their uses were given back. */
  discountUsesGivenBack(vendorId: string, code: string): Promise<string[]>;
  /** Orders that carried the code and stand (not rejected); only the customer's when given. */
  discountUsesLanded(
    vendorId: string,
    code: string,
    customerId?: string,
  ): Promise<{ orderId: string; customerId: string | null }[]>;
}

/** Rejected orders that had a code: a handful per code in practice. */
const MAX_GIVEN_BACK = 100_000;
/** A limited code's standing uses: about its limit (or a customer's few). */
const MAX_LANDED = 100_000;

export function createDiscountUsageQueries(readModels: ReadModelStore): DiscountUsageQueries {
  const projection = discountUsageProjection.name;
  const count = async (vendorId: string, code: string, customerId?: string) =>
    (
      await readModels.findRows({
        projection,
        vendorId,
        discountCode: code,
        open: true,
        ...(customerId ? { customerId } : {}),
        order: 'sortAt asc',
        limit: 0,
      })
    ).total;
  return {
    async discountUsesLanded(vendorId, text, customerId) {
      const { rows } = await readModels.findRows({
        projection,
        vendorId,
        discountCode: normalizeDiscountCode(text),
        open: true,
        ...(customerId ? { customerId } : {}),
        order: 'sortAt asc',
        limit: MAX_LANDED,
      });
      return rows.map((r) => {
        const { orderId, customerId } = r.doc as DiscountUsageRow;
        return { orderId, customerId };
      });
    },
    async discountUsesGivenBack(vendorId, text) {
      const { rows } = await readModels.findRows({
        projection,
        vendorId,
        discountCode: normalizeDiscountCode(text),
        open: false,
        order: 'sortAt asc',
        limit: MAX_GIVEN_BACK,
      });
      return rows.map((r) => (r.doc as DiscountUsageRow).orderId);
    },
    async discountUsage(vendorId, text, { customerId, exceptOrderId } = {}) {
      const code = normalizeDiscountCode(text);
      const [total, mine, except] = await Promise.all([
        count(vendorId, code),
        customerId ? count(vendorId, code, customerId) : 0,
        exceptOrderId
          ? readModels.getRow(projection, discountUsageKey(vendorId, exceptOrderId), vendorId)
          : undefined,
      ]);
      const own = except?.doc as DiscountUsageRow | undefined;
      const ownCounts = own !== undefined && own.code === code && !own.rejected;
      const ownIsMine = ownCounts && customerId !== undefined && own.customerId === customerId;
      return {
        totalUsed: total - (ownCounts ? 1 : 0),
        usedByCustomer: mine - (ownIsMine ? 1 : 0),
      };
    },
  };
}
