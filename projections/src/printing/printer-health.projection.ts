// Each printer's health as its jobs tell it (ARCHITECTURE decision 12): when it last printed, when
// it last failed and why, since when it has been failing (cleared by the next success) and how
// many jobs wait for it; and per vendor, the latest tickets that had nowhere to print (lines no
// station cooks, a station without printers, a ticket too late), so staff see what the kitchen
// did not get. The back office warns on a printer failing for a minute.
import { printJobEventCodec, printJobEvents, type PrintJobEvent } from '@sofre/engine/printing';
import { defineProjection, type ProjectedEvent } from '../projection.ts';
import { utcInstant } from '../tehran-day.ts';
import type { PrinterHealthRow, PrintProblemsRow, PrintProblem } from './printer-health.view.ts';

type Row = PrinterHealthRow | PrintProblemsRow;
/** An attempt starting says nothing about health: its outcome does. */
type HealthEvent = Exclude<PrintJobEvent, { type: 'PrintAttemptStarted' }>;
type Projected = ProjectedEvent<HealthEvent>;

/** How many of the latest problems a vendor's row keeps. */
export const PRINT_PROBLEMS_KEPT = 20;

export const printerHealthKey = (vendorId: string, printerId: string) =>
  `printer:${vendorId}:${printerId}`;
export const printProblemsKey = (vendorId: string) => `problems:${vendorId}`;

function keysOf(event: Projected): string[] {
  const vendorId = event.metadata.vendorId;
  const printer = event.data.printerId ? [printerHealthKey(vendorId, event.data.printerId)] : [];
  if (event.type === 'PrintRequested' && event.data.problem)
    return [...printer, printProblemsKey(vendorId)];
  // A job that never reached a printer (attempt 0) is a problem already listed.
  if (event.type === 'PrintFailed' && event.data.attempt === 0) return [];
  return printer;
}

const emptyPrinter = (printerId: string, position: string): PrinterHealthRow => ({
  kind: 'printer',
  printerId,
  queued: 0,
  position,
});

function problemOf(event: Extract<Projected, { type: 'PrintRequested' }>): PrintProblem {
  const { jobId, problem, document, stationId } = event.data;
  const at = utcInstant(event.metadata.occurredAt);
  const base = { jobId, at, reason: problem!, ...(stationId ? { stationId } : {}) };
  // A test page always names its printer, so it never lacks one; listed without an order.
  if (document.kind === 'TEST_PAGE') return { ...base, orderId: '', number: 0, lines: [] };
  if (document.kind === 'RECEIPT')
    return { ...base, orderId: document.orderId, number: document.number, lines: [] };
  return {
    ...base,
    orderId: document.orderId,
    number: document.number,
    ...(document.stationTitle ? { stationTitle: document.stationTitle } : {}),
    lines: document.lines.map((l) => l.title),
  };
}

function evolvePrinter(row: PrinterHealthRow, event: Projected): PrinterHealthRow {
  const at = utcInstant(event.metadata.occurredAt);
  const position = event.position;
  switch (event.type) {
    case 'PrintRequested':
      return { ...row, queued: row.queued + 1, position };
    case 'PrintSucceeded': {
      const { failingSince: _since, ...rest } = row;
      return { ...rest, lastSuccessAt: at, queued: Math.max(0, row.queued - 1), position };
    }
    case 'PrintFailed': {
      const { reason, message, attempt, retryAt } = event.data;
      return {
        ...row,
        lastFailureAt: at,
        failingSince: row.failingSince ?? at,
        lastError: { reason, message, attempt, ...(retryAt ? { retryAt } : {}) },
        queued: retryAt ? row.queued : Math.max(0, row.queued - 1),
        position,
      };
    }
    default:
      return row;
  }
}

export const printerHealthProjection = defineProjection<Row, HealthEvent>({
  name: 'printer-health',
  version: 1,
  codec: printJobEventCodec,
  eventTypes: printJobEvents
    .map((e) => e.type)
    .filter((type): type is HealthEvent['type'] => type !== 'PrintAttemptStarted'),
  keysOf,
  evolve(row, event, { id }) {
    if (id.startsWith('problems:')) {
      if (event.type !== 'PrintRequested') return row;
      const problems = row?.kind === 'problems' ? row.problems : [];
      return {
        kind: 'problems',
        problems: [problemOf(event), ...problems].slice(0, PRINT_PROBLEMS_KEPT),
        position: event.position,
      };
    }
    const printerId = event.data.printerId!;
    const printer = row?.kind === 'printer' ? row : emptyPrinter(printerId, event.position);
    return evolvePrinter(printer, event);
  },
  index: (row, event) => ({
    vendorId: event.metadata.vendorId,
    status: row.kind === 'printer' ? (row.failingSince ? 'FAILING' : 'OK') : 'PROBLEMS',
  }),
});
