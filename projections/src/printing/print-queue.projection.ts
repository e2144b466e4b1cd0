// The print queue (print workers read it; ARCHITECTURE decision 10): the kitchen tickets owed, from
// order events, and the print jobs not finished, from the jobs' own events. A ticket leaves when
// the last job made of it is requested; a job leaves when it is printed or given up. A restart, or
// another gateway, picks the work up from here; the job streams decide who prints.
import { orderEventCodec, orderEvents, type OrderEvent } from '@sofre/engine/orders';
import { printJobEvents, type PrintJobEvent } from '@sofre/engine/printing';
import { eventCodec } from '@sofre/engine';
import { orderNumberOf, readsOrderNumber } from '../orders/order-number.reads.ts';
import { defineProjection, type EvolveContext, type ProjectedEvent } from '../projection.ts';
import { utcInstant } from '../tehran-day.ts';
import { evolvePrintOrder } from './print-order.evolve.ts';
import {
  jobKey,
  printOrderKey,
  PRINT_JOBS_TENANT,
  PRINT_QUEUE_TENANT,
  ticketIdOf,
  ticketKey,
  type OwedTicketRow,
  type PrintOrderRow,
  type PrintQueueEvent,
  type PrintQueueRow,
  type QueuedJobRow,
} from './print-queue.rows.ts';

type Projected = ProjectedEvent<PrintQueueEvent>;
type Read = EvolveContext<PrintQueueRow>['read'];

const isOrderEvent = (e: Projected): e is ProjectedEvent<OrderEvent> => orderEventCodec.has(e.type);

const CAUSES_TICKETS: ReadonlySet<string> = new Set([
  'OrderConfirmed',
  'OrderEdited',
  'OrderRejected',
]);
const MOVES_ORDER: ReadonlySet<string> = new Set([
  'OrderMarkedReady',
  'OrderDispatched',
  'OrderDelivered',
  'OrderFinished',
  'OrderDeliveryMethodChanged',
  'OrderTableChanged',
]);

function keysOf(event: Projected): string[] {
  const vendorId = event.metadata.vendorId;
  if (isOrderEvent(event)) {
    // The order first: its ticket row reads what the event made of it.
    if (CAUSES_TICKETS.has(event.type))
      return [printOrderKey(event), ticketKey(vendorId, ticketIdOf(event))];
    return event.type === 'OrderSubmitted' || MOVES_ORDER.has(event.type)
      ? [printOrderKey(event)]
      : [];
  }
  const job = jobKey(vendorId, event.data.jobId);
  if (event.type === 'PrintRequested' && event.data.ticket?.closes)
    return [ticketKey(vendorId, event.data.ticket.ticketId), job];
  return [job];
}

function evolveTicket(event: ProjectedEvent<OrderEvent>, read: Read, id: string) {
  const order = read(printOrderKey(event)) as PrintOrderRow | undefined;
  const made = order?.ticket;
  if (!made || ticketKey(event.metadata.vendorId, made.ticketId) !== id) return undefined;
  const row: OwedTicketRow = {
    kind: 'ticket',
    vendorId: event.metadata.vendorId,
    ticketId: made.ticketId,
    document: made.document,
    position: event.position,
  };
  return row;
}

function evolveJob(
  row: QueuedJobRow | undefined,
  event: ProjectedEvent<PrintJobEvent>,
): QueuedJobRow | undefined {
  const position = event.position;
  switch (event.type) {
    case 'PrintRequested': {
      if (row) return row;
      const { jobId, printerId } = event.data;
      return {
        kind: 'job',
        vendorId: event.metadata.vendorId,
        jobId,
        ...(printerId ? { printerId } : {}),
        status: 'PENDING',
        attempts: 0,
        requestedAt: utcInstant(event.metadata.occurredAt),
        position,
      };
    }
    case 'PrintAttemptStarted': {
      if (!row) return undefined;
      const { retryAt: _retryAt, ...rest } = row;
      const { attempt, leaseUntil } = event.data;
      return { ...rest, status: 'PRINTING', attempts: attempt, leaseUntil, position };
    }
    case 'PrintFailed': {
      if (!row || !event.data.retryAt) return undefined;
      const { leaseUntil: _leaseUntil, ...rest } = row;
      return { ...rest, status: 'PENDING', retryAt: event.data.retryAt, position };
    }
    case 'PrintSucceeded':
      return undefined;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const printQueueProjection = defineProjection<PrintQueueRow, PrintQueueEvent>({
  name: 'print-queue',
  // 2: the jobs under a key of their own (PRINT_JOBS_TENANT). 3: the number read off the order
  // document, no day counter of its own.
  version: 3,
  codec: eventCodec([...orderEvents, ...printJobEvents]),
  eventTypes: [...orderEvents, ...printJobEvents].map((e) => e.type),
  keysOf,
  reads: readsOrderNumber(),
  evolve(row, event, { id, read, document }) {
    if (!isOrderEvent(event)) {
      // A ticket's last job closes it.
      if (id.startsWith('ticket:')) return undefined;
      return evolveJob(
        row?.kind === 'job' ? row : undefined,
        event as ProjectedEvent<PrintJobEvent>,
      );
    }
    if (id.startsWith('ticket:')) return row ?? evolveTicket(event, read, id);
    const order = row?.kind === 'order' ? row : undefined;
    return evolvePrintOrder(order, event, () => orderNumberOf(event, document));
  },
  index(row, event) {
    switch (row.kind) {
      case 'ticket':
        return { vendorId: PRINT_QUEUE_TENANT, status: 'OWED', sortAt: row.document.at };
      case 'job':
        return { vendorId: PRINT_JOBS_TENANT, status: row.status, sortAt: row.requestedAt };
      default:
        return { vendorId: event.metadata.vendorId, listed: false };
    }
  },
});
