// The kitchen display (KitchenTicket). A ticket appears when the order is CONFIRMED (staff orders
// are confirmed as they are submitted) and leaves the board (open = false) when it is marked
// ready, rejected or handed over; an edit changes its lines. Until confirmation the ticket waits
// in an unlisted helper row, so the kitchen never sees an order the restaurant has not accepted.
import type { KitchenTicket } from '@sofre/engine/contracts';
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
  orderEventTypes,
  statusAfter,
  ticketLines,
  type OrderProjectedEvent,
} from './order-projection.events.ts';

/** A submitted order the restaurant has not confirmed yet: the ticket it will become. */
export type PendingTicket = KitchenTicket & { readonly kind: 'pending' };
export type KitchenBoardRow = KitchenTicket | PendingTicket | DayCounter;

export const pendingKey = (orderKey: string): string => `pending:${orderKey}`;
const isPending = (row: KitchenBoardRow | undefined): row is PendingTicket =>
  row !== undefined && 'kind' in row && row.kind === 'pending';

/** Events after which a ticket is off the board for good. */
const LEAVES_BOARD: ReadonlySet<OrderEvent['type']> = new Set([
  'OrderMarkedReady',
  'OrderRejected',
  'OrderDispatched',
  'OrderDelivered',
  'OrderFinished',
]);

function evolvePending(
  row: PendingTicket | undefined,
  event: OrderProjectedEvent,
  read: EvolveContext<KitchenBoardRow>['read'],
) {
  const position = event.position;
  switch (event.type) {
    case 'OrderSubmitted': {
      const d = event.data;
      const ticket: PendingTicket = {
        kind: 'pending',
        orderId: d.orderId,
        number: numberFor(event, read),
        source: d.source,
        deliveryType: d.deliveryType,
        tableNumber: d.tableNumber,
        lines: ticketLines(d.lines),
        description: d.description,
        note: d.note,
        status: 'SUBMITTED',
        submittedAt: utcInstant(event.metadata.occurredAt),
        open: false,
        position,
      };
      return ticket;
    }
    // On the board now, or never will be.
    case 'OrderConfirmed':
    case 'OrderRejected':
      return undefined;
    case 'OrderEdited':
      return row && { ...row, lines: ticketLines(event.data.lines), position };
    case 'OrderDeliveryMethodChanged':
      return row && { ...row, deliveryType: event.data.deliveryType, position };
    case 'OrderTableChanged':
      return row && { ...row, tableNumber: event.data.tableNumber, position };
    default:
      return row;
  }
}

function evolveTicket(
  row: KitchenTicket | undefined,
  event: OrderProjectedEvent,
  read: EvolveContext<KitchenBoardRow>['read'],
) {
  const position = event.position;
  if (row === undefined) {
    if (event.type !== 'OrderConfirmed') return undefined;
    const pending = read(pendingKey(orderRowKeyOf(event)));
    if (!isPending(pending)) return undefined;
    const { kind: _kind, ...ticket } = pending;
    return { ...ticket, status: 'CONFIRMED', open: true, position } satisfies KitchenTicket;
  }
  // A ticket that left the board stays as it left (the recall list shows it as it was bumped),
  // unless a new round on the open salon bill sends it back to the kitchen.
  if (!row.open) {
    if (event.type !== 'OrderEdited' || event.data.status !== 'CONFIRMED') return row;
    const { readyAt: _readyAt, ...cooking } = row;
    const lines = ticketLines(event.data.lines);
    return { ...cooking, lines, status: 'CONFIRMED', open: true, position } satisfies KitchenTicket;
  }
  const status = statusAfter(event, row.status);
  if (LEAVES_BOARD.has(event.type)) {
    const readyAt =
      event.type === 'OrderMarkedReady' ? utcInstant(event.metadata.occurredAt) : undefined;
    return { ...row, status, open: false, readyAt, position };
  }
  switch (event.type) {
    case 'OrderEdited':
      return { ...row, lines: ticketLines(event.data.lines), status, position };
    case 'OrderDeliveryMethodChanged':
      return { ...row, deliveryType: event.data.deliveryType, position };
    case 'OrderTableChanged':
      return { ...row, tableNumber: event.data.tableNumber, position };
    default:
      return status === row.status ? row : { ...row, status, position };
  }
}

function keysOf(event: OrderProjectedEvent): string[] {
  const orderKey = orderRowKeyOf(event);
  switch (event.type) {
    case 'OrderSubmitted':
      return [dayCounterKey(event), pendingKey(orderKey)];
    // The ticket first: it reads the pending row before that row goes.
    case 'OrderConfirmed':
    case 'OrderRejected':
    case 'OrderEdited':
    case 'OrderDeliveryMethodChanged':
    case 'OrderTableChanged':
      return [orderKey, pendingKey(orderKey)];
    // Money and calls are not the kitchen's business.
    case 'OrderPaymentMethodChanged':
    case 'OrderRefunded':
    case 'OrderRefundSettled':
    case 'OrderCustomerCalled':
      return [];
    default:
      return [orderKey];
  }
}

export const kitchenBoardProjection = defineProjection<KitchenBoardRow, OrderEvent>({
  name: 'kitchen-board',
  // 2: rows keyed by vendor and order (order-row-key.ts).
  version: 2,
  codec: orderEventCodec,
  eventTypes: orderEventTypes,
  keysOf,
  evolve(row, event, { id, read }) {
    if (id === dayCounterKey(event)) return countOrder(isDayCounter(row) ? row : undefined, event);
    if (id === pendingKey(orderRowKeyOf(event)))
      return evolvePending(isPending(row) ? row : undefined, event, read);
    return evolveTicket(
      row && !isDayCounter(row) && !isPending(row) ? row : undefined,
      event,
      read,
    );
  },
  index: (row, event) => {
    if (isDayCounter(row)) return { vendorId: row.vendorId, listed: false };
    if (isPending(row)) return { vendorId: event.metadata.vendorId, listed: false };
    const { status, source, open, submittedAt } = row;
    return { vendorId: event.metadata.vendorId, status, source, open, sortAt: submittedAt };
  },
});
