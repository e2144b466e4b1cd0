// ESC/POS for a thermal printer that is sent pictures only (FIELD-NOTES: they cannot shape or order
// Persian text, so text is never sent as characters): ESC @ resets the printer, the picture goes as
// raster bit images (GS v 0) in bands of at most a few hundred rows — printers buffer a command
// whole and some refuse taller ones — then paper is fed past the cutter and cut partially.
import { bytesPerRow, type Bitmap } from '../render/bitmap.ts';

export const ESC = 0x1b;
export const GS = 0x1d;

/** ESC @: initialise (clears the buffer and modes left by whoever printed before). */
export const INIT = Uint8Array.of(ESC, 0x40);
/** GS V 66 0: feed to the cutter and cut, leaving a hinge (partial cut). */
export const PARTIAL_CUT = Uint8Array.of(GS, 0x56, 66, 0);
/** Rows per GS v 0 command: 256 is safe on every printer we know of (the field allows 65,535). */
export const MAX_BAND_ROWS = 256;

/** ESC d n: print and feed n lines. */
export const feedLines = (n: number): Uint8Array => Uint8Array.of(ESC, 0x64, n);

const low = (n: number) => n & 0xff;
const high = (n: number) => (n >> 8) & 0xff;

/** GS v 0 m xL xH yL yH: a raster bit image, m = 0 (normal size), x in bytes, y in rows. */
export function rasterHeader(widthBytes: number, rows: number): Uint8Array {
  if (widthBytes < 1 || widthBytes > 0xffff || rows < 1 || rows > 0xffff)
    throw new RangeError(`raster of ${widthBytes} bytes × ${rows} rows`);
  return Uint8Array.of(GS, 0x76, 0x30, 0, low(widthBytes), high(widthBytes), low(rows), high(rows));
}

/** [first row, rows] of each band the picture is sent in. */
export function bands(height: number, maxRows = MAX_BAND_ROWS): [number, number][] {
  const result: [number, number][] = [];
  for (let top = 0; top < height; top += maxRows)
    result.push([top, Math.min(maxRows, height - top)]);
  return result;
}

export interface EncodeOptions {
  readonly copies?: number;
  readonly maxBandRows?: number;
  /** Lines fed after the picture so its end clears the cutter. */
  readonly feed?: number;
}

/** The whole job: init, then per copy the picture's bands, a feed and a partial cut. */
export function encodeRaster(bitmap: Bitmap, options: EncodeOptions = {}): Uint8Array {
  const { copies = 1, maxBandRows = MAX_BAND_ROWS, feed = 4 } = options;
  const stride = bytesPerRow(bitmap.width);
  const picture = bands(bitmap.height, maxBandRows).flatMap(([top, rows]) => [
    rasterHeader(stride, rows),
    bitmap.data.subarray(top * stride, (top + rows) * stride),
  ]);
  const parts: Uint8Array[] = [INIT];
  for (let copy = 0; copy < copies; copy++) parts.push(...picture, feedLines(feed), PARTIAL_CUT);
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
