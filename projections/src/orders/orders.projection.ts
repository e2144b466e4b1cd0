// The screens' order read model (issue 31): one row per order, the order document
// (order-document/order-document.ts), and the vendor's day counter that gives it its number —
// counted once in this lane. The order list, the tracker, a customer's orders, an order's money
// movements and a code's uses are views of the document (order-document/*.view.ts), read through
// the index columns below; nothing else in the lane keeps a copy of the order.
import { normalizePhone } from '@sofre/engine/identity';
import { orderEventCodec, type OrderEvent } from '@sofre/engine/orders';
import { defineProjection, type RowIndex } from '../projection.ts';
import {
  countOrder,
  dayCounterKey,
  isDayCounter,
  numberFor,
  type DayCounter,
} from './daily-number.ts';
import { evolveOrderDocument, type OrderDocument } from './order-document/order-document.ts';
import { orderEventTypes } from './order-projection.events.ts';
import { orderRowKeyOf } from './order-row-key.ts';

export type OrdersRow = OrderDocument | DayCounter;

/** The customer's phone in its normal form (09XXXXXXXXX), if the order names a mobile. */
export const customerPhoneOf = (doc: OrderDocument): string | undefined =>
  doc.customer?.phone === undefined ? undefined : normalizePhone(doc.customer.phone);

/**
 * status, source, sortAt (submission): the order list and the tables in use; phone: a customer's
 * orders; discountCode, customerId and open (not rejected): a code's uses.
 */
export function orderIndex(doc: OrderDocument): RowIndex {
  const phone = customerPhoneOf(doc);
  return {
    vendorId: doc.vendorId,
    status: doc.status,
    source: doc.source,
    sortAt: doc.times.submittedAt,
    open: doc.status !== 'REJECTED',
    ...(phone === undefined ? {} : { phone }),
    ...(doc.customer?.id ? { customerId: doc.customer.id } : {}),
    ...(doc.discountCode ? { discountCode: doc.discountCode } : {}),
  };
}

export const ordersProjection = defineProjection<OrdersRow, OrderEvent>({
  name: 'orders',
  // 2: the document keeps where the order is for the kitchen's tickets (kitchenStage).
  version: 2,
  codec: orderEventCodec,
  eventTypes: orderEventTypes,
  keysOf: (event) =>
    event.type === 'OrderSubmitted'
      ? [dayCounterKey(event), orderRowKeyOf(event)]
      : [orderRowKeyOf(event)],
  evolve: (row, event, { id, read }) => {
    if (id === dayCounterKey(event)) return countOrder(isDayCounter(row) ? row : undefined, event);
    const doc = isDayCounter(row) ? undefined : row;
    const number = event.type === 'OrderSubmitted' && !doc ? numberFor(event, read) : 0;
    return evolveOrderDocument(doc, event, number);
  },
  index: (row, event) =>
    isDayCounter(row) ? { vendorId: event.metadata.vendorId, listed: false } : orderIndex(row),
});
