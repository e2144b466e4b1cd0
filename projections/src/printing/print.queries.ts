// What the print workers and the printers' health route ask the read models.
import { PROJECTION } from '../all.projections.ts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import {
  PRINT_JOBS_TENANT,
  PRINT_QUEUE_TENANT,
  type OwedTicketRow,
  type QueuedJobRow,
} from './print-queue.rows.ts';
import type { PrinterHealthRow, PrintProblem, PrintProblemsRow } from './printer-health.view.ts';

export interface PrintWork {
  /** Kitchen tickets owed, oldest first. */
  readonly tickets: readonly OwedTicketRow[];
  /** Unfinished jobs of every vendor, in the order they were requested. */
  readonly jobs: readonly QueuedJobRow[];
}

export interface PrinterHealthView {
  readonly printers: readonly PrinterHealthRow[];
  /** The latest tickets that had nowhere to print, newest first. */
  readonly problems: readonly PrintProblem[];
}

export interface PrintQueries {
  /**
   * The print queue across vendors (the workers serve them all), at most `limit` of each: the
   * unfinished jobs, and the tickets owed since `ticketsSince` (older ones are history from before
   * the vendor printed, never to be printed).
   */
  printWork(limit: number, ticketsSince?: string): Promise<PrintWork>;
  printerHealth(vendorId: string): Promise<PrinterHealthView>;
}

/** More printers than any restaurant has. */
const MOST_PRINTERS = 500;

export function createPrintQueries(readModels: ReadModelStore): PrintQueries {
  return {
    async printWork(limit, ticketsSince) {
      const projection = PROJECTION.printQueue;
      const [tickets, jobs] = await Promise.all([
        readModels.findRows({
          projection,
          vendorId: PRINT_QUEUE_TENANT,
          status: ['OWED'],
          ...(ticketsSince ? { sortFrom: ticketsSince } : {}),
          order: 'sortAt asc',
          limit,
        }),
        readModels.findRows({
          projection,
          vendorId: PRINT_JOBS_TENANT,
          status: ['PENDING', 'PRINTING'],
          order: 'sortAt asc',
          limit,
        }),
      ]);
      return {
        tickets: tickets.rows.map((r) => r.doc as OwedTicketRow),
        jobs: jobs.rows.map((r) => r.doc as QueuedJobRow),
      };
    },
    async printerHealth(vendorId) {
      const { rows } = await readModels.findRows({
        projection: PROJECTION.printerHealth,
        vendorId,
        order: 'position desc',
        limit: MOST_PRINTERS,
      });
      const docs = rows.map((r) => r.doc as PrinterHealthRow | PrintProblemsRow);
      return {
        printers: docs.filter((d): d is PrinterHealthRow => d.kind === 'printer'),
        problems: docs.find((d): d is PrintProblemsRow => d.kind === 'problems')?.problems ?? [],
      };
    },
  };
}
