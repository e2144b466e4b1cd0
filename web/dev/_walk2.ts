import { chromium } from 'playwright-core';
import { logInToBackOffice, DEMO_OWNER_PHONE } from '../e2e/src/back-office-login.ts';
const base = process.argv[2]!;
const out = '/tmp/subsui/shots';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
const page = await ctx.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
await logInToBackOffice(page, base, DEMO_OWNER_PHONE);
const still = async () => page.evaluate(async () => { await document.fonts.ready; await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))); });
const shot = async (n: string) => { await page.waitForTimeout(500); await still(); await page.screenshot({ path: `${out}/${n}.png` }); };
await page.goto(`${base}/bo/subscription`);
await page.getByTestId('subscription-page').waitFor();
// A failed payment: cancel on the sandbox page.
await page.getByTestId('package-choose-package-enterprise').click();
await page.getByTestId('pay-go').click();
await page.waitForURL(/\/sandbox\/pay\//);
await page.getByRole('button', { name: 'انصراف', exact: true }).click();
await page.waitForURL(/payment=failed/);
await page.getByTestId('payment-failed').waitFor();
await shot('b1-failed');
// A grant code.
await page.getByTestId('tab-packages').click();
await page.getByTestId('subscription-code').fill('HADIYE-30');
await page.getByRole('button', { name: 'بررسی کد' }).click();
await page.getByTestId('subscription-code-found').waitFor();
await shot('b2-grant-found');
await page.getByTestId('subscription-code-activate').click();
await page.waitForTimeout(1500);
await shot('b3-granted');
await page.getByTestId('tab-contracts').click();
await shot('b4-contracts');
await page.goto(`${base}/bo/reports`);
await page.waitForTimeout(1500);
await shot('b5-reports');
await browser.close();
