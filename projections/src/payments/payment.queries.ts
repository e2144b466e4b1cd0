// What the payment routes and the payment jobs ask the read models.
import type { PaymentTransactionView } from '@sofre/engine/contracts';
import { PROJECTION } from '../all.projections.ts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import type { VendorView } from '../vendors/vendor.view.ts';
import { customerPaymentsKey, type CustomerPaymentsRow } from './customer-payments.projection.ts';
import { paymentRowKey, type PaymentTransactionRow } from './payment-transactions.projection.ts';

export interface PaymentQueries {
  paymentTransaction(
    vendorId: string,
    transactionId: string,
  ): Promise<PaymentTransactionView | undefined>;
  /** A customer's transactions, newest first, one page. */
  customerPayments(
    vendorId: string,
    customerId: string,
    page: { readonly pageNumber: number; readonly pageSize: number },
  ): Promise<{ data: PaymentTransactionView[]; totalCount: number }>;
  /** The vendor's transactions still waiting on the provider (verify or refund), oldest first. */
  paymentsAwaitingProvider(vendorId: string, limit: number): Promise<PaymentTransactionView[]>;
  /**
   * The vendor's verified transactions opened since `since` (an ISO instant), newest first: the
   * inquiry finishes one whose caller died after the verification (no longer `open`, so not above).
   * Found by the indexed open time, not a scan.
   */
  paymentsVerifiedSince(
    vendorId: string,
    since: string,
    limit: number,
  ): Promise<PaymentTransactionView[]>;
  /** Every vendor's id: the payment jobs go through them one by one. */
  vendorIds(): Promise<string[]>;
}

const viewOf = (doc: unknown): PaymentTransactionView => {
  const { position: _position, ...view } = doc as PaymentTransactionRow;
  return view;
};

export function createPaymentQueries(readModels: ReadModelStore): PaymentQueries {
  const queries: PaymentQueries = {
    async paymentTransaction(vendorId, transactionId) {
      const row = await readModels.getRow(
        PROJECTION.paymentTransactions,
        paymentRowKey(vendorId, transactionId),
        vendorId,
      );
      return row ? viewOf(row.doc) : undefined;
    },
    async customerPayments(vendorId, customerId, { pageNumber, pageSize }) {
      const key = customerPaymentsKey(vendorId, customerId);
      const row = await readModels.getRow(PROJECTION.customerPayments, key, vendorId);
      const ids = (row?.doc as CustomerPaymentsRow | undefined)?.transactionIds ?? [];
      const pageIds = ids.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
      const rows = await readModels.loadRows(
        PROJECTION.paymentTransactions,
        pageIds.map((id) => paymentRowKey(vendorId, id)),
      );
      const data = pageIds.flatMap((id) => {
        const doc = rows.get(paymentRowKey(vendorId, id))?.doc;
        return doc ? [viewOf(doc)] : [];
      });
      return { data, totalCount: ids.length };
    },
    async paymentsAwaitingProvider(vendorId, limit) {
      const { rows } = await readModels.findRows({
        projection: PROJECTION.paymentTransactions,
        vendorId,
        open: true,
        order: 'sortAt asc',
        limit,
      });
      return rows.map((r) => viewOf(r.doc));
    },
    async paymentsVerifiedSince(vendorId, since, limit) {
      const { rows } = await readModels.findRows({
        projection: PROJECTION.paymentTransactions,
        vendorId,
        status: ['DONE'],
        sortFrom: since,
        order: 'sortAt desc',
        limit,
      });
      return rows.map((r) => viewOf(r.doc));
    },
    async vendorIds() {
      const rows = await readModels.scanRows(PROJECTION.vendors);
      return rows.filter((r) => r.doc !== null).map((r) => (r.doc as VendorView).id);
    },
  };
  return queries;
}
