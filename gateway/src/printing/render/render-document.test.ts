// Tickets and receipts are drawn with Vazirmatn at the printer's width (576 dots on 80 mm paper,
// 384 on 58 mm) and made 1-bit. The pictures are written to /tmp/shots/ to be looked at: Persian
// shaped and right to left, the number large, edits marked, cancelled lines struck through.
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bitmapToPng, isBlack, thresholdToBitmap } from './bitmap.ts';
import { editTicket, newTicket, receipt } from './print-documents.test-fixtures.ts';
import { renderDocument } from './render-document.ts';

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const shot = async (name: string, bitmap: Parameters<typeof bitmapToPng>[0]) =>
  writeFileSync(`${SHOTS}/${name}.png`, await bitmapToPng(bitmap));

const inkIn = (bitmap: ReturnType<typeof renderDocument>, x0: number, x1: number) => {
  let ink = 0;
  for (let y = 0; y < bitmap.height; y++)
    for (let x = x0; x < x1; x++) if (isBlack(bitmap, x, y)) ink++;
  return ink;
};

describe('rendering print documents', () => {
  it('draws a kitchen ticket 576 dots wide on 80 mm paper, text aligned right', async () => {
    const bitmap = renderDocument(newTicket, 80);
    expect(bitmap.width).toBe(576);
    expect(bitmap.data.length).toBe((576 / 8) * bitmap.height);
    expect(bitmap.height).toBeGreaterThan(400);
    // Right to left: lines start at the right edge, so the right third holds more ink than the left.
    expect(inkIn(bitmap, 384, 576)).toBeGreaterThan(inkIn(bitmap, 0, 192));
    await shot('ticket-new-80mm', bitmap);
  });

  it('draws an edited ticket with its marks, and a ticket on 58 mm paper 384 dots wide', async () => {
    await shot('ticket-edit-80mm', renderDocument(editTicket, 80));
    const narrow = renderDocument(newTicket, 58);
    expect(narrow.width).toBe(384);
    await shot('ticket-new-58mm', narrow);
  });

  it('draws a receipt with prices and the tracker QR, and without lines when the vendor says so', async () => {
    const full = renderDocument(receipt, 80);
    const { lines: _lines, ...noItems } = receipt;
    const short = renderDocument(noItems, 80);
    expect(short.height).toBeLessThan(full.height);
    await shot('receipt-80mm', full);
    await shot('receipt-no-items-80mm', short);
  });

  it('thresholds to 1 bit: dark is a dot, light and transparent are paper', () => {
    const rgba = Uint8Array.of(0, 0, 0, 255, 200, 200, 200, 255, 0, 0, 0, 0, 90, 90, 90, 255);
    const bitmap = thresholdToBitmap(rgba, 4, 1);
    expect(bitmap.width).toBe(8);
    expect([0, 1, 2, 3].map((x) => isBlack(bitmap, x, 0))).toEqual([true, false, false, true]);
  });
});
