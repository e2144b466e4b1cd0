// The bundled Vazirmatn (the back office's font too), registered once with the canvas: thermal
// printers cannot shape or order Persian text, so tickets are drawn here and sent as pictures.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

export const FONT_FAMILY = 'Vazirmatn';

let registered = false;

export function registerPrintFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  const ttf = join(dirname(require.resolve('vazirmatn/package.json')), 'fonts', 'ttf');
  for (const weight of ['Regular', 'Bold'])
    GlobalFonts.registerFromPath(join(ttf, `Vazirmatn-${weight}.ttf`), FONT_FAMILY);
  registered = true;
}

export const fontOf = (size: number, bold = false): string =>
  `${bold ? 'bold ' : ''}${size}px ${FONT_FAMILY}`;
