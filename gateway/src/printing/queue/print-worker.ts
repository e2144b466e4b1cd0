// The print worker: every poll it reads the print queue (a read model, so a restart or another
// gateway sees the same work), turns owed kitchen tickets into jobs, and gives each printer its
// next due job. A printer's jobs print in the order they were asked for, one at a time: a failed
// job holds that printer's queue until its retry — and only that printer's, so one dead printer
// never stops the others.
import { randomUUID } from 'node:crypto';
import { PRINT_RETRY, type RetryPolicy } from '@sofre/engine/printing';
import type { QueuedJobRow } from '@sofre/projections';
import type { Platform } from '../../platform/platform.port.ts';
import { renderHere, type PrintRenderer } from '../render/print-renderer.ts';
import type { PrinterTransport } from '../transport/printer.port.ts';
import { routeOwedTickets } from './kitchen-ticket.routing.ts';
import { printCommands } from './print-commands.ts';
import { runPrintJob, type JobRunDeps } from './print-job.run.ts';

export interface PrintWorkerOptions {
  readonly transport: PrinterTransport;
  /** Where documents are drawn; default this thread (the gateway gives them one of their own). */
  readonly renderer?: PrintRenderer;
  readonly clock?: () => Date;
  readonly log: { warn(details: object, message: string): void };
  /** How often the queue is read. */
  readonly pollMs?: number;
  readonly retry?: RetryPolicy;
  /** How long a claim holds a job; longer than a connect plus a write can take. */
  readonly leaseMs?: number;
  /** A kitchen ticket not made into jobs within this long is not printed (a failed job says so). */
  readonly staleMs?: number;
  /** Tickets older than this are history (from before the vendor printed): left alone. */
  readonly forgetAfterMs?: number;
  /** Rows of the queue read per poll. */
  readonly batch?: number;
}

export type PrintWorker = ReturnType<typeof printWorker>;

const isDue = (job: QueuedJobRow, now: number) =>
  job.status === 'PENDING'
    ? job.retryAt === undefined || Date.parse(job.retryAt) <= now
    : job.leaseUntil !== undefined && Date.parse(job.leaseUntil) <= now;

export function printWorker(platform: Platform, options: PrintWorkerOptions) {
  const clock = options.clock ?? (() => new Date());
  const commands = printCommands(platform, clock);
  const deps: JobRunDeps = {
    readSide: platform.readSide,
    commands,
    transport: options.transport,
    renderer: options.renderer ?? renderHere,
    clock,
    workerId: `gateway-${randomUUID()}`,
    leaseMs: options.leaseMs ?? 60_000,
    retry: options.retry ?? PRINT_RETRY,
  };
  const lanes = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let stopped = false;

  /** A printer's due jobs, in order, until one does not print. */
  async function lane(jobs: readonly QueuedJobRow[]) {
    for (const job of jobs) {
      if (stopped || !isDue(job, clock().getTime())) return;
      const outcome = await runPrintJob(deps, job);
      if (outcome === 'FAILED' || outcome === 'WAIT') return;
    }
  }

  async function poll() {
    const forgetBefore = clock().getTime() - (options.forgetAfterMs ?? 24 * 3_600_000);
    const since = new Date(forgetBefore).toISOString();
    const work = await platform.readSide.printWork(options.batch ?? 500, since);
    if (work.tickets.length > 0)
      await routeOwedTickets(platform.readSide, commands, work.tickets, {
        now: clock(),
        staleMs: options.staleMs ?? 30 * 60_000,
        log: options.log,
      });
    const byPrinter = new Map<string, QueuedJobRow[]>();
    for (const job of work.jobs) {
      const printer = `${job.vendorId}|${job.printerId ?? ''}`;
      const queue = byPrinter.get(printer);
      if (queue) queue.push(job);
      else byPrinter.set(printer, [job]);
    }
    for (const [printer, jobs] of byPrinter) {
      if (lanes.has(printer)) continue;
      const running = lane(jobs)
        .catch((error: unknown) => options.log.warn({ err: error, printer }, 'print job failed'))
        .finally(() => lanes.delete(printer));
      lanes.set(printer, running);
    }
  }

  /** One poll now (a poll running is joined, not doubled). */
  function runOnce(): Promise<void> {
    polling ??= poll().finally(() => (polling = undefined));
    return polling;
  }

  return {
    runOnce,
    /** Resolves when the jobs started so far have finished (tests). */
    async settle() {
      await polling?.catch(() => undefined);
      await Promise.all(lanes.values());
    },
    start(pollMs = options.pollMs ?? 500) {
      const tick = () => {
        if (stopped) return;
        runOnce()
          .catch((error: unknown) => options.log.warn({ err: error }, 'print queue poll failed'))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, pollMs).unref();
          });
      };
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await this.settle();
    },
  };
}
