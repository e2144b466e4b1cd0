// The TCP printer client over real sockets on 127.0.0.1: a printer that reads the job and closes
// takes it; nothing listening is REFUSED; a printer that accepts and never reads is a HANG after
// the write timeout; one that resets mid-job DROPPED it. (A connect TIMEOUT needs an address that
// swallows packets, which only another machine gives: not tried here.)
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PrinterError } from './printer.port.ts';
import { tcpPrinterTransport } from './tcp.printer.ts';

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

function listen(onSocket: (socket: Socket) => void): Promise<number> {
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
    onSocket(socket);
  });
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
}

const transport = tcpPrinterTransport({ connectTimeoutMs: 1_000, writeTimeoutMs: 300 });
const job = new Uint8Array(2_000).fill(7);

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PrinterError);
  return (error as PrinterError).failure;
}

describe('TCP printer client', () => {
  it('sends the whole job to a printer that reads it and closes', async () => {
    let received = 0;
    const port = await listen((socket) => {
      socket.on('data', (chunk) => (received += chunk.length));
      socket.on('end', () => socket.end());
    });
    const session = await transport.connect({ host: '127.0.0.1', port });
    await session.print(job);
    expect(received).toBe(job.length);
  });

  it('REFUSED when nothing listens at the address', async () => {
    const port = await listen(() => undefined);
    await new Promise((r) => servers.pop()!.close(r));
    expect(await failureOf(transport.connect({ host: '127.0.0.1', port }))).toBe('REFUSED');
  });

  it('HANG when the printer accepts the connection but never takes the job', async () => {
    const port = await listen((socket) => socket.pause());
    const session = await transport.connect({ host: '127.0.0.1', port });
    const started = Date.now();
    expect(await failureOf(session.print(job))).toBe('HANG');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('DROPPED when the printer resets the connection mid-job', async () => {
    const port = await listen((socket) => socket.once('data', () => socket.resetAndDestroy()));
    const session = await transport.connect({ host: '127.0.0.1', port });
    expect(await failureOf(session.print(new Uint8Array(4_000_000)))).toBe('DROPPED');
  });
});
