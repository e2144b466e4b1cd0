// The print read models rebuild from zero to the rows the live run has: orders owe tickets, some
// tickets become jobs that are claimed, fail with a retry, print or are given up.
import { handleCommand, type CommandMetadata } from '@sofre/engine';
import {
  kitchenJobId,
  printJobAggregate,
  printJobCommandSchemas,
  type PrintJobCommand,
  type PrintJobCommandType,
} from '@sofre/engine/printing';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createSqliteReadModels } from '../read-models/sqlite.read-models.ts';
import { rebuildProjections } from '../rebuild/rebuild-projections.ts';
import { at, openEmbedded } from '../testing/embedded.fixtures.ts';
import { generateTraffic } from '../testing/order-traffic.fixtures.ts';

describe('print read models: rebuild == live', () => {
  it('replaying orders and their print jobs from zero gives the live rows', async () => {
    const p = await openEmbedded();
    const opened = await p.commands.openVendor('v1', ['v1.sofre.ir'], at(0));
    await p.runner.waitFor(opened.position!, 2_000);
    const traffic = await generateTraffic(p.commands, {
      vendors: ['v1'],
      menu: await p.queries.menu('v1'),
      orders: 150,
      seed: 11,
      concurrency: 1,
      start: '2025-03-21T05:00:00Z',
      spacingMinutes: 3,
    });
    await p.runner.waitFor(traffic.last, 5_000);

    let n = 0;
    const run = async <T extends PrintJobCommandType>(
      type: T,
      data: z.input<(typeof printJobCommandSchemas)[T]>,
    ) => {
      const metadata: CommandMetadata = {
        commandId: `print-${++n}`,
        vendorId: 'v1',
        actor: { userId: 'print-worker', kind: 'SYSTEM' },
        now: '2025-03-21T12:00:00.000Z',
      };
      const command = { type, data: printJobCommandSchemas[type].parse(data), metadata };
      return handleCommand(p.eventStore, printJobAggregate, command as PrintJobCommand);
    };
    const { tickets } = await p.queries.printWork(40);
    expect(tickets.length).toBeGreaterThan(10);
    let last = '';
    for (const [i, { ticketId, document }] of tickets.entries()) {
      const jobId = kitchenJobId('v1', ticketId, 'hot', 'p1');
      const ticket = { ticketId, orderId: document.orderId, closes: true };
      await run('RequestPrint', { jobId, printerId: 'p1', document, ticket });
      if (i % 4 === 0) continue;
      const leaseUntil = '2025-03-21T12:01:00.000Z';
      await run('StartPrintAttempt', { jobId, worker: 'w', leaseUntil });
      const outcome =
        i % 4 === 1
          ? run('RecordPrintSuccess', { jobId, attempt: 1 })
          : run('RecordPrintFailure', {
              jobId,
              attempt: 1,
              reason: 'REFUSED',
              message: 'refused',
              ...(i % 4 === 2 ? { retryAt: '2025-03-21T12:00:01.000Z' } : {}),
            });
      last = (await outcome).position ?? last;
    }
    await p.runner.waitFor(last, 5_000);

    const fresh = createSqliteReadModels({ path: ':memory:' });
    await rebuildProjections({ eventStore: p.eventStore, readModels: fresh, batchSize: 23 });
    for (const name of ['print-queue', 'printer-health'])
      expect(await fresh.scanRows(name), name).toEqual(await p.readModels.scanRows(name));
    expect((await p.queries.printerHealth('v1')).printers[0]).toMatchObject({
      printerId: 'p1',
      lastError: { reason: 'REFUSED' },
    });
    await fresh.close();
    await p.close();
  });
});
