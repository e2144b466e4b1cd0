// A ticket as a column of blocks drawn right to left on a strip of paper: Persian text (wrapped at
// word breaks), label/value rows (the value on the left, as on a Persian invoice), white-on-black
// banners, rules, gaps and a QR code. Laid out once to learn the height, then drawn; then made
// 1-bit at the printer's width.
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { thresholdToBitmap, type Bitmap } from './bitmap.ts';
import { MARGIN, placeQr, placeRow, placeText, type Placed } from './block-placers.ts';
import { registerPrintFonts } from './fonts.ts';

export type Block =
  | {
      readonly kind: 'text';
      readonly text: string;
      readonly size: number;
      readonly bold?: boolean;
      readonly center?: boolean;
      /** Struck through: a cancelled line. */
      readonly strike?: boolean;
      /** Dots in from the right edge (toppings and notes under their line). */
      readonly indent?: number;
    }
  | {
      readonly kind: 'row';
      readonly label: string;
      readonly value: string;
      readonly size: number;
      readonly bold?: boolean;
      readonly strike?: boolean;
      /** The value white on black: a mark the cook must not miss. */
      readonly valueInverse?: boolean;
    }
  | { readonly kind: 'banner'; readonly text: string; readonly size: number }
  | { readonly kind: 'rule'; readonly dashed?: boolean }
  | { readonly kind: 'gap'; readonly height: number }
  | { readonly kind: 'qr'; readonly text: string; readonly size: number };

function place(ctx: SKRSContext2D, block: Block, width: number): Placed {
  switch (block.kind) {
    case 'text':
      return placeText(ctx, block, width);
    case 'row':
      return placeRow(ctx, block, width);
    case 'banner': {
      const text = placeText(
        ctx,
        { kind: 'text', text: block.text, size: block.size, bold: true, center: true },
        width,
      );
      return {
        height: text.height + 8,
        draw(c, top) {
          c.fillRect(0, top, width, text.height + 8);
          c.fillStyle = '#fff';
          text.draw(c, top + 4);
          c.fillStyle = '#000';
        },
      };
    }
    case 'rule':
      return {
        height: 14,
        draw(c, top) {
          const dash = block.dashed ? 10 : width;
          for (let x = MARGIN; x < width - MARGIN; x += dash + (block.dashed ? 6 : 0))
            c.fillRect(x, top + 6, Math.min(dash, width - MARGIN - x), 2);
        },
      };
    case 'gap':
      return { height: block.height, draw: () => undefined };
    case 'qr':
      return placeQr(block, width);
  }
}

/** The blocks drawn on a strip `width` dots wide, as a 1-bit picture. */
export function renderBlocks(blocks: readonly Block[], width: number): Bitmap {
  registerPrintFonts();
  const measure = createCanvas(width, 1).getContext('2d');
  measure.direction = 'rtl';
  const placed = blocks.map((b) => place(measure, b, width));
  const height = placed.reduce((sum, p) => sum + p.height, 0) || 1;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000';
  ctx.direction = 'rtl';
  let top = 0;
  for (const p of placed) {
    p.draw(ctx, top);
    top += p.height;
  }
  return thresholdToBitmap(ctx.getImageData(0, 0, width, height).data, width, height);
}
