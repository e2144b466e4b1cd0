// Rejected orders, a row each (the cancelled orders report is a list): why, who rejected it, when,
// what it was worth and where it came from, listed by the time of the rejection (sortAt). A
// ledger of the reports' order document whose tally is the order's row, written once, by the
// event that rejects it; everything the row shows is in the document. Only a sale can be
// cancelled (counts-as-sale.ts): a site order rejected while it still awaited its payment was
// never the vendor's, and is not here.
import type { Actor } from '@sofre/engine';
import type { OrderEvent } from '@sofre/engine/orders';
import { orderRowKey } from '../orders/order-row-key.ts';
import type { ProjectedEvent } from '../projection.ts';
import { anyLedger, type DocumentChange } from '../runner/lane-document.ts';
import { utcInstant } from '../tehran-day.ts';
import type { ReportOrder } from './report-document/report-order.document.ts';

export interface CancelledOrderRow {
  readonly kind: 'cancelled';
  readonly orderId: string;
  readonly source: ReportOrder['source'];
  readonly deliveryType?: ReportOrder['deliveryType'];
  readonly paymentMethod: ReportOrder['paymentMethod'];
  readonly tableNumber?: string | undefined;
  readonly customerPhone?: string | undefined;
  /** The order's final price when it was rejected. */
  readonly amount: number;
  readonly submittedAt: string;
  readonly reason?: string | undefined;
  /** Who rejected it. */
  readonly rejectedBy: Actor;
  readonly rejectedAt: string;
  readonly position: string;
}

type Change = DocumentChange<ReportOrder, OrderEvent>;

/** The order's row, when this event rejected a sale. */
function cancelledBy({ before, after, event }: Change): CancelledOrderRow | undefined {
  if (event.type !== 'OrderRejected' || before === undefined || !before.sale) return undefined;
  if (after?.status !== 'REJECTED' || before.status === 'REJECTED') return undefined;
  return {
    kind: 'cancelled',
    orderId: before.orderId,
    source: before.source,
    deliveryType: before.deliveryType,
    paymentMethod: before.paymentMethod,
    tableNumber: before.tableNumber,
    customerPhone: before.customer?.phone,
    amount: before.price.finalPrice,
    submittedAt: before.times.submittedAt,
    reason: event.data.reason,
    rejectedBy: event.metadata.actor,
    rejectedAt: utcInstant(event.metadata.occurredAt),
    position: event.position,
  };
}

export const CANCELLED_ORDERS = 'cancelled-orders';

export const cancelledOrdersLedger = anyLedger<
  ReportOrder,
  OrderEvent,
  CancelledOrderRow,
  CancelledOrderRow
>({
  name: CANCELLED_ORDERS,
  tallyOf: cancelledBy,
  keysOf: ({ event }) => [
    orderRowKey(event.metadata.vendorId, (event as ProjectedEvent<OrderEvent>).data.orderId),
  ],
  add: (_row, cancelled) => cancelled,
  index: (row, { event }) => ({
    vendorId: event.metadata.vendorId,
    status: 'REJECTED',
    source: row.source,
    sortAt: row.rejectedAt,
  }),
});
