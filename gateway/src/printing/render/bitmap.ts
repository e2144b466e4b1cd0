// A 1-bit picture as thermal printers take it: rows of width/8 bytes, the leftmost dot in the
// high bit, 1 = a black dot. Made from a canvas by a threshold (the drawing is black on white; its
// anti-aliased edges go to whichever side they are nearer), and back to PNG for the sandbox.
import { createCanvas, ImageData } from '@napi-rs/canvas';

export interface Bitmap {
  /** Dots across; a multiple of 8. */
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

export const bytesPerRow = (width: number): number => Math.ceil(width / 8);

/** RGBA pixels → 1-bit: darker than `threshold` (0–255 luminance, transparent is white) is black. */
export function thresholdToBitmap(
  rgba: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  threshold = 128,
): Bitmap {
  const stride = bytesPerRow(width);
  const data = new Uint8Array(stride * height);
  for (let y = 0, i = 0; y < height; y++) {
    const row = y * stride;
    for (let x = 0; x < width; x++, i += 4) {
      // Integer luminance; a transparent pixel is the paper showing through.
      const alpha = rgba[i + 3]!;
      const luminance = (rgba[i]! * 77 + rgba[i + 1]! * 150 + rgba[i + 2]! * 29) >> 8;
      const onWhite = alpha === 255 ? luminance : (luminance * alpha + 255 * (255 - alpha)) / 255;
      if (onWhite < threshold) data[row + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return { width: stride * 8, height, data };
}

export const isBlack = (bitmap: Bitmap, x: number, y: number): boolean =>
  (bitmap.data[y * bytesPerRow(bitmap.width) + (x >> 3)]! & (0x80 >> (x & 7))) !== 0;

/** The picture as PNG: black dots on white. */
export async function bitmapToPng(bitmap: Bitmap): Promise<Buffer> {
  const { width, height } = bitmap;
  const canvas = createCanvas(width, Math.max(1, height));
  const pixels = new Uint8ClampedArray(width * Math.max(1, height) * 4).fill(255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!isBlack(bitmap, x, y)) continue;
      const i = (y * width + x) * 4;
      pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
    }
  }
  canvas.getContext('2d').putImageData(new ImageData(pixels, width, Math.max(1, height)), 0, 0);
  return canvas.encode('png');
}
