// Sales per vendor and Tehran hour (and day): orders, sale, tip, fees, packaging, discount, tax,
// and the mix by source, delivery type and payment method (issue 13). A ledger of the reports'
// order document (report-document/).
//
// When an order counts — a period row is a ledger of what happened in it, like a till's day:
// - an order counts in the hour it became a sale (counts-as-sale.ts), with its price then: the
//   hour it was submitted for one staff took, the hour it was paid or confirmed for one the
//   customer placed; one that never became a sale is never counted, not even as rejected;
// - a later change of its money (an edit, another delivery method, a payment by another method)
//   moves the difference in the hour the change happens;
// - a rejection takes the order's sale out in the hour it is rejected (the order stays among the
//   `orders` submitted and is counted in `rejected`; orderCount = orders − rejected);
// - a refund subtracts in the hour it is given: an order refunded the next day changes that day;
//   a refund of all of its price takes its tip out too.
// So an hour that is over never changes again, and a range always sums right.
import { tallyLedger } from './report-document/tally-ledger.ts';
import type { ReportOrder } from './report-document/report-order.document.ts';
import { periodKeysOf, periodOfKey, type PeriodKind } from './report-periods.ts';
import {
  addTotals,
  addTotalsInto,
  copyTotals,
  emptyTotals,
  tallyOf,
  type OrderSalesMark,
  type SalesTotals,
} from './sales-tally.ts';

export interface SalesPeriodRow extends SalesTotals {
  readonly kind: PeriodKind;
  readonly period: string;
  readonly startsAt: string;
  readonly position: string;
}

export const HOURLY_SALES = 'hourly-sales';

/** The order as the sales report reads it off its document. */
export const salesMarkOf = (order: ReportOrder): OrderSalesMark => ({
  kind: 'order',
  source: order.source,
  deliveryType: order.deliveryType ?? 'NONE',
  // As the order list reads it: the first payment's method, MULTI once a second differs.
  paymentMethod: order.paidWith,
  price: order.price,
  amountPaid: order.amountPaid,
  refunded: order.amountRefunded,
  rejected: order.status === 'REJECTED',
  sale: order.sale,
});

export const hourlySalesLedger = tallyLedger<SalesTotals, SalesPeriodRow>({
  name: HOURLY_SALES,
  empty: emptyTotals,
  add: addTotals,
  copy: copyTotals,
  addInto: addTotalsInto,
  tallyOf: (order) => tallyOf(salesMarkOf(order)),
  unchanged: (a, b) =>
    a.sale === b.sale &&
    (a.status === 'REJECTED') === (b.status === 'REJECTED') &&
    a.price === b.price &&
    a.amountPaid === b.amountPaid &&
    a.amountRefunded === b.amountRefunded &&
    a.paidWith === b.paidWith &&
    a.deliveryType === b.deliveryType &&
    a.source === b.source,
  keysOf: ({ event }) => periodKeysOf(event.metadata.vendorId, event.metadata.occurredAt),
  totalsOf: (row) => row ?? emptyTotals,
  rowOf(totals, id, { event }) {
    const { kind, period, startsAt } = periodOfKey(id, event.metadata.occurredAt);
    return { kind, period, startsAt, ...totals, position: event.position };
  },
  index: (row, { event }) => ({
    vendorId: event.metadata.vendorId,
    kind: row.kind,
    sortAt: row.startsAt,
  }),
});
