import { chromium } from 'playwright-core';
import { logInToBackOffice, DEMO_OWNER_PHONE } from '../e2e/src/back-office-login.ts';
const base = process.argv[2]!;
const out = '/tmp/subsui/shots';
const steps = (process.argv[3] ?? 'all').split(',');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
const page = await ctx.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
await logInToBackOffice(page, base, DEMO_OWNER_PHONE);
const still = async () => page.evaluate(async () => { await document.fonts.ready; await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))); });
const shot = async (n: string) => { await page.waitForTimeout(400); await still(); await page.screenshot({ path: `${out}/${n}.png` }); };
await shot('01-home');
await page.goto(`${base}/bo/reports`);
await shot('02-reports-locked');
await page.goto(`${base}/bo/printers`);
await shot('03-printers');
await page.goto(`${base}/kds/`);
await shot('04-kds');
await page.goto(`${base}/bo/subscription`);
await shot('05-subscription');
if (steps.includes('pay')) {
  await page.getByTestId('package-choose-package-pro').click();
  await page.getByTestId('pay-modal').waitFor();
  await shot('06-pay-modal');
  await page.getByTestId('pay-go').click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await shot('07-sandbox');
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await page.waitForURL(/\/bo\/subscription\?/);
  await page.getByTestId('subscription-page').waitFor();
  await shot('08-paid');
  await page.getByTestId('tab-packages').click();
  await shot('09-paid-packages');
}
await browser.close();
