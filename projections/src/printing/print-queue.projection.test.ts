// The print queue: a confirmed order owes a NEW kitchen ticket with all its lines; an edit while it
// cooks owes an EDIT ticket with the changes marked; a rejection while it cooks owes a CANCEL ticket;
// nothing is owed before confirmation or after the kitchen is done. A ticket leaves when its last job
// is requested; a job waits, is printed, or waits for its retry, and leaves when finished.
import { describe, expect, it } from 'vitest';
import {
  PrintAttemptStarted,
  PrintFailed,
  PrintRequested,
  PrintSucceeded,
} from '@sofre/engine/printing';
import {
  EventLog,
  OTHER_VENDOR,
  VENDOR,
  aLine,
  doogh,
  kebab,
} from '../testing/event-log.fixtures.ts';
import { projectInMemory } from '../testing/project-in-memory.ts';
import { printQueueProjection } from './print-queue.projection.ts';
import type { ProjectedEvent } from '../projection.ts';
import type {
  OwedTicketRow,
  PrintQueueEvent,
  PrintQueueRow,
  QueuedJobRow,
} from './print-queue.rows.ts';

const AT = '2025-03-21T08:30:00.000Z';
const LATER = '2025-03-21T08:40:00.000Z';

const tickets = (rows: Map<string, PrintQueueRow>) =>
  [...rows.values()].filter((r): r is OwedTicketRow => r.kind === 'ticket');
const jobs = (rows: Map<string, PrintQueueRow>) =>
  [...rows.values()].filter((r): r is QueuedJobRow => r.kind === 'job');
const project = (log: EventLog) => projectInMemory(printQueueProjection, log.events);

function confirmedOrder(log = new EventLog(), orderId = 'o-1', vendorId = VENDOR) {
  const order = log.order(orderId, vendorId);
  order.submit({ confirm: true, tableNumber: '5', description: 'سریع' }, AT);
  return { log, order };
}

describe('print queue: kitchen tickets owed', () => {
  it('a confirmed order owes a NEW ticket with its number, table, time and every line', () => {
    const { log } = confirmedOrder();
    const [owed] = tickets(project(log));
    expect(owed!.vendorId).toBe(VENDOR);
    expect(owed!.document).toEqual({
      kind: 'KITCHEN_TICKET',
      ticket: 'NEW',
      orderId: 'o-1',
      number: 1,
      source: 'SALON',
      deliveryType: 'SERVE',
      tableNumber: '5',
      submittedAt: AT,
      at: AT,
      description: 'سریع',
      lines: [
        {
          menuItemId: 'kebab',
          title: 'چلو کباب',
          count: 2,
          toppings: [{ title: 'کره', count: 1 }],
        },
        { menuItemId: 'doogh', title: 'دوغ', count: 1, toppings: [] },
      ],
    });
    const confirmed = log.events.at(-1) as ProjectedEvent<PrintQueueEvent>;
    expect(printQueueProjection.index(owed!, confirmed)).toMatchObject({
      vendorId: 'platform',
      status: 'OWED',
      sortAt: AT,
    });
  });

  it('an order not confirmed owes nothing; its edits before confirmation print nothing', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    order.submit({ source: 'WEBSITE', paymentMethod: 'ONLINE' }, AT);
    order.edit([kebab], AT);
    expect(tickets(project(log))).toEqual([]);
  });

  it('an edit while cooking owes an EDIT ticket, the changes marked; a rejection a CANCEL ticket', () => {
    const { log, order } = confirmedOrder();
    order.editBill([{ ...kebab, count: 1 }, aLine('salad', { title: 'سالاد' })], LATER);
    const edit = tickets(project(log)).find((t) => t.document.ticket === 'EDIT')!;
    expect(edit.document.at).toBe(LATER);
    expect(edit.document.lines.map((l) => [l.title, l.count, l.previousCount, l.mark])).toEqual([
      ['چلو کباب', 1, 2, 'CHANGED'],
      ['سالاد', 1, undefined, 'NEW'],
      ['دوغ', 1, undefined, 'CANCELLED'],
    ]);
    order.moveTo('REJECTED', LATER, 'مشتری منصرف شد');
    const cancel = tickets(project(log)).find((t) => t.document.ticket === 'CANCEL')!;
    expect(cancel.document.lines.map((l) => [l.title, l.mark])).toEqual([
      ['چلو کباب', 'CANCELLED'],
      ['سالاد', 'CANCELLED'],
    ]);
  });

  it('once the kitchen marked it ready, a rejection prints nothing', () => {
    const { log, order } = confirmedOrder();
    order.moveTo('READYTOSERVE', LATER);
    order.moveTo('REJECTED', LATER);
    expect(tickets(project(log)).map((t) => t.document.ticket)).toEqual(['NEW']);
  });

  it('a new round on a served salon bill goes back to the kitchen, the new lines marked', () => {
    const { log, order } = confirmedOrder();
    order.moveTo('READYTOSERVE', LATER);
    order.moveTo('DELIVERED', LATER);
    order.editBill([kebab, { ...doogh, count: 3 }], LATER);
    const round = tickets(project(log)).find((t) => t.document.ticket === 'EDIT')!;
    expect(round.document.lines.map((l) => [l.title, l.count, l.previousCount, l.mark])).toEqual([
      ['چلو کباب', 2, undefined, undefined],
      ['دوغ', 3, 1, 'CHANGED'],
    ]);
  });

  it('orders of two vendors with the same id owe two tickets, each numbered in its vendor', () => {
    const { log } = confirmedOrder();
    confirmedOrder(log, 'o-1', OTHER_VENDOR);
    const owed = tickets(project(log));
    expect(owed.map((t) => [t.vendorId, t.document.number])).toEqual([
      [VENDOR, 1],
      [OTHER_VENDOR, 1],
    ]);
    expect(owed[0]!.ticketId).not.toBe(owed[1]!.ticketId);
  });
});

