// An order as the kitchen knows it, and the tickets its events cause: NEW when it is confirmed (all
// its lines), EDIT when its lines change while it cooks (the lines marked against what the kitchen
// had; a new round on an open salon bill sends it back to cooking), CANCEL when it is rejected
// while cooking. Before confirmation and after the kitchen is done, changes print nothing.
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
import type { ProjectedEvent } from '../projection.ts';
import { utcInstant } from '../tehran-day.ts';
import { ticketIdOf, type PrintOrderRow } from './print-queue.rows.ts';

type OrderProjected = ProjectedEvent<OrderEvent>;

function withTicket(
  row: PrintOrderRow,
  event: OrderProjected,
  kind: TicketKind,
  lines: KitchenTicketLine[],
): PrintOrderRow {
  const document: KitchenTicketDocument = {
    kind: 'KITCHEN_TICKET',
    ticket: kind,
    ...row.header,
    at: utcInstant(event.metadata.occurredAt),
    lines,
  };
  return { ...row, ticket: { ticketId: ticketIdOf(event), document } };
}

function edited(row: PrintOrderRow, event: Extract<OrderProjected, { type: 'OrderEdited' }>) {
  const lines = kitchenLinesOf(event.data.lines);
  // A new round on a served salon bill goes back to the kitchen.
  const stage = event.data.status === 'CONFIRMED' ? 'COOKING' : row.stage;
  const next: PrintOrderRow = { ...row, stage, lines, position: event.position };
  if (stage !== 'COOKING') return next;
  const marked = markedTicketLines(row.lines, lines);
  return hasChanges(marked) ? withTicket(next, event, 'EDIT', marked) : next;
}

export function evolvePrintOrder(
  row: PrintOrderRow | undefined,
  event: OrderProjected,
  number: () => number,
): PrintOrderRow | undefined {
  if (event.type === 'OrderSubmitted') {
    const d = event.data;
    return {
      kind: 'order',
      vendorId: event.metadata.vendorId,
      header: {
        orderId: d.orderId,
        number: number(),
        source: d.source,
        ...(d.deliveryType ? { deliveryType: d.deliveryType } : {}),
        ...(d.tableNumber ? { tableNumber: d.tableNumber } : {}),
        submittedAt: utcInstant(event.metadata.occurredAt),
        ...(d.description ? { description: d.description } : {}),
        ...(d.note ? { note: d.note } : {}),
      },
      stage: 'WAITING',
      lines: kitchenLinesOf(d.lines),
      position: event.position,
    };
  }
  if (row === undefined) return undefined;
  const { ticket: _lastTicket, ...plain } = row;
  const base = { ...plain, position: event.position };
  switch (event.type) {
    case 'OrderConfirmed':
      if (row.stage !== 'WAITING') return base;
      return withTicket({ ...base, stage: 'COOKING' }, event, 'NEW', freshTicketLines(row.lines));
    case 'OrderEdited':
      return edited(base, event);
    case 'OrderRejected':
      return row.stage === 'COOKING'
        ? withTicket({ ...base, stage: 'DONE' }, event, 'CANCEL', cancelledTicketLines(row.lines))
        : { ...base, stage: 'DONE' };
    case 'OrderMarkedReady':
    case 'OrderDispatched':
    case 'OrderDelivered':
    case 'OrderFinished':
      return row.stage === 'DONE' ? row : { ...base, stage: 'DONE' };
    case 'OrderDeliveryMethodChanged':
      return { ...base, header: { ...row.header, deliveryType: event.data.deliveryType } };
    case 'OrderTableChanged':
      return { ...base, header: { ...row.header, tableNumber: event.data.tableNumber } };
    default:
      return row;
  }
}
