// Screenshots of the running apps in headless Chromium, to look at right-to-left layout,
// Persian digits and the font. Usage: npx tsx web/dev/screenshot.ts <url> <file.png> [width] [height]
import { chromium } from 'playwright-core';

const [url, file, width = '1440', height = '900'] = process.argv.slice(2);
if (!url || !file) throw new Error('usage: screenshot.ts <url> <file.png> [width] [height]');

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({
    viewport: { width: Number(width), height: Number(height) },
  });
  page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
  page.on('pageerror', (e) => console.error('pageerror:', e.message));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: file, fullPage: true });
  console.log('saved', file);
} finally {
  await browser.close();
}
