// The print queue is events and a read model, not memory: a gateway stopped while its printers are
// off leaves the jobs failed-with-a-retry, and the gateway started next on the same DATA_DIR prints
// each of them exactly once when the printers are back. A gateway that died holding a job (its claim
// appended, nothing after) loses it when its lease runs out, and the next one prints it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  VENDOR_A_ID,
  startTestGateway,
  takeOrder,
  type TestGateway,
} from '../testing/test-gateway.ts';
import {
  deadPort,
  drain,
  eventsOfOrder,
  pointPrinter,
  printUntil,
  testPrinting,
} from './printing.test-fixtures.ts';
import { printCommands } from './queue/print-commands.ts';
import { SandboxPrinter } from './sandbox/sandbox-printer.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sofre-print-restart-'));
const printsDir = mkdtempSync(join(tmpdir(), 'sofre-print-restart-pages-'));
let gateway: TestGateway | undefined;
let sandbox: SandboxPrinter | undefined;
let kitchenPort: number;
afterAll(async () => {
  await gateway?.close();
  await sandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(printsDir, { recursive: true, force: true });
});

/** Stops the gateway as a restart does: the app and its stores close, DATA_DIR stays. */
async function stop(gw: TestGateway) {
  await gw.app.close();
  await gw.platform.close();
}

const count = async (gw: TestGateway, orderId: string, type: string) =>
  (await eventsOfOrder(gw, orderId)).filter((e) => e.type === type).length;

describe('the print queue across a gateway restart', () => {
  it('keeps the jobs of printers that were off, and prints each exactly once after they return', async () => {
    kitchenPort = await deadPort();
    const counterPort = await deadPort();
    const first = await startTestGateway({ dataDir, printing: testPrinting() });
    await pointPrinter(first, 'printer-kitchen', kitchenPort);
    await pointPrinter(first, 'printer-counter', counterPort);
    const { id } = await takeOrder(first);
    await printUntil(first, async () => (await count(first, id, 'PrintFailed')) >= 2);
    const failed = (await eventsOfOrder(first, id)).filter((e) => e.type === 'PrintFailed');
    expect(failed.map((e) => e.data)).toEqual(
      failed.map(() => expect.objectContaining({ reason: 'REFUSED', retryAt: expect.any(String) })),
    );
    expect((await first.platform.readSide.printWork(10)).jobs).toHaveLength(2);
    await stop(first);

    // The printers come back while no gateway runs; the next gateway finds the queue as it was.
    sandbox = new SandboxPrinter({ dir: printsDir });
    await sandbox.listen(kitchenPort);
    await sandbox.listen(counterPort);
    gateway = await startTestGateway({ dataDir, printing: testPrinting(sandbox) });
    expect((await gateway.platform.readSide.printWork(10)).jobs).toHaveLength(2);
    await printUntil(gateway, async () => (await count(gateway!, id, 'PrintSucceeded')) === 2);
    await drain(gateway);
    expect(sandbox.pagesSaved).toBe(2);
    expect(
      sandbox
        .prints()
        .map((p) => p.port)
        .sort(),
    ).toEqual([kitchenPort, counterPort].sort());
    expect(await count(gateway, id, 'PrintSucceeded')).toBe(2);
  }, 60_000);

  it('takes over a job whose gateway died mid-print once its lease runs out, and prints it once', async () => {
    const gw = gateway!;
    await pointPrinter(gw, 'printer-kitchen', await deadPort());
    const { id } = await takeOrder(gw);
    await printUntil(gw, async () => (await count(gw, id, 'PrintFailed')) >= 1);
    const [job] = (await eventsOfOrder(gw, id)).filter((e) => e.type === 'PrintFailed');
    // Another gateway claims it (lease 300 ms), then dies before it says anything more.
    const dead = printCommands(gw.platform, () => new Date(Date.parse(job!.data.retryAt!) + 1));
    const claim = {
      jobId: job!.data.jobId,
      worker: 'gateway-that-died',
      leaseUntil: new Date(Date.now() + 300).toISOString(),
    };
    await dead.run(VENDOR_A_ID, 'StartPrintAttempt', claim);
    const before = sandbox!.pagesSaved;
    await pointPrinter(gw, 'printer-kitchen', kitchenPort);
    await printUntil(gw, async () => (await count(gw, id, 'PrintSucceeded')) === 2);
    expect(sandbox!.pagesSaved).toBe(before + 1);
    const claims = (await eventsOfOrder(gw, id)).filter(
      (e) => e.type === 'PrintAttemptStarted' && e.data.jobId === job!.data.jobId,
    );
    expect(claims.map((e) => e.type === 'PrintAttemptStarted' && e.data.worker).slice(-2)).toEqual([
      'gateway-that-died',
      expect.stringMatching(/^gateway-/),
    ]);
  }, 60_000);
});
