// A print job's document as the 1-bit picture its printer prints: 384 dots across 58 mm paper,
// 576 across 80 mm (8 dots a millimetre, less the margins the printer keeps).
import type { PrintDocument } from '@sofre/engine/printing';
import type { Bitmap } from './bitmap.ts';
import { kitchenTicketBlocks } from './kitchen-ticket.blocks.ts';
import { renderBlocks } from './layout.ts';
import { receiptBlocks } from './receipt.blocks.ts';
import { testPageBlocks } from './test-page.blocks.ts';

export const PAPER_DOTS = { 58: 384, 80: 576 } as const;
export type PaperWidth = keyof typeof PAPER_DOTS;

export function renderDocument(document: PrintDocument, paperWidth: PaperWidth): Bitmap {
  return renderBlocks(blocksOf(document), PAPER_DOTS[paperWidth]);
}

function blocksOf(document: PrintDocument) {
  switch (document.kind) {
    case 'KITCHEN_TICKET':
      return kitchenTicketBlocks(document);
    case 'RECEIPT':
      return receiptBlocks(document);
    case 'TEST_PAGE':
      return testPageBlocks(document);
  }
}
