// One attempt at one job: claim it (the append at the revision read is what keeps two gateways from
// printing it twice), find its printer, connect, render the document at the printer's paper width,
// send it, and record what came of it — a failure with the time of the next attempt (1 s, 2 s, 4 s
// … up to a minute), or for good when no retry could help (the printer record is gone).
import { isDomainError } from '@sofre/engine';
import {
  printerKind,
  printRetryDelayMs,
  type PrinterFields,
  type PrintFailureReason,
  type PrintJobState,
  type RetryPolicy,
} from '@sofre/engine/printing';
import type { QueuedJobRow } from '@sofre/projections';
import type { PrintRenderer } from '../render/print-renderer.ts';
import {
  isPrinterError,
  type PrinterSession,
  type PrinterTransport,
} from '../transport/printer.port.ts';
import type { ReadSide } from '../../platform/read-side.port.ts';
import type { PrintCommandRunner } from './print-commands.ts';

export interface JobRunDeps {
  readonly readSide: ReadSide;
  readonly commands: PrintCommandRunner;
  readonly transport: PrinterTransport;
  readonly renderer: PrintRenderer;
  readonly clock: () => Date;
  readonly workerId: string;
  readonly leaseMs: number;
  readonly retry: RetryPolicy;
}

/** PRINTED and DONE let the printer's next job go; WAIT and FAILED hold the printer's queue. */
export type JobOutcome = 'PRINTED' | 'FAILED' | 'DONE' | 'WAIT';

type Printing = Extract<PrintJobState, { status: 'PRINTING' }>;

async function claim(deps: JobRunDeps, job: QueuedJobRow): Promise<Printing | JobOutcome> {
  const leaseUntil = new Date(deps.clock().getTime() + deps.leaseMs).toISOString();
  try {
    const { jobId } = job;
    const claimed = await deps.commands.run(job.vendorId, 'StartPrintAttempt', {
      jobId,
      worker: deps.workerId,
      leaseUntil,
    });
    return claimed.state.status === 'PRINTING' ? claimed.state : 'WAIT';
  } catch (error) {
    // Another worker has it, it is not due, or it is over: the read model was behind.
    if (!isDomainError(error)) throw error;
    return error.code === 'PRINT_JOB_FINISHED' ? 'DONE' : 'WAIT';
  }
}

export async function runPrintJob(deps: JobRunDeps, job: QueuedJobRow): Promise<JobOutcome> {
  const claimed = await claim(deps, job);
  if (typeof claimed === 'string') return claimed;
  const { vendorId, jobId } = job;
  const attempt = claimed.attempts;
  const record = `${jobId}:attempt-${attempt}`;
  const fail = async (reason: PrintFailureReason, message: string, retry: boolean) => {
    const retryAt = retry
      ? new Date(deps.clock().getTime() + printRetryDelayMs(attempt, deps.retry)).toISOString()
      : undefined;
    const data = { jobId, attempt, reason, message: message.slice(0, 500), retryAt };
    await deps.commands.run(vendorId, 'RecordPrintFailure', data, record);
    return retry ? 'FAILED' : 'DONE';
  };

  const printers = await deps.readSide.records(vendorId, printerKind.kind);
  const printer = printers.find((p) => p.id === claimed.printerId)?.fields as
    PrinterFields | undefined;
  if (!printer) return fail('PRINTER_NOT_FOUND', `printer ${claimed.printerId} is gone`, false);

  let session: PrinterSession | undefined;
  try {
    session = await deps.transport.connect({ host: printer.ip, port: printer.port });
    const { document, copies } = claimed;
    await session.print(await deps.renderer.render(document, printer.paperWidth, copies));
  } catch (error) {
    session?.abort();
    if (isPrinterError(error)) return fail(error.failure, error.message, true);
    return fail('RENDER_FAILED', error instanceof Error ? error.message : String(error), false);
  }
  await deps.commands.run(vendorId, 'RecordPrintSuccess', { jobId, attempt }, record);
  return 'PRINTED';
}
