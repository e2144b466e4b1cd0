// decide / evolve for a print job. A job is PENDING until a worker claims it (PRINTING, with a
// lease), then PRINTED, PENDING again with a retry time, or FAILED for good. The claim is the
// guard against printing twice: two workers read the same revision, only one append wins, and the
// loser reads PRINTING and is refused. A worker's word about an attempt that is no longer the
// current one changes nothing — except a success: paper that came out came out.
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { domainError } from '../shared/domain-error.ts';
import type { PrintDocument } from './print-document.ts';
import type { PrintJobCommand, PrintJobCommandOf } from './print-job.commands.ts';
import {
  PrintAttemptStarted,
  PrintFailed,
  PrintRequested,
  PrintSucceeded,
  printJobEventCodec,
  printJobStreamName,
  type PrintFailureReason,
  type PrintJobEvent,
} from './print-job.events.ts';

interface JobFacts {
  readonly jobId: string;
  readonly printerId: string | undefined;
  readonly copies: number;
  readonly document: PrintDocument;
  /** Attempts started so far. */
  readonly attempts: number;
}

export type PrintJobState =
  | { readonly status: 'NONE' }
  | (JobFacts & { readonly status: 'PENDING'; readonly retryAt: string | undefined })
  | (JobFacts & { readonly status: 'PRINTING'; readonly leaseUntil: string })
  | (JobFacts & { readonly status: 'PRINTED' })
  | (JobFacts & { readonly status: 'FAILED'; readonly reason: PrintFailureReason });

type ExistingJob = Exclude<PrintJobState, { status: 'NONE' }>;

export const initialPrintJobState = (): PrintJobState => ({ status: 'NONE' });

const reached = (instant: string | undefined, now: string) =>
  instant === undefined || Date.parse(instant) <= Date.parse(now);

function startAttempt(
  command: PrintJobCommandOf<'StartPrintAttempt'>,
  job: ExistingJob,
): PrintJobEvent[] {
  const { jobId, worker, leaseUntil } = command.data;
  const now = command.metadata.now;
  const free =
    (job.status === 'PENDING' && reached(job.retryAt, now)) ||
    // The worker holding it vanished (its gateway died mid-print): the job is free again.
    (job.status === 'PRINTING' && reached(job.leaseUntil, now));
  if (!free) {
    const code =
      job.status === 'PRINTING'
        ? 'PRINT_JOB_BUSY'
        : job.status === 'PENDING'
          ? 'PRINT_JOB_NOT_DUE'
          : 'PRINT_JOB_FINISHED';
    throw domainError(code, { jobId, status: job.status });
  }
  return [PrintAttemptStarted({ jobId, attempt: job.attempts + 1, worker, leaseUntil })];
}

function recordFailure(
  command: PrintJobCommandOf<'RecordPrintFailure'>,
  job: ExistingJob,
): PrintJobEvent[] {
  const { jobId, attempt, reason, message, retryAt } = command.data;
  // Only the worker of the current attempt speaks for it.
  if (job.status !== 'PRINTING' || job.attempts !== attempt) return [];
  const { printerId } = job;
  return [PrintFailed({ jobId, attempt, printerId, reason, message, retryAt })];
}

export function decidePrintJob(command: PrintJobCommand, state: PrintJobState): PrintJobEvent[] {
  if (command.type === 'RequestPrint') {
    // The same job asked for again (a retried routing, a second gateway) is the job there is.
    if (state.status !== 'NONE') return [];
    const { problem, ...job } = command.data;
    const requested = PrintRequested({ ...job, ...(problem ? { problem } : {}) });
    if (!problem) return [requested];
    const failed = PrintFailed({
      jobId: job.jobId,
      attempt: 0,
      ...(job.printerId ? { printerId: job.printerId } : {}),
      reason: problem,
      message: `not printed: ${problem}`,
    });
    return [requested, failed];
  }
  if (state.status === 'NONE') throw domainError('PRINT_JOB_NOT_FOUND', command.data);
  switch (command.type) {
    case 'StartPrintAttempt':
      return startAttempt(command, state);
    case 'RecordPrintSuccess': {
      if (state.status === 'PRINTED' || state.printerId === undefined) return [];
      const { jobId, attempt } = command.data;
      return [PrintSucceeded({ jobId, attempt, printerId: state.printerId })];
    }
    case 'RecordPrintFailure':
      return recordFailure(command, state);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export function evolvePrintJob(state: PrintJobState, event: PrintJobEvent): PrintJobState {
  if (event.type === 'PrintRequested') {
    const { jobId, printerId, copies, document } = event.data;
    return {
      status: 'PENDING',
      jobId,
      printerId,
      copies,
      document,
      attempts: 0,
      retryAt: undefined,
    };
  }
  if (state.status === 'NONE') return state;
  const { jobId, printerId, copies, document, attempts } = state;
  const facts: JobFacts = { jobId, printerId, copies, document, attempts };
  switch (event.type) {
    case 'PrintAttemptStarted':
      return {
        ...facts,
        status: 'PRINTING',
        attempts: event.data.attempt,
        leaseUntil: event.data.leaseUntil,
      };
    case 'PrintSucceeded':
      return { ...facts, status: 'PRINTED' };
    case 'PrintFailed':
      return event.data.retryAt
        ? { ...facts, status: 'PENDING', retryAt: event.data.retryAt }
        : { ...facts, status: 'FAILED', reason: event.data.reason };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const printJobDecider: Decider<PrintJobState, PrintJobCommand, PrintJobEvent> = {
  initialState: initialPrintJobState,
  decide: decidePrintJob,
  evolve: evolvePrintJob,
};

export const printJobAggregate: Aggregate<PrintJobState, PrintJobCommand, PrintJobEvent> = {
  decider: printJobDecider,
  codec: printJobEventCodec,
  streamName: (command) => printJobStreamName(command.metadata.vendorId, command.data.jobId),
  notFound: 'PRINT_JOB_NOT_FOUND',
};
