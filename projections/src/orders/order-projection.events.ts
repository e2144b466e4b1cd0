// What the order read models share: the events they take, the status an event leaves the order
// in, and the lines as the kitchen and the customer read them.
import type { OrderStatus } from '@sofre/engine';
import { orderEvents, type OrderEvent } from '@sofre/engine/orders';
import { lineUnitPrice, type OrderLine } from '@sofre/engine/pricing';
import type { ProjectedEvent } from '../projection.ts';

export type OrderProjectedEvent = ProjectedEvent<OrderEvent>;

export const orderEventTypes: readonly OrderEvent['type'][] = orderEvents.map((e) => e.type);

/** The order's status after the event; events that do not move it answer `current`. */
export function statusAfter(event: OrderEvent, current: OrderStatus): OrderStatus {
  switch (event.type) {
    case 'OrderSubmitted':
      return 'SUBMITTED';
    case 'OrderPaid':
    case 'OrderMarkedReady':
    case 'OrderCallResolved':
      return event.data.status;
    case 'OrderConfirmed':
    case 'OrderReturnedToKitchen':
      return 'CONFIRMED';
    case 'OrderDispatched':
      return 'DELIVERING';
    case 'OrderDelivered':
      return 'DELIVERED';
    case 'OrderFinished':
      return 'FINISHED';
    case 'OrderRejected':
      return 'REJECTED';
    case 'OrderNeedsCall':
      return 'NEEDFORCALL';
    case 'OrderEdited':
      // A new round on an open salon bill sends a served order back to the kitchen.
      return event.data.status ?? current;
    default:
      return current;
  }
}

export const ticketLines = (lines: readonly OrderLine[]) =>
  lines.map((l) => ({
    title: l.title,
    count: l.count,
    toppings: l.orderItemToppings.map((t) => ({ title: t.title, count: t.count })),
    isFreeItem: l.isFreeItem,
    ...(l.note ? { note: l.note } : {}),
  }));

/**
 * What one unit of the line costs the customer: the unit price less the item's discount, plus
 * its toppings (each topping unit is added once per unit of the line). A free line costs nothing.
 */
export const unitPriceOf = (line: OrderLine): number => lineUnitPrice(line);

export const itemCountOf = (lines: readonly OrderLine[]): number =>
  lines.reduce((n, l) => n + l.count, 0);

/** The money, delivery and payment fields an order's rows share, as the event changes them. */
export interface OrderSummaryFields {
  readonly amountPaid: number;
  /** Given back in refunds (absent: nothing). */
  readonly amountRefunded?: number | undefined;
  readonly finalPrice: number;
  readonly deliveryType?: OrderListRowDeliveryType;
  readonly paymentMethod: OrderEventPaymentMethod;
  readonly tableNumber?: string | undefined;
}
type OrderListRowDeliveryType = Extract<
  OrderEvent,
  { type: 'OrderDeliveryMethodChanged' }
>['data']['deliveryType'];
type OrderEventPaymentMethod = Extract<
  OrderEvent,
  { type: 'OrderPaymentMethodChanged' }
>['data']['paymentMethod'];

/**
 * How the order was paid, as its rows show it: the first payment's method replaces what was
 * meant (an UNPAID bill settled by card reads CARD, a card order paid by link reads ONLINE); a
 * second payment by another method makes it MULTI.
 */
function paidWith(
  row: OrderSummaryFields,
  method: OrderEventPaymentMethod,
): OrderEventPaymentMethod {
  if (row.amountPaid === 0) return method;
  return row.paymentMethod === method ? method : 'MULTI';
}

export function summaryChanges(
  row: OrderSummaryFields,
  event: OrderEvent,
): Partial<OrderSummaryFields> {
  switch (event.type) {
    case 'OrderPaid':
      return {
        amountPaid: row.amountPaid + event.data.amount,
        paymentMethod: paidWith(row, event.data.paymentMethod),
      };
    case 'OrderEdited':
      return { finalPrice: event.data.price.finalPrice };
    case 'OrderDeliveryMethodChanged':
      return { deliveryType: event.data.deliveryType, finalPrice: event.data.price.finalPrice };
    case 'OrderPaymentMethodChanged':
      return { paymentMethod: event.data.paymentMethod };
    case 'OrderRefunded':
      return { amountRefunded: (row.amountRefunded ?? 0) + event.data.amount };
    case 'OrderTableChanged':
      return { tableNumber: event.data.tableNumber };
    default:
      return {};
  }
}
