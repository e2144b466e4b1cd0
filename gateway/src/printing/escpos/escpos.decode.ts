// Reads back what encodeRaster sends, as a printer would: the pages (one per cut) a stream of
// ESC/POS holds, each its raster bands stacked. The sandbox printer turns them into PNG files. It
// knows the commands a picture-only job uses and a few a driver adds (line feed, status request);
// anything else is an error naming the byte, so a malformed job is seen, not printed as garbage.
import type { Bitmap } from '../render/bitmap.ts';
import { ESC, GS } from './escpos.encode.ts';

const LF = 0x0a;
const DLE = 0x10;

export class EscPosDecodeError extends Error {
  override readonly name = 'EscPosDecodeError';
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(`${message} at byte ${offset}`);
  }
}

interface Page {
  width: number;
  chunks: Uint8Array[];
  rows: number;
}

/** GS V: function A (m = 0, 1, 48, 49) has no n; function B (65, 66) and C/D (97, 98, 103, 104) do. */
const cutLength = (m: number) => ([0, 1, 48, 49].includes(m) ? 3 : 4);

/** Commands that leave the picture as it is (LF, ESC @, ESC d n, DLE EOT n): their length. */
function passOver(bytes: Uint8Array, i: number): number | undefined {
  const [b, next] = [bytes[i], bytes[i + 1]];
  if (b === LF) return 1;
  if (b === ESC && next === 0x40) return 2;
  if ((b === ESC && next === 0x64) || (b === DLE && next === 0x04)) return 3;
  return undefined;
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const data = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    data.set(chunk, at);
    at += chunk.length;
  }
  return data;
}

export function decodeEscPos(bytes: Uint8Array): Bitmap[] {
  const pages: Bitmap[] = [];
  let page: Page | undefined;
  const need = (at: number, n: number) => {
    if (at + n > bytes.length) throw new EscPosDecodeError('command cut short', at);
  };
  const finish = () => {
    if (page && page.rows > 0)
      pages.push({ width: page.width, height: page.rows, data: concat(page.chunks) });
    page = undefined;
  };
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    const skip = passOver(bytes, i);
    if (skip !== undefined) {
      need(i, skip);
      i += skip;
    } else if (b === GS && bytes[i + 1] === 0x56) {
      need(i, 3);
      const length = cutLength(bytes[i + 2]!);
      need(i, length);
      finish();
      i += length;
    } else if (b === GS && bytes[i + 1] === 0x76 && bytes[i + 2] === 0x30) {
      need(i, 8);
      const widthBytes = bytes[i + 4]! | (bytes[i + 5]! << 8);
      const rows = bytes[i + 6]! | (bytes[i + 7]! << 8);
      const size = widthBytes * rows;
      need(i + 8, size);
      const width = widthBytes * 8;
      page ??= { width, chunks: [], rows: 0 };
      if (page.width !== width)
        throw new EscPosDecodeError(`band ${width} dots wide on a ${page.width}-dot page`, i);
      page.chunks.push(bytes.subarray(i + 8, i + 8 + size));
      page.rows += rows;
      i += 8 + size;
    } else throw new EscPosDecodeError(`unknown command 0x${b.toString(16).padStart(2, '0')}`, i);
  }
  // A job that ends without a cut still printed its picture.
  finish();
  return pages;
}
