// Sales per vendor and Tehran hour (and day): orders, sale, tip, fees, packaging, discount, tax,
// and the mix by source, delivery type and payment method (issue 13).
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
// So an hour that is over never changes again, and a range always sums right. (A read model can
// only change rows its event names, and an edit does not name its order's submission hour.)
// The order's last amounts live in an unlisted helper row, from which each change is worked out.
import { orderEventCodec, type OrderEvent } from '@sofre/engine/orders';
import { orderRowKeyOf } from '../orders/order-row-key.ts';
import type { OrderProjectedEvent } from '../orders/order-projection.events.ts';
import { defineProjection } from '../projection.ts';
import { isSaleAfter, withSaleEvents } from './counts-as-sale.ts';
import { oncePerEvent } from './once-per-event.ts';
import { sameValue } from './same-value.ts';
import { periodKeysOf, periodOfKey, type PeriodKind } from './report-periods.ts';
import {
  addTotals,
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
type MarkRow = OrderSalesMark & { readonly position: string };
export type HourlySalesRow = SalesPeriodRow | MarkRow;

const isMark = (row: HourlySalesRow | undefined): row is MarkRow =>
  row !== undefined && 'kind' in row && row.kind === 'order';

const markKey = (event: OrderProjectedEvent) => `order:${orderRowKeyOf(event)}`;

const SALES_EVENTS = withSaleEvents([
  'OrderSubmitted',
  'OrderEdited',
  'OrderDeliveryMethodChanged',
  'OrderPaymentMethodChanged',
  'OrderPaid',
  'OrderRejected',
  'OrderRefunded',
]);

/** The order after the event, as the report remembers it. */
export function markAfter(
  mark: OrderSalesMark | undefined,
  event: OrderEvent,
): OrderSalesMark | undefined {
  if (event.type === 'OrderSubmitted') {
    const d = event.data;
    return {
      kind: 'order',
      source: d.source,
      deliveryType: d.deliveryType ?? 'NONE',
      paymentMethod: d.paymentMethod,
      price: d.price,
      amountPaid: 0,
      refunded: 0,
      rejected: false,
      sale: isSaleAfter(false, event),
    };
  }
  if (mark === undefined) return undefined;
  const sale = isSaleAfter(mark.sale, event);
  const order = sale === mark.sale ? mark : { ...mark, sale };
  switch (event.type) {
    case 'OrderEdited':
      return { ...order, price: event.data.price };
    case 'OrderDeliveryMethodChanged':
      return { ...order, deliveryType: event.data.deliveryType, price: event.data.price };
    case 'OrderPaymentMethodChanged':
      return { ...order, paymentMethod: event.data.paymentMethod };
    case 'OrderPaid': {
      // As the order list reads it: the first payment's method, MULTI once a second differs.
      const method = event.data.paymentMethod;
      const paymentMethod =
        order.amountPaid === 0 || order.paymentMethod === method ? method : 'MULTI';
      return { ...order, paymentMethod, amountPaid: order.amountPaid + event.data.amount };
    }
    case 'OrderRejected':
      return { ...order, rejected: true };
    case 'OrderRefunded':
      return { ...order, refunded: order.refunded + event.data.amount };
    default:
      return order;
  }
}

/** The order's mark after the event, and what the event adds to and takes from its periods. */
const changeOf = oncePerEvent((event: OrderEvent, was: OrderSalesMark | undefined) => {
  const after = markAfter(was, event);
  const [added, taken] = [tallyOf(after), tallyOf(was)];
  return { after, moved: sameValue(added, taken) ? undefined : { added, taken } };
});

export const hourlySalesProjection = defineProjection<HourlySalesRow, OrderEvent>({
  name: 'hourly-sales',
  // 3: orders count once they are sales (counts-as-sale.ts). 4: a fully refunded order's tip goes.
  version: 4,
  codec: orderEventCodec,
  eventTypes: SALES_EVENTS,
  // The hour and day rows first: they read the order's helper row as it was before the event.
  keysOf: (event) => [
    ...periodKeysOf(event.metadata.vendorId, event.metadata.occurredAt),
    markKey(event),
  ],
  evolve(row, event, { id, read }) {
    const before = read(markKey(event));
    const was = isMark(before) ? before : undefined;
    const { after, moved } = changeOf(event, was, undefined);
    // A confirmation of an order already counted changes nothing.
    if (after === was) return row;
    if (id === markKey(event)) return after && { ...after, position: event.position };
    // A change that moves no money (a first payment by the method meant) leaves the hour alone.
    if (moved === undefined) return row;
    const { kind, period, startsAt } = periodOfKey(id, event.metadata.occurredAt);
    const base = row !== undefined && !isMark(row) ? row : emptyTotals;
    const totals = addTotals(addTotals(base, moved.added), moved.taken, -1);
    return { kind, period, startsAt, ...totals, position: event.position };
  },
  index: (row, event) =>
    isMark(row)
      ? { vendorId: event.metadata.vendorId, listed: false }
      : { vendorId: event.metadata.vendorId, kind: row.kind, sortAt: row.startsAt },
});
