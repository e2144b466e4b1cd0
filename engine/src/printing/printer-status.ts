// A printer's state as the back office shows it, from what its jobs did: failing for a minute is
// DOWN (the warning), failing less is FAILING (a retry may still print), never tried is IDLE.
import type { PrinterHealthStatus } from '../contracts/printing.contract.ts';

export const PRINTER_DOWN_AFTER_SECONDS = 60;

export interface PrinterRecord {
  readonly lastSuccessAt?: string | undefined;
  readonly lastFailureAt?: string | undefined;
  readonly failingSince?: string | undefined;
}

export function printerStatusAt(printer: PrinterRecord, now: Date): PrinterHealthStatus {
  if (printer.failingSince) {
    const failingMs = now.getTime() - Date.parse(printer.failingSince);
    return failingMs >= PRINTER_DOWN_AFTER_SECONDS * 1000 ? 'DOWN' : 'FAILING';
  }
  return printer.lastSuccessAt ? 'OK' : 'IDLE';
}
