// What the print queue asks of a job: wishes, each with a zod schema for its data. The worker's
// clock comes in with the metadata (`now`); the retry time is the worker's policy (print-retry.ts).
import { z } from 'zod';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
import { PrintDocument } from './print-document.ts';
import { PrintFailureReason, PrintSetupProblem, TicketSource } from './print-job.events.ts';

const jobId = z.string().min(1);
const attempt = z.number().int().positive();

export const printJobCommandSchemas = {
  RequestPrint: z.object({
    jobId,
    printerId: z.string().min(1).optional(),
    stationId: z.string().min(1).optional(),
    /** The job has nowhere to print: it is recorded and failed at once, for staff to see. */
    problem: PrintSetupProblem.optional(),
    copies: z.number().int().min(1).max(5).default(1),
    document: PrintDocument,
    ticket: TicketSource.optional(),
  }),
  StartPrintAttempt: z.object({
    jobId,
    worker: z.string().min(1),
    leaseUntil: z.iso.datetime(),
  }),
  RecordPrintSuccess: z.object({ jobId, attempt }),
  RecordPrintFailure: z.object({
    jobId,
    attempt,
    reason: PrintFailureReason,
    message: z.string().max(500),
    /** Absent: the failure is final (nothing a retry would change). */
    retryAt: z.iso.datetime().optional(),
  }),
} as const;

type Schemas = typeof printJobCommandSchemas;
export type PrintJobCommandType = keyof Schemas;
export type PrintJobCommandOf<T extends PrintJobCommandType> = CommandFrom<Schemas, T>;
export type PrintJobCommand = CommandUnion<Schemas>;
