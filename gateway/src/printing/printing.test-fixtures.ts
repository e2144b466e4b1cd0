// What the printing tests share: a sandbox printer on two loopback ports (the demo's kitchen and
// counter printers are pointed at them), a port where nothing listens, a fast retry policy, and
// running the print worker until something is true.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PrintJobEvent } from '@sofre/engine/printing';
import { expect } from 'vitest';
import type { TestGateway } from '../testing/test-gateway.ts';
import type { PrintingOptions } from './printing.config.ts';
import { SandboxPrinter } from './sandbox/sandbox-printer.ts';
import { tcpPrinterTransport } from './transport/tcp.printer.ts';

export const PRINTERS = '/api-catalog/catalog/printers';

/** Retries after 50 ms, 100 ms … at most 400 ms; polling left to the test. */
export const testPrinting = (sandbox?: SandboxPrinter): PrintingOptions => ({
  transport: tcpPrinterTransport({ connectTimeoutMs: 1_000, writeTimeoutMs: 400 }),
  ...(sandbox ? { sandbox } : {}),
  worker: { start: false, retry: { baseMs: 50, capMs: 400 }, leaseMs: 15_000 },
});

export async function sandboxPrinter(dir = mkdtempSync(join(tmpdir(), 'sofre-prints-'))) {
  const sandbox = new SandboxPrinter({ dir });
  const kitchenPort = await sandbox.listen(0);
  const counterPort = await sandbox.listen(0);
  return { sandbox, dir, kitchenPort, counterPort };
}

/** A loopback port nothing listens on (a printer switched off). */
export async function deadPort(): Promise<number> {
  const server = createServer();
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Moves a printer of the vendor to 127.0.0.1:port. */
export async function pointPrinter(
  gw: TestGateway,
  printerId: string,
  port: number,
  headers: Record<string, string> = gw.asOwner,
) {
  const current = await gw.app.inject({ method: 'GET', url: `${PRINTERS}/${printerId}`, headers });
  const res = await gw.app.inject({
    method: 'PUT',
    url: PRINTERS,
    headers,
    payload: { ...current.json<object>(), ip: '127.0.0.1', port },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Runs the print worker (polls and their jobs) until `done` holds. */
export async function printUntil(
  gw: TestGateway,
  done: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
) {
  const worker = gw.app.printWorker!;
  const until = Date.now() + timeoutMs;
  for (;;) {
    await worker.runOnce();
    await worker.settle();
    if (await done()) return caughtUp(gw);
    if (Date.now() > until) throw new Error('printUntil: timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Prints what the queue holds (earlier tests' jobs), so a test starts from an empty queue. */
export async function drain(gw: TestGateway) {
  await printUntil(gw, async () => {
    const work = await gw.platform.readSide.printWork(1_000);
    return work.jobs.length === 0 && work.tickets.length === 0;
  });
}

/** Waits until the read models hold every event stored (the worker's commands wait for none). */
export async function caughtUp(gw: TestGateway) {
  const last = (await gw.platform.store.readAll(undefined, 1_000_000)).at(-1);
  if (last) expect(await gw.platform.readSide.waitFor(last.position, 5_000)).toBe(true);
}

/** Every print-job event of the store, with its vendor. */
export async function printEvents(gw: TestGateway) {
  const all = await gw.platform.store.readAll(undefined, 100_000);
  return all
    .filter((e) => e.stream.startsWith('print-job-'))
    .map((e) => ({
      ...({ type: e.type, data: e.data } as PrintJobEvent),
      vendorId: e.metadata.vendorId as string,
    }));
}

export const eventsOfOrder = async (gw: TestGateway, orderId: string) => {
  const events = await printEvents(gw);
  const jobs = new Set(
    events
      .filter(
        (e) =>
          e.type === 'PrintRequested' &&
          'orderId' in e.data.document &&
          e.data.document.orderId === orderId,
      )
      .map((e) => e.data.jobId),
  );
  return events.filter((e) => jobs.has(e.data.jobId));
};
