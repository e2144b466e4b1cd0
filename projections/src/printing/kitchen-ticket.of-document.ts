// The kitchen tickets an order's events cause, read off the order document just before and after
// each event (orders/order-document, its kitchenStage): NEW when it is confirmed (all its lines),
// EDIT when its lines change while it cooks (the lines marked against what the kitchen had; a new
// round on an open salon bill sends it back to cooking), CANCEL when it is rejected while cooking.
// Before confirmation and after the kitchen is done, changes print nothing.
import type { OrderEvent } from '@sofre/engine/orders';
import {
  cancelledTicketLines,
  freshTicketLines,
  hasChanges,
  kitchenLinesOf,
  markedTicketLines,
  type KitchenTicketDocument,
  type KitchenTicketLine,
  type TicketKind,
} from '@sofre/engine/printing';
import type { OrderDocument } from '../orders/order-document/order-document.ts';
import type { ProjectedEvent } from '../projection.ts';
import { utcInstant } from '../tehran-day.ts';

type OrderProjected = ProjectedEvent<OrderEvent>;

/** What every ticket of the order says of it. */
const headerOf = (doc: OrderDocument) => ({
  orderId: doc.orderId,
  number: doc.number,
  source: doc.source,
  ...(doc.deliveryType ? { deliveryType: doc.deliveryType } : {}),
  ...(doc.tableNumber ? { tableNumber: doc.tableNumber } : {}),
  submittedAt: doc.times.submittedAt,
  ...(doc.description ? { description: doc.description } : {}),
  ...(doc.note ? { note: doc.note } : {}),
});

const ticket = (
  doc: OrderDocument,
  event: OrderProjected,
  kind: TicketKind,
  lines: KitchenTicketLine[],
): KitchenTicketDocument => ({
  kind: 'KITCHEN_TICKET',
  ticket: kind,
  ...headerOf(doc),
  at: utcInstant(event.metadata.occurredAt),
  lines,
});

/** The ticket the event causes, from the order as it found it and left it; undefined: none. */
export function kitchenTicketOf(
  before: OrderDocument | undefined,
  after: OrderDocument | undefined,
  event: OrderProjected,
): KitchenTicketDocument | undefined {
  if (before === undefined || after === undefined) return undefined;
  // What the kitchen had: the lines change only by an edit, which the kitchen always learns of.
  const had = kitchenLinesOf(before.lines);
  switch (event.type) {
    case 'OrderConfirmed':
      return before.kitchenStage === 'WAITING'
        ? ticket(after, event, 'NEW', freshTicketLines(had))
        : undefined;
    case 'OrderEdited': {
      if (after.kitchenStage !== 'COOKING') return undefined;
      const marked = markedTicketLines(had, kitchenLinesOf(after.lines));
      return hasChanges(marked) ? ticket(after, event, 'EDIT', marked) : undefined;
    }
    case 'OrderRejected':
      return before.kitchenStage === 'COOKING'
        ? ticket(after, event, 'CANCEL', cancelledTicketLines(had))
        : undefined;
    default:
      return undefined;
  }
}
