// The apps' font (Vazirmatn) for the gateway's own sandbox pages (payment, printer), inlined: a
// page that only names it falls back to the system font, which draws the Persian thousands
// separator «٬» like an apostrophe (۹’۰۵۷’۰۰۰). Inlined rather than served, so the pages stay
// one response each and no public font route is added for them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

let fontFace: string | undefined;

/** A `@font-face` rule for Vazirmatn (the regular weight; bold is synthesised). */
export function sandboxFontFace(): string {
  if (fontFace) return fontFace;
  const require = createRequire(import.meta.url);
  const file = join(
    dirname(require.resolve('vazirmatn/package.json')),
    'fonts',
    'webfonts',
    'Vazirmatn-Regular.woff2',
  );
  const data = readFileSync(file).toString('base64');
  fontFace = `@font-face{font-family:Vazirmatn;src:url(data:font/woff2;base64,${data}) format('woff2')}`;
  return fontFace;
}
