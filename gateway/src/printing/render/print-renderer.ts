// The heavy halves of printing, as one port: a document drawn and encoded for its printer, and a
// printer's bytes developed back into PNG pages (the sandbox printer). Each takes milliseconds of
// CPU a page (a canvas drawn, a picture made 1-bit, a PNG encoded): run on the thread that answers
// orders, a ticket printed beside an order held that order's answer and its live push for as long
// (issue 16). The gateway gives them a thread of their own (render-thread.ts); tests may draw here.
import type { PrintDocument } from '@sofre/engine/printing';
import { decodeEscPos } from '../escpos/escpos.decode.ts';
import { encodeRaster } from '../escpos/escpos.encode.ts';
import { bitmapToPng } from './bitmap.ts';
import { renderDocument, type PaperWidth } from './render-document.ts';

export interface PrintRenderer {
  /** The ESC/POS bytes that print the document on paper this wide, `copies` times. */
  render(document: PrintDocument, paperWidth: PaperWidth, copies: number): Promise<Uint8Array>;
  /** The pages an ESC/POS stream prints, each as a PNG; rejects a stream no printer could read. */
  develop(bytes: Uint8Array): Promise<Uint8Array[]>;
  close(): Promise<void>;
}

/** Drawn on the calling thread. */
export const renderHere: PrintRenderer = {
  async render(document, paperWidth, copies) {
    return encodeRaster(renderDocument(document, paperWidth), { copies });
  },
  async develop(bytes) {
    return Promise.all(decodeEscPos(bytes).map((page) => bitmapToPng(page)));
  },
  async close() {},
};
