// Printing as the gateway runs it: the TCP client to the restaurant's printers, the print worker's
// settings, and the sandbox printer (PRINTER_SANDBOX, on with the demo: the demo's printers are at
// 127.0.0.1 on its ports, so every ticket of the demo lands in DATA_DIR/sandbox-printer as PNG).
import { join } from 'node:path';
import type { PrintWorkerOptions } from './queue/print-worker.ts';
import type { PrintRenderer } from './render/print-renderer.ts';
import { SandboxPrinter } from './sandbox/sandbox-printer.ts';
import type { PrinterTransport } from './transport/printer.port.ts';

export interface PrintingOptions {
  readonly transport: PrinterTransport;
  /** Where documents are drawn (default this thread: tests); the gateway's is a thread of its own. */
  readonly renderer?: PrintRenderer;
  /** The sandbox printer; its routes are registered only with it. */
  readonly sandbox?: SandboxPrinter;
  /** The worker's settings; `start: false` leaves polling to the caller (tests call runOnce). */
  readonly worker?: Partial<Omit<PrintWorkerOptions, 'transport' | 'log' | 'clock'>> & {
    readonly start?: boolean;
  };
}

export async function startPrinterSandbox(
  dataDir: string,
  ports: readonly number[],
  log: { warn(details: object, message: string): void },
  renderer?: PrintRenderer,
): Promise<{ sandbox: SandboxPrinter; ports: number[] }> {
  const sandbox = new SandboxPrinter({ dir: join(dataDir, 'sandbox-printer'), log, renderer });
  const listening: number[] = [];
  for (const port of ports) {
    // Another gateway on this machine may hold the port: it takes the demo's tickets then.
    await sandbox.listen(port).then(
      (bound) => listening.push(bound),
      (error: unknown) => log.warn({ err: error, port }, 'sandbox printer: port not available'),
    );
  }
  return { sandbox, ports: listening };
}
