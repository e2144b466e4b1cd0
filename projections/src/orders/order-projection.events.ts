// What the order read models share: the events they take, the status an event leaves the order
// in, and the lines as the kitchen and the customer read them. (The money an order's views show
// is the order document's: order-document/order-document.ts.)
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
