// Printer health: each printer's last success and failure, since when it has been failing (the next
// success clears it) and how many jobs wait for it; tickets with nowhere to print, newest first.
import { describe, expect, it } from 'vitest';
import {
  PrintFailed,
  PrintRequested,
  PrintSucceeded,
  type KitchenTicketDocument,
} from '@sofre/engine/printing';
import { EventLog, VENDOR } from '../testing/event-log.fixtures.ts';
import { projectInMemory } from '../testing/project-in-memory.ts';
import {
  printerHealthKey,
  printerHealthProjection,
  printProblemsKey,
} from './printer-health.projection.ts';
import type { PrinterHealthRow } from './printer-health.view.ts';

const t = (s: number) => new Date(Date.parse('2025-03-21T08:30:00.000Z') + s * 1000).toISOString();
const ticket: KitchenTicketDocument = {
  kind: 'KITCHEN_TICKET',
  ticket: 'NEW',
  orderId: 'o-1',
  number: 4,
  source: 'SALON',
  submittedAt: t(0),
  at: t(0),
  lines: [{ menuItemId: 'cake', title: 'کیک', count: 1, toppings: [] }],
};

function log() {
  const events = new EventLog();
  const add = (event: Parameters<EventLog['append']>[0], at: number, job = 'job-1') =>
    events.append(event, { vendorId: VENDOR, at: t(at), stream: `print-job-${VENDOR}:${job}` });
  return { events, add };
}
const requested = (jobId: string) =>
  PrintRequested({ jobId, printerId: 'p1', copies: 1, document: ticket });
const refused = (jobId: string, attempt: number, retryAt?: string) =>
  PrintFailed({
    jobId,
    attempt,
    printerId: 'p1',
    reason: 'REFUSED',
    message: 'ECONNREFUSED',
    retryAt,
  });
const printer = (events: EventLog) =>
  projectInMemory(printerHealthProjection, events.events).get(printerHealthKey(VENDOR, 'p1')) as
    PrinterHealthRow | undefined;

describe('printer health', () => {
  it('counts waiting jobs and keeps failing since the first failure, until a success', () => {
    const { events, add } = log();
    add(requested('job-1'), 0);
    add(requested('job-2'), 1, 'job-2');
    add(refused('job-1', 1, t(3)), 2);
    add(refused('job-1', 2, t(7)), 3);
    expect(printer(events)).toMatchObject({
      queued: 2,
      lastFailureAt: t(3),
      failingSince: t(2),
      lastError: { reason: 'REFUSED', attempt: 2, retryAt: t(7) },
    });
    add(PrintSucceeded({ jobId: 'job-1', attempt: 3, printerId: 'p1' }), 8);
    const healthy = printer(events)!;
    expect(healthy).toMatchObject({ queued: 1, lastSuccessAt: t(8), lastFailureAt: t(3) });
    expect(healthy.failingSince).toBeUndefined();
    expect(printerHealthProjection.index(healthy, events.events.at(-1)! as never)).toMatchObject({
      vendorId: VENDOR,
      status: 'OK',
    });
  });

  it('a job given up no longer waits', () => {
    const { events, add } = log();
    add(requested('job-1'), 0);
    add(refused('job-1', 1), 2);
    expect(printer(events)).toMatchObject({ queued: 0, failingSince: t(2) });
  });

  it('lists tickets with nowhere to print, with the order number, station and lines', () => {
    const { events, add } = log();
    add(
      PrintRequested({
        jobId: 'job-9',
        problem: 'ITEM_WITHOUT_STATION',
        copies: 1,
        document: ticket,
      }),
      5,
      'job-9',
    );
    add(
      PrintFailed({ jobId: 'job-9', attempt: 0, reason: 'ITEM_WITHOUT_STATION', message: 'x' }),
      5,
      'job-9',
    );
    const rows = projectInMemory(printerHealthProjection, events.events);
    expect(rows.get(printProblemsKey(VENDOR))).toMatchObject({
      problems: [
        { jobId: 'job-9', at: t(5), reason: 'ITEM_WITHOUT_STATION', number: 4, lines: ['کیک'] },
      ],
    });
    expect(rows.size).toBe(1);
  });
});
