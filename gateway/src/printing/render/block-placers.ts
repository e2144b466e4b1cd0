// How each kind of block takes its place on the strip: its height once laid out, and how it is
// drawn at a given top. Text is Persian, right-aligned and wrapped at word breaks; a row's value
// sits on the left, as on a Persian invoice.
import type { SKRSContext2D } from '@napi-rs/canvas';
import QRCode from 'qrcode';
import { fontOf } from './fonts.ts';
import type { Block } from './layout.ts';

export const MARGIN = 6;
const lineHeight = (size: number) => Math.round(size * 1.65);
const baseline = (size: number) => Math.round(size * 1.18);

type Draw = (ctx: SKRSContext2D, top: number) => void;
export interface Placed {
  readonly height: number;
  readonly draw: Draw;
}

/** Greedy word wrap: as many words on a line as fit `width`. */
function wrap(ctx: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(candidate).width > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  return line ? [...lines, line] : [''];
}

function strikeThrough(
  ctx: SKRSContext2D,
  right: number,
  top: number,
  width: number,
  size: number,
) {
  const thickness = Math.max(2, Math.round(size / 7));
  ctx.fillRect(right - width, top + Math.round(size * 0.85), width, thickness);
}

export function placeText(
  ctx: SKRSContext2D,
  block: Extract<Block, { kind: 'text' }>,
  width: number,
): Placed {
  ctx.font = fontOf(block.size, block.bold);
  const indent = block.indent ?? 0;
  const right = width - MARGIN - indent;
  const lines = wrap(ctx, block.text, right - MARGIN);
  const step = lineHeight(block.size);
  const font = ctx.font;
  return {
    height: step * lines.length,
    draw(c, top) {
      c.font = font;
      c.textAlign = block.center ? 'center' : 'right';
      lines.forEach((text, i) => {
        const y = top + i * step;
        c.fillText(text, block.center ? width / 2 : right, y + baseline(block.size));
        if (block.strike) {
          const w = c.measureText(text).width;
          strikeThrough(c, block.center ? width / 2 + w / 2 : right, y, w, block.size);
        }
      });
    },
  };
}

export function placeRow(
  ctx: SKRSContext2D,
  block: Extract<Block, { kind: 'row' }>,
  width: number,
): Placed {
  ctx.font = fontOf(block.size, block.bold);
  const pad = block.valueInverse ? Math.round(block.size * 0.35) : 0;
  const valueWidth = ctx.measureText(block.value).width + pad * 2;
  const right = width - MARGIN;
  const lines = wrap(ctx, block.label, right - MARGIN - valueWidth - block.size);
  const step = lineHeight(block.size);
  const font = ctx.font;
  return {
    height: step * lines.length,
    draw(c, top) {
      c.font = font;
      c.textAlign = 'right';
      lines.forEach((text, i) => {
        c.fillText(text, right, top + i * step + baseline(block.size));
        if (block.strike)
          strikeThrough(c, right, top + i * step, c.measureText(text).width, block.size);
      });
      if (block.valueInverse && block.value) {
        c.fillRect(MARGIN, top + 2, valueWidth, step - 4);
        c.fillStyle = '#fff';
      }
      c.textAlign = 'left';
      c.fillText(block.value, MARGIN + pad, top + baseline(block.size));
      c.fillStyle = '#000';
    },
  };
}

export function placeQr(block: Extract<Block, { kind: 'qr' }>, width: number): Placed {
  const { modules } = QRCode.create(block.text, { errorCorrectionLevel: 'M' });
  const scale = Math.max(1, Math.floor(block.size / modules.size));
  const side = scale * modules.size;
  const left = Math.round((width - side) / 2);
  return {
    height: side + 8,
    draw(c, top) {
      for (let y = 0; y < modules.size; y++)
        for (let x = 0; x < modules.size; x++)
          if (modules.get(y, x)) c.fillRect(left + x * scale, top + 4 + y * scale, scale, scale);
    },
  };
}
