// Printing's drawing on the calling thread: the render thread's work, and tests'. Loading it loads
// the canvas and the fonts (about 35 MB), so the gateway's own thread never imports it.
import { decodeEscPos } from '../escpos/escpos.decode.ts';
import { encodeRaster } from '../escpos/escpos.encode.ts';
import { bitmapToPng } from './bitmap.ts';
import type { PrintRenderer } from './print-renderer.ts';
import { renderDocument } from './render-document.ts';

export const drawHere: PrintRenderer = {
  async render(document, paperWidth, copies) {
    return encodeRaster(renderDocument(document, paperWidth), { copies });
  },
  async develop(bytes) {
    return Promise.all(decodeEscPos(bytes).map((page) => bitmapToPng(page)));
  },
  async close() {},
};
