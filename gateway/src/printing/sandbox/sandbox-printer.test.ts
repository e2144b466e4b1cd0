// The sandbox printer takes an ESC/POS raster job over TCP as a network printer does and saves each
// page as a PNG of the picture's size (576 dots wide for 80 mm); a job it cannot read saves nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRaster } from '../escpos/escpos.encode.ts';
import { newTicket, receipt } from '../render/print-documents.test-fixtures.ts';
import { renderDocument } from '../render/render-document.ts';
import { tcpPrinterTransport } from '../transport/tcp.printer.ts';
import { SandboxPrinter } from './sandbox-printer.ts';

const dir = mkdtempSync(join(tmpdir(), 'sofre-sandbox-printer-'));
const printer = new SandboxPrinter({ dir });
let port: number;
beforeAll(async () => {
  port = await printer.listen(0);
});
afterAll(async () => {
  await printer.close();
  rmSync(dir, { recursive: true, force: true });
});

const send = async (bytes: Uint8Array) => {
  const session = await tcpPrinterTransport().connect({ host: '127.0.0.1', port });
  await session.print(bytes);
};

describe('sandbox printer', () => {
  it('decodes a ticket job into a PNG of the expected size, one per copy', async () => {
    const ticket = renderDocument(newTicket, 80);
    await send(encodeRaster(ticket, { copies: 2 }));
    const prints = printer.prints();
    expect(prints).toHaveLength(2);
    for (const print of prints) {
      expect(print).toMatchObject({ port, width: 576, height: ticket.height });
      expect(printer.file(print.name)!.subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('lists the newest first; a 58 mm receipt is 384 dots wide', async () => {
    await send(encodeRaster(renderDocument(receipt, 58)));
    expect(printer.prints()[0]).toMatchObject({ width: 384 });
    expect(printer.file('../etc/passwd')).toBeUndefined();
  });

  it('never lists a page half written: a listing during a burst of jobs always reads whole pages', async () => {
    let listing = true;
    const failures: unknown[] = [];
    const watch = (async () => {
      while (listing) {
        try {
          printer.prints();
        } catch (error) {
          failures.push(error);
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const ticket = encodeRaster(renderDocument(newTicket, 80), { copies: 3 });
    await Promise.all(Array.from({ length: 6 }, () => send(ticket)));
    listing = false;
    await watch;
    expect(failures).toEqual([]);
  });

  it('saves nothing for bytes that are not a picture job', async () => {
    const before = printer.pagesSaved;
    await send(new TextEncoder().encode('plain text is never printed'));
    expect(printer.pagesSaved).toBe(before);
  });
});
