// The heavy halves of printing, as one port: a document drawn and encoded for its printer, and a
// printer's bytes developed back into PNG pages (the sandbox printer). Each takes milliseconds of
// CPU a page (a ticket 9 ms, a receipt 15 ms; developing them 17 and 36 ms): run on the thread
// that answers orders, a ticket printed beside an order held that order's answer and its live
// push for as long (issue 16). The gateway gives them a thread of their own (render-thread.ts).
import type { PrintDocument } from '@sofre/engine/printing';
import type { PaperWidth } from './render-document.ts';

export interface PrintRenderer {
  /** The ESC/POS bytes that print the document on paper this wide, `copies` times. */
  render(document: PrintDocument, paperWidth: PaperWidth, copies: number): Promise<Uint8Array>;
  /** The pages an ESC/POS stream prints, each as a PNG; rejects a stream no printer could read. */
  develop(bytes: Uint8Array): Promise<Uint8Array[]>;
  close(): Promise<void>;
}

let here: Promise<PrintRenderer> | undefined;
const drawer = () => (here ??= import('./render-here.ts').then((m) => m.drawHere));

/** Drawn on the calling thread (tests), the canvas loaded with the first page. */
export const renderHere: PrintRenderer = {
  render: async (document, paperWidth, copies) =>
    (await drawer()).render(document, paperWidth, copies),
  develop: async (bytes) => (await drawer()).develop(bytes),
  async close() {},
};