describe('print queue: jobs', () => {
  function withJob() {
    const { log } = confirmedOrder();
    const [owed] = tickets(project(log));
    const stream = `print-job-${VENDOR}:job-1`;
    const add = (event: Parameters<EventLog['append']>[0], at = LATER) =>
      log.append(event, { vendorId: VENDOR, at, stream });
    add(
      PrintRequested({
        jobId: 'job-1',
        printerId: 'printer-kitchen',
        copies: 1,
        document: owed!.document,
        ticket: { ticketId: owed!.ticketId, orderId: 'o-1', closes: true },
      }),
    );
    return { log, add };
  }

  it('the last job of a ticket closes it; the job waits', () => {
    const { log } = withJob();
    const rows = project(log);
    expect(tickets(rows)).toEqual([]);
    expect(jobs(rows)).toEqual([
      expect.objectContaining({
        jobId: 'job-1',
        status: 'PENDING',
        attempts: 0,
        requestedAt: LATER,
      }),
    ]);
  });

  it('is indexed under a key of its own, apart from the tickets owed', () => {
    const { log } = withJob();
    const [job] = jobs(project(log));
    const requested = log.events.at(-1) as ProjectedEvent<PrintQueueEvent>;
    // The worker's poll for jobs is one short range, however many tickets are owed beside them.
    expect(printQueueProjection.index(job!, requested)).toMatchObject({
      vendorId: 'platform:print-jobs',
      status: 'PENDING',
    });
  });

  it('is printing under a lease, waits for its retry after a failure, and leaves once printed', () => {
    const { log, add } = withJob();
    add(PrintAttemptStarted({ jobId: 'job-1', attempt: 1, worker: 'w', leaseUntil: LATER }));
    expect(jobs(project(log))[0]).toMatchObject({ status: 'PRINTING', leaseUntil: LATER });
    add(
      PrintFailed({
        jobId: 'job-1',
        attempt: 1,
        printerId: 'printer-kitchen',
        reason: 'REFUSED',
        message: 'refused',
        retryAt: LATER,
      }),
    );
    const waiting = jobs(project(log))[0]!;
    expect(waiting).toMatchObject({ status: 'PENDING', attempts: 1, retryAt: LATER });
    expect(waiting.leaseUntil).toBeUndefined();
    add(PrintSucceeded({ jobId: 'job-1', attempt: 2, printerId: 'printer-kitchen' }));
    expect(jobs(project(log))).toEqual([]);
  });

  it('a job given up leaves the queue', () => {
    const { log, add } = withJob();
    add(PrintFailed({ jobId: 'job-1', attempt: 0, reason: 'ITEM_WITHOUT_STATION', message: 'x' }));
    expect(jobs(project(log))).toEqual([]);
  });
});
