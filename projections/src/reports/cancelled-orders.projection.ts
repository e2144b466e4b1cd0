// Rejected orders, a row each (the cancelled orders report is a list): why, who rejected it, when,
// what it was worth and where it came from, listed by the time of the rejection (sortAt). Until
// then the order waits in an unlisted helper row with what the row will show; the helper leaves
// when the order is rejected or finished. Only a sale can be cancelled (counts-as-sale.ts): a
// site order rejected while it still awaited its payment was never the vendor's, and is not here.
import type { Actor } from '@sofre/engine';
import { orderEventCodec, type OrderEvent } from '@sofre/engine/orders';
import { orderRowKeyOf } from '../orders/order-row-key.ts';
import type { OrderProjectedEvent } from '../orders/order-projection.events.ts';
import { defineProjection } from '../projection.ts';
import { utcInstant } from '../tehran-day.ts';
import { isSaleAfter, withSaleEvents } from './counts-as-sale.ts';

type Submitted = Extract<OrderEvent, { type: 'OrderSubmitted' }>['data'];

interface OrderFacts {
  readonly orderId: string;
  readonly source: Submitted['source'];
  readonly deliveryType?: Submitted['deliveryType'];
  readonly paymentMethod: Submitted['paymentMethod'];
  readonly tableNumber?: string | undefined;
  readonly customerPhone?: string | undefined;
  /** The order's final price when it was rejected. */
  readonly amount: number;
  readonly submittedAt: string;
}

export interface CancelledOrderRow extends OrderFacts {
  readonly kind: 'cancelled';
  readonly reason?: string | undefined;
  /** Who rejected it. */
  readonly rejectedBy: Actor;
  readonly rejectedAt: string;
  readonly position: string;
}
type PendingRow = OrderFacts & {
  readonly kind: 'pending';
  /** It counts as a sale: only then does its rejection make a row. */
  readonly sale: boolean;
  readonly position: string;
};
export type CancelledOrdersRow = CancelledOrderRow | PendingRow;

const pendingKey = (event: OrderProjectedEvent) => `pending:${orderRowKeyOf(event)}`;
const isPending = (row: CancelledOrdersRow | undefined): row is PendingRow =>
  row?.kind === 'pending';

function pendingAfter(row: PendingRow | undefined, event: OrderProjectedEvent) {
  const position = event.position;
  switch (event.type) {
    case 'OrderSubmitted': {
      const d = event.data;
      return {
        kind: 'pending',
        orderId: d.orderId,
        source: d.source,
        deliveryType: d.deliveryType,
        paymentMethod: d.paymentMethod,
        tableNumber: d.tableNumber,
        customerPhone: d.customer?.phone,
        amount: d.price.finalPrice,
        submittedAt: utcInstant(event.metadata.occurredAt),
        sale: isSaleAfter(false, event),
        position,
      } satisfies PendingRow;
    }
    case 'OrderPaid':
    case 'OrderConfirmed':
      return row && (row.sale ? row : { ...row, sale: isSaleAfter(row.sale, event), position });
    case 'OrderEdited':
      return row && { ...row, amount: event.data.price.finalPrice, position };
    case 'OrderDeliveryMethodChanged':
      return (
        row && {
          ...row,
          deliveryType: event.data.deliveryType,
          amount: event.data.price.finalPrice,
          position,
        }
      );
    case 'OrderPaymentMethodChanged':
      return row && { ...row, paymentMethod: event.data.paymentMethod, position };
    case 'OrderTableChanged':
      return row && { ...row, tableNumber: event.data.tableNumber, position };
    default:
      // Rejected (the list row takes over) or finished (it never will be).
      return undefined;
  }
}

export const cancelledOrdersProjection = defineProjection<CancelledOrdersRow, OrderEvent>({
  name: 'cancelled-orders',
  // 2: only sales are listed (counts-as-sale.ts).
  version: 2,
  codec: orderEventCodec,
  eventTypes: withSaleEvents([
    'OrderSubmitted',
    'OrderEdited',
    'OrderDeliveryMethodChanged',
    'OrderPaymentMethodChanged',
    'OrderTableChanged',
    'OrderRejected',
    'OrderFinished',
  ]),
  // On a rejection the list row first: it reads the helper row before that row goes.
  keysOf: (event) =>
    event.type === 'OrderRejected'
      ? [orderRowKeyOf(event), pendingKey(event)]
      : [pendingKey(event)],
  evolve(row, event, { id, read }) {
    if (id === pendingKey(event)) return pendingAfter(isPending(row) ? row : undefined, event);
    if (event.type !== 'OrderRejected') return row;
    const pending = read(pendingKey(event));
    if (!isPending(pending) || !pending.sale) return row;
    const { kind: _kind, sale: _sale, position: _position, ...facts } = pending;
    return {
      ...facts,
      kind: 'cancelled',
      reason: event.data.reason,
      rejectedBy: event.metadata.actor,
      rejectedAt: utcInstant(event.metadata.occurredAt),
      position: event.position,
    };
  },
  index: (row, event) =>
    isPending(row)
      ? { vendorId: event.metadata.vendorId, listed: false }
      : {
          vendorId: event.metadata.vendorId,
          status: 'REJECTED',
          source: row.source,
          sortAt: row.rejectedAt,
        },
});
