// The print queue (print workers read it; ARCHITECTURE decision 10): the kitchen tickets owed, read
// off the order document around the order events that cause them (kitchen-ticket.of-document.ts),
// and the print jobs not finished, from the jobs' own events. A ticket leaves when the last job
// made of it is requested; a job leaves when it is printed or given up. A restart, or another
// gateway, picks the work up from here; the job streams decide who prints.
import { orderEventCodec, orderEvents, type OrderEvent } from '@sofre/engine/orders';
import { printJobEvents, type PrintJobEvent } from '@sofre/engine/printing';
import { eventCodec } from '@sofre/engine';
import type { OrderDocument } from '../orders/order-document/order-document.ts';
import { orderRowKeyOf } from '../orders/order-row-key.ts';
import { ordersProjection } from '../orders/orders.projection.ts';
import {
  anyProjection,
  defineProjection,
  type EvolveContext,
  type ProjectedEvent,
} from '../projection.ts';
import { utcInstant } from '../tehran-day.ts';
import { kitchenTicketOf } from './kitchen-ticket.of-document.ts';
import {
  jobKey,
  PRINT_JOBS_TENANT,
  PRINT_QUEUE_TENANT,
  ticketIdOf,
  ticketKey,
  type OwedTicketRow,
  type PrintQueueEvent,
  type PrintQueueRow,
  type QueuedJobRow,
} from './print-queue.rows.ts';

type Projected = ProjectedEvent<PrintQueueEvent>;

const isOrderEvent = (e: Projected): e is ProjectedEvent<OrderEvent> => orderEventCodec.has(e.type);

const CAUSES_TICKETS: ReadonlySet<string> = new Set([
  'OrderConfirmed',
  'OrderEdited',
  'OrderRejected',
]);

function keysOf(event: Projected): string[] {
  const vendorId = event.metadata.vendorId;
  if (isOrderEvent(event))
    return CAUSES_TICKETS.has(event.type) ? [ticketKey(vendorId, ticketIdOf(event))] : [];
  const job = jobKey(vendorId, event.data.jobId);
  if (event.type === 'PrintRequested' && event.data.ticket?.closes)
    return [ticketKey(vendorId, event.data.ticket.ticketId), job];
  return [job];
}

function evolveTicket(
  event: ProjectedEvent<OrderEvent>,
  document: EvolveContext<PrintQueueRow>['document'],
): OwedTicketRow | undefined {
  const { before, after } = document(orderRowKeyOf(event));
  const made = kitchenTicketOf(
    before as OrderDocument | undefined,
    after as OrderDocument | undefined,
    event,
  );
  if (!made) return undefined;
  return {
    kind: 'ticket',
    vendorId: event.metadata.vendorId,
    ticketId: ticketIdOf(event),
    document: made,
    position: event.position,
  };
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
  // 2: the jobs under a key of their own (PRINT_JOBS_TENANT). 3: the tickets read off the order
  // document, no order rows (nor a day counter) of its own.
  version: 3,
  codec: eventCodec([...orderEvents, ...printJobEvents]),
  eventTypes: [...orderEvents, ...printJobEvents].map((e) => e.type),
  keysOf,
  reads: {
    projection: anyProjection(ordersProjection),
    keysOf: (event) =>
      isOrderEvent(event) && CAUSES_TICKETS.has(event.type) ? [orderRowKeyOf(event)] : [],
  },
  evolve(row, event, { id, document }) {
    if (!isOrderEvent(event)) {
      // A ticket's last job closes it.
      if (id.startsWith('ticket:')) return undefined;
      return evolveJob(
        row?.kind === 'job' ? row : undefined,
        event as ProjectedEvent<PrintJobEvent>,
      );
    }
    return row ?? evolveTicket(event, document);
  },
  index(row) {
    return row.kind === 'ticket'
      ? { vendorId: PRINT_QUEUE_TENANT, status: 'OWED', sortAt: row.document.at }
      : { vendorId: PRINT_JOBS_TENANT, status: row.status, sortAt: row.requestedAt };
  },
});
