// The print queue's rows — the kitchen tickets owed (not yet made into jobs) and the jobs not yet
// finished — are the platform's: the print workers serve every vendor, so these rows are indexed
// under the platform (PLATFORM_VENDOR_ID, the jobs under a key of their own beside it) with the
// vendor inside, and leave when done.
import { PLATFORM_VENDOR_ID } from '@sofre/engine/identity';
import type { OrderEvent } from '@sofre/engine/orders';
import {
  kitchenTicketId,
  type KitchenTicketDocument,
  type PrintJobEvent,
} from '@sofre/engine/printing';
import type { ProjectedEvent } from '../projection.ts';

/** The tickets owed, across vendors. */
export const PRINT_QUEUE_TENANT = PLATFORM_VENDOR_ID;
/**
 * The jobs not finished, across vendors: a key of their own, so the worker's poll for them is one
 * short index range. Under the tickets' key it walked every ticket ever owed, and a vendor that
 * never prints owes one per order forever (the 1,000,000-order store's poll read a million rows).
 */
export const PRINT_JOBS_TENANT = `${PLATFORM_VENDOR_ID}:print-jobs`;

/** A kitchen ticket decided by the order's events and not yet made into print jobs. */
export interface OwedTicketRow {
  readonly kind: 'ticket';
  readonly vendorId: string;
  readonly ticketId: string;
  readonly document: KitchenTicketDocument;
  readonly position: string;
}

/** A job requested and not finished: waiting (maybe for its retry time) or being printed. */
export interface QueuedJobRow {
  readonly kind: 'job';
  readonly vendorId: string;
  readonly jobId: string;
  readonly printerId?: string;
  readonly status: 'PENDING' | 'PRINTING';
  readonly attempts: number;
  readonly requestedAt: string;
  readonly retryAt?: string;
  readonly leaseUntil?: string;
  readonly position: string;
}

export type PrintQueueRow = OwedTicketRow | QueuedJobRow;

export type PrintQueueEvent = OrderEvent | PrintJobEvent;

export const ticketKey = (vendorId: string, ticketId: string): string =>
  `ticket:${vendorId}:${ticketId}`;

/** The ticket an order event may cause: one per order, command and event type. */
export const ticketIdOf = (event: ProjectedEvent<OrderEvent>): string =>
  kitchenTicketId(event.data.orderId, event.metadata.commandId, event.type);

export const jobKey = (vendorId: string, jobId: string): string => `job:${vendorId}:${jobId}`;
