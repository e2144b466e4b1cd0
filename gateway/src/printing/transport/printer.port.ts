// The network printer port (ARCHITECTURE decision 10): a raw socket to the printer's ip and port
// (9100, "JetDirect"), the job's bytes, and the socket closed. Connecting comes first, so a dead
// printer costs a refused connection, not a rendered ticket. Failures are typed, so the queue can
// say why a printer does not print and the back office can show it.
export type PrinterFailure =
  /** Nothing listens at the address: switched off, or the wrong port. */
  | 'REFUSED'
  /** No answer to the connection within the connect timeout: unplugged, or the wrong address. */
  | 'TIMEOUT'
  /** Connected, but it did not take the job within the write timeout (paper out, jammed). */
  | 'HANG'
  /** It reset the connection in the middle of the job. */
  | 'DROPPED'
  /** No route to the address. */
  | 'UNREACHABLE';

export class PrinterError extends Error {
  override readonly name = 'PrinterError';
  constructor(
    readonly failure: PrinterFailure,
    message: string,
  ) {
    super(message);
  }
}

export const isPrinterError = (e: unknown): e is PrinterError => e instanceof PrinterError;

export interface PrinterAddress {
  readonly host: string;
  readonly port: number;
}

/** An open connection to a printer: send one job, or give up on it. */
export interface PrinterSession {
  /** Resolves once the printer took every byte and closed its side. */
  print(bytes: Uint8Array): Promise<void>;
  abort(): void;
}

export interface PrinterTransport {
  connect(address: PrinterAddress): Promise<PrinterSession>;
}
