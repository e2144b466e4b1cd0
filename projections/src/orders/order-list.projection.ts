// The POS order list (OrderListRow): every order from its submission, with where it is now, what
// it costs and what was paid. Filtered by status, source and submission time; newest first.
import type { OrderListRow } from '@sofre/engine/contracts';
import { orderEventCodec, type OrderEvent } from '@sofre/engine/orders';
import { orderRowKeyOf } from './order-row-key.ts';
import { defineProjection, type EvolveContext } from '../projection.ts';
import { utcInstant } from '../tehran-day.ts';
import {
  countOrder,
  dayCounterKey,
  isDayCounter,
  numberFor,
  type DayCounter,
} from './daily-number.ts';
import {
  itemCountOf,
  orderEventTypes,
  statusAfter,
  summaryChanges,
  type OrderProjectedEvent,
} from './order-projection.events.ts';

export type OrderListProjectionRow = OrderListRow | DayCounter;

function submitted(event: OrderProjectedEvent, context: EvolveContext<OrderListProjectionRow>) {
  if (event.type !== 'OrderSubmitted') return undefined;
  const d = event.data;
  const at = utcInstant(event.metadata.occurredAt);
  const row: OrderListRow = {
    orderId: d.orderId,
    number: numberFor(event, context.read),
    source: d.source,
    deliveryType: d.deliveryType,
    status: 'SUBMITTED',
    paymentMethod: d.paymentMethod,
    finalPrice: d.price.finalPrice,
    amountPaid: 0,
    tableNumber: d.tableNumber,
    ...(d.numberOfCustomers ? { numberOfCustomers: d.numberOfCustomers } : {}),
    customerName: d.customer?.name,
    itemCount: itemCountOf(d.lines),
    submittedAt: at,
    updatedAt: at,
    position: event.position,
  };
  return row;
}

/** What the event changes besides the status. */
function changed(row: OrderListRow, event: OrderEvent): Partial<OrderListRow> {
  const shared = summaryChanges(row, event);
  return event.type === 'OrderEdited'
    ? { ...shared, itemCount: itemCountOf(event.data.lines) }
    : shared;
}

export function evolveOrderListRow(
  row: OrderListRow | undefined,
  event: OrderProjectedEvent,
  context: EvolveContext<OrderListProjectionRow>,
): OrderListRow | undefined {
  if (row === undefined) return submitted(event, context);
  return {
    ...row,
    ...changed(row, event),
    status: statusAfter(event, row.status),
    updatedAt: utcInstant(event.metadata.occurredAt),
    position: event.position,
  };
}

export const orderListProjection = defineProjection<OrderListProjectionRow, OrderEvent>({
  name: 'order-list',
  // 2: rows keyed by vendor and order (order-row-key.ts). 3: the guests at the table, and the
  // payment method as the order was paid.
  version: 3,
  codec: orderEventCodec,
  eventTypes: orderEventTypes,
  keysOf: (event) =>
    event.type === 'OrderSubmitted'
      ? [dayCounterKey(event), orderRowKeyOf(event)]
      : [orderRowKeyOf(event)],
  evolve: (row, event, context) =>
    context.id === dayCounterKey(event)
      ? countOrder(isDayCounter(row) ? row : undefined, event)
      : evolveOrderListRow(isDayCounter(row) ? undefined : row, event, context),
  index: (row, event) =>
    isDayCounter(row)
      ? { vendorId: row.vendorId, listed: false }
      : {
          vendorId: event.metadata.vendorId,
          status: row.status,
          source: row.source,
          sortAt: row.submittedAt,
        },
});
