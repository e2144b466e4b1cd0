// The printer port over TCP (node:net). A job is: connect (within the connect timeout), write the
// bytes, half-close, and wait for the printer to close its side — which a raw-9100 printer does once
// it has read the whole job. A printer that accepts the connection but never reads (paper out, a
// jam, a wedged firmware) leaves that close unanswered: after the write timeout it is a HANG, and
// the job is tried again. (Should such a printer have printed after all, the kitchen gets a second
// copy rather than none.)
import { createConnection, type Socket } from 'node:net';
import {
  PrinterError,
  type PrinterAddress,
  type PrinterFailure,
  type PrinterSession,
  type PrinterTransport,
} from './printer.port.ts';

export interface TcpPrinterOptions {
  readonly connectTimeoutMs?: number;
  readonly writeTimeoutMs?: number;
}

const failureOf = (code: string | undefined): PrinterFailure => {
  switch (code) {
    case 'ECONNREFUSED':
      return 'REFUSED';
    case 'ETIMEDOUT':
      return 'TIMEOUT';
    case 'ECONNRESET':
    case 'EPIPE':
      return 'DROPPED';
    default:
      return 'UNREACHABLE';
  }
};

const errorOf = (error: NodeJS.ErrnoException, where: string) =>
  new PrinterError(failureOf(error.code), `${where}: ${error.message}`);

function session(socket: Socket, label: string, writeTimeoutMs: number): PrinterSession {
  // Between the connection and the job the printer may already drop it: kept, not thrown.
  let early: NodeJS.ErrnoException | undefined;
  socket.on('error', (error) => (early ??= error));
  return {
    print: (bytes) =>
      new Promise<void>((resolve, reject) => {
        if (early || socket.destroyed) {
          reject(early ? errorOf(early, label) : new PrinterError('DROPPED', `${label}: closed`));
          return;
        }
        const timer = setTimeout(() => {
          socket.destroy();
          reject(
            new PrinterError('HANG', `${label}: did not take the job in ${writeTimeoutMs} ms`),
          );
        }, writeTimeoutMs);
        let flushed = false;
        socket.once('error', (error) => {
          clearTimeout(timer);
          reject(errorOf(error, label));
        });
        socket.once('close', (hadError) => {
          clearTimeout(timer);
          if (hadError) return;
          if (flushed) resolve();
          else reject(new PrinterError('DROPPED', `${label}: closed before taking the job`));
        });
        // Our side closes after the last byte; the printer's close says it read them all.
        socket.end(bytes, () => (flushed = true));
        // What the printer sends back (status bytes) is not read: discarded.
        socket.resume();
      }),
    abort: () => socket.destroy(),
  };
}

export function tcpPrinterTransport(options: TcpPrinterOptions = {}): PrinterTransport {
  const { connectTimeoutMs = 3_000, writeTimeoutMs = 15_000 } = options;
  return {
    connect: ({ host, port }: PrinterAddress) =>
      new Promise<PrinterSession>((resolve, reject) => {
        const label = `${host}:${port}`;
        const socket = createConnection({ host, port });
        socket.setNoDelay(true);
        const timer = setTimeout(() => {
          socket.destroy();
          reject(new PrinterError('TIMEOUT', `${label}: no answer in ${connectTimeoutMs} ms`));
        }, connectTimeoutMs);
        const onError = (error: NodeJS.ErrnoException) => {
          clearTimeout(timer);
          reject(errorOf(error, label));
        };
        socket.once('error', onError);
        socket.once('connect', () => {
          clearTimeout(timer);
          socket.off('error', onError);
          resolve(session(socket, label, writeTimeoutMs));
        });
      }),
  };
}
