// ESC/POS raster jobs are well formed: ESC @ first; each band a GS v 0 with m = 0, the width in
// bytes and the band's rows in little-endian xL xH yL yH, then exactly width × rows bytes; bands of
// at most 256 rows; a feed and a partial cut (GS V 66 0) per copy — and no text, ever. Decoding
// the bytes gives the picture back, page per cut.
import { describe, expect, it } from 'vitest';
import type { Bitmap } from '../render/bitmap.ts';
import { renderDocument } from '../render/render-document.ts';
import { newTicket } from '../render/print-documents.test-fixtures.ts';
import { decodeEscPos, EscPosDecodeError } from './escpos.decode.ts';
import {
  bands,
  encodeRaster,
  INIT,
  MAX_BAND_ROWS,
  PARTIAL_CUT,
  rasterHeader,
} from './escpos.encode.ts';

/** A picture with a known pattern: row y's bytes are all y & 0xff. */
const striped = (width: number, height: number): Bitmap => {
  const stride = width / 8;
  const data = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) data.fill(y & 0xff, y * stride, (y + 1) * stride);
  return { width, height, data };
};

/** The GS v 0 commands of a job: where each is and its fields. */
function rasterCommands(bytes: Uint8Array) {
  const found: { at: number; m: number; widthBytes: number; rows: number }[] = [];
  for (let i = 0; i + 8 <= bytes.length;) {
    if (bytes[i] === 0x1d && bytes[i + 1] === 0x76 && bytes[i + 2] === 0x30) {
      const widthBytes = bytes[i + 4]! + bytes[i + 5]! * 256;
      const rows = bytes[i + 6]! + bytes[i + 7]! * 256;
      found.push({ at: i, m: bytes[i + 3]!, widthBytes, rows });
      i += 8 + widthBytes * rows;
    } else i++;
  }
  return found;
}

describe('ESC/POS raster encoding', () => {
  it('writes the GS v 0 header: m = 0, xL xH = bytes across, yL yH = rows', () => {
    expect([...rasterHeader(72, 256)]).toEqual([0x1d, 0x76, 0x30, 0, 72, 0, 0, 1]);
    expect([...rasterHeader(48, 300)]).toEqual([0x1d, 0x76, 0x30, 0, 48, 0, 0x2c, 0x01]);
    expect(() => rasterHeader(0, 1)).toThrow(RangeError);
    expect(() => rasterHeader(72, 70_000)).toThrow(RangeError);
  });

  it('splits a tall picture into bands of at most 256 rows, none lost', () => {
    expect(bands(600)).toEqual([
      [0, 256],
      [256, 256],
      [512, 88],
    ]);
    expect(bands(256)).toEqual([[0, 256]]);
    expect(bands(10, 4)).toEqual([
      [0, 4],
      [4, 4],
      [8, 2],
    ]);
  });

  it('a 576-dot ticket: init, 72-byte bands of ≤ 256 rows with their data, feed, partial cut', () => {
    const ticket = renderDocument(newTicket, 80);
    const bytes = encodeRaster(ticket);
    expect([...bytes.subarray(0, 2)]).toEqual([...INIT]);
    const commands = rasterCommands(bytes);
    expect(commands.length).toBe(Math.ceil(ticket.height / MAX_BAND_ROWS));
    expect(commands.every((c) => c.m === 0 && c.widthBytes === 72 && c.rows <= 256)).toBe(true);
    expect(commands.reduce((n, c) => n + c.rows, 0)).toBe(ticket.height);
    const last = commands.at(-1)!;
    const end = last.at + 8 + last.widthBytes * last.rows;
    // After the picture: ESC d 4 (feed), then GS V 66 0 — and nothing else.
    expect([...bytes.subarray(end)]).toEqual([0x1b, 0x64, 4, ...PARTIAL_CUT]);
    expect(bytes.length).toBe(2 + commands.length * 8 + 72 * ticket.height + 3 + 4);
  });

  it('a 384-dot picture has 48-byte rows; copies repeat picture, feed and cut', () => {
    const bytes = encodeRaster(striped(384, 300), { copies: 2 });
    const commands = rasterCommands(bytes);
    expect(commands.map((c) => [c.widthBytes, c.rows])).toEqual([
      [48, 256],
      [48, 44],
      [48, 256],
      [48, 44],
    ]);
    const cuts = [...bytes].flatMap((b, i) =>
      b === 0x1d && bytes[i + 1] === 0x56 && bytes[i + 2] === 66 ? [i] : [],
    );
    expect(cuts).toHaveLength(2);
  });

  it('decodes back to the same picture, one page per cut', () => {
    const picture = striped(576, 600);
    const pages = decodeEscPos(encodeRaster(picture, { copies: 2 }));
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect([page.width, page.height]).toEqual([576, 600]);
      expect(Buffer.from(page.data).equals(Buffer.from(picture.data))).toBe(true);
    }
  });

  it('refuses bytes that are not a picture job: text, a truncated band', () => {
    expect(() => decodeEscPos(new TextEncoder().encode('hello'))).toThrow(EscPosDecodeError);
    const cut = encodeRaster(striped(64, 10)).subarray(0, 20);
    expect(() => decodeEscPos(cut)).toThrow(/cut short/);
  });
});
