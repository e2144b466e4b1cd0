// How often a code was used: counts of the orders carrying it that stand (open: not rejected), by
// code, and by code and customer, over the orders read model's index (discount-use.view.ts). An
// order being edited may be left out, so its own use does not count against it.
import { normalizeDiscountCode } from '@sofre/engine/discounts';
import { PROJECTION } from '../all.projections.ts';
import { orderDocumentOf } from '../orders/order-documents.read.ts';
import type { OrderDocument } from '../orders/order-document/order-document.ts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { discountUseOf, type DiscountUsageRow } from './discount-use.view.ts';

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
  const projection = PROJECTION.orders;
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
      return rows.flatMap((r) => {
        const use = discountUseOf(r.doc as OrderDocument);
        return use ? [{ orderId: use.orderId, customerId: use.customerId }] : [];
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
      return rows.map((r) => (r.doc as OrderDocument).orderId);
    },
    async discountUsage(vendorId, text, { customerId, exceptOrderId } = {}) {
      const code = normalizeDiscountCode(text);
      const [total, mine, except] = await Promise.all([
        count(vendorId, code),
        customerId ? count(vendorId, code, customerId) : 0,
        exceptOrderId ? orderDocumentOf(readModels, vendorId, exceptOrderId) : undefined,
      ]);
      const own: DiscountUsageRow | undefined = except && discountUseOf(except);
      const ownCounts = own !== undefined && own.code === code && !own.rejected;
      const ownIsMine = ownCounts && customerId !== undefined && own.customerId === customerId;
      return {
        totalUsed: total - (ownCounts ? 1 : 0),
        usedByCustomer: mine - (ownIsMine ? 1 : 0),
      };
    },
  };
}
