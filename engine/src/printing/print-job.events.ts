// What happened to a print job: one document for one printer (copies included). The queue is
// these events — a restart reads them back — and the printers' health is folded from them.
import { z } from 'zod';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import { PrintDocument } from './print-document.ts';

const jobId = z.string().min(1);
const attempt = z.number().int().positive();

/** Why a job cannot reach any printer: the restaurant's setup leaves it nowhere to go. */
export const PrintSetupProblem = z.enum([
  /** Lines whose menu category no kitchen station prints. */
  'ITEM_WITHOUT_STATION',
  /** The station's printers are gone. */
  'STATION_WITHOUT_PRINTER',
  /** The ticket waited so long (no gateway ran) that the food is long served. */
  'TOO_LATE',
]);
export type PrintSetupProblem = z.infer<typeof PrintSetupProblem>;

/** Why an attempt failed: the printer's answer (port errors), or what kept it from starting. */
export const PrintFailureReason = z.enum([
  /** Nothing listens at the printer's address (switched off, wrong port). */
  'REFUSED',
  /** No answer to the connection (unplugged, wrong address). */
  'TIMEOUT',
  /** Connected, but it did not take the ticket (paper out, jammed). */
  'HANG',
  /** It dropped the connection in the middle. */
  'DROPPED',
  /** No route to its address. */
  'UNREACHABLE',
  /** The printer record was removed since the job was made. */
  'PRINTER_NOT_FOUND',
  'RENDER_FAILED',
  ...PrintSetupProblem.options,
]);
export type PrintFailureReason = z.infer<typeof PrintFailureReason>;

/** The kitchen ticket of the order a job was made for, and whether it is the ticket's last job. */
export const TicketSource = z.object({
  ticketId: z.string().min(1),
  orderId: z.string().min(1),
  /** True on the last job of the ticket: the queue stops owing the ticket. */
  closes: z.boolean(),
});
export type TicketSource = z.infer<typeof TicketSource>;

export const PrintRequested = defineEvent(
  'PrintRequested',
  z.object({
    jobId,
    /** Absent when the setup gives the job no printer (`problem` says why). */
    printerId: z.string().min(1).optional(),
    stationId: z.string().min(1).optional(),
    problem: PrintSetupProblem.optional(),
    copies: z.number().int().min(1).max(5),
    document: PrintDocument,
    ticket: TicketSource.optional(),
  }),
);

/** A worker took the job (the claim: appended at the revision it read, so only one wins). */
export const PrintAttemptStarted = defineEvent(
  'PrintAttemptStarted',
  z.object({
    jobId,
    attempt,
    worker: z.string().min(1),
    /** Past this instant a worker that vanished mid-print has its job taken by another. */
    leaseUntil: z.iso.datetime(),
  }),
);

export const PrintSucceeded = defineEvent(
  'PrintSucceeded',
  z.object({ jobId, attempt, printerId: z.string().min(1) }),
);

export const PrintFailed = defineEvent(
  'PrintFailed',
  z.object({
    jobId,
    /** 0: the job could not be tried at all (a setup problem). */
    attempt: z.number().int().nonnegative(),
    printerId: z.string().min(1).optional(),
    reason: PrintFailureReason,
    /** For the operator (the socket's error, in English). */
    message: z.string().max(500),
    /** When it is tried again; absent: given up. */
    retryAt: z.iso.datetime().optional(),
  }),
);

export const printJobEvents = [
  PrintRequested,
  PrintAttemptStarted,
  PrintSucceeded,
  PrintFailed,
] as const;

export const printJobEventCodec = eventCodec(printJobEvents);
export type PrintJobEvent = EventOf<(typeof printJobEvents)[number]>;

/** One stream per job, inside the vendor's space (ids scoped to the vendor like orders'). */
export const printJobStreamName = (vendorId: string, jobId: string): string =>
  `print-job-${vendorId}:${jobId}`;
