// Platform subscriptions (issue 32) in headless Chromium at 1366×768: the demo vendor on the «پایه»
// package (reports, no kitchen display) sees the kitchen display locked in the navbar, the locked
// page names «حرفه‌ای», «ارتقای اشتراک» opens /bo/subscription, the owner pays «حرفه‌ای» on the
// sandbox payment page and comes back to it paid, and the kitchen display opens. The platform
// admin logs in at /bo/platform, defines a package and a discount and a grant code for it; the
// vendor's page lists the package, the discount code takes its share off the price, and the grant
// code puts the vendor on the package for its days — a package without the reports, so the reports
// app shows the locked page naming «پایه». Screenshots in
// test-results/screens (subscriptions-*.png).
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeFromOutbox, DEMO_OWNER_PHONE, logInToBackOffice } from './back-office-login.ts';
import { auditPage, readable } from './axe-audit.ts';
import { screensForThisFile, shot as screenshot } from './platform.ts';
import { DEMO_ADMIN_PHONE, demoOnPackage } from './subscription-platform.ts';

const screens = screensForThisFile(() => demoOnPackage('package-basic'));
const DESK = { viewport: { width: 1366, height: 768 }, locale: 'fa-IR', timezoneId: 'Asia/Tehran' };
const shot = (page: Page, name: string) => screenshot(page, `subscriptions-${name}`);
const PERSIAN_DIGIT = /[۰-۹]/;

/** WCAG 2.1 AA findings (serious, critical) of what the page shows now: none expected. */
const expectAccessible = async (page: Page) => expect(readable(await auditPage(page))).toEqual([]);

/** The element is on screen without scrolling (nothing the user needs below the fold). */
async function aboveTheFold(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(768);
}

// The owner logs in once (a second code to the same phone would wait out its cooldown); each
// test opens a tab of that session.
let ownerSession: BrowserContext | undefined;
async function owner(): Promise<Page> {
  if (!ownerSession) {
    ownerSession = await screens.browser.newContext(DESK);
    await logInToBackOffice(await ownerSession.newPage(), screens.platform.url, DEMO_OWNER_PHONE);
  }
  const page = await ownerSession.newPage();
  await page.goto(`${screens.platform.url}/bo/`);
  await page.getByTestId('logout').waitFor();
  return page;
}

async function admin(): Promise<Page> {
  const page = await (await screens.browser.newContext(DESK)).newPage();
  const base = screens.platform.url;
  await page.goto(`${base}/bo/platform`);
  // Without an admin session the admin's pages open their own login.
  await page.waitForURL('**/bo/platform/login');
  await page.getByTestId('login-phone').fill(DEMO_ADMIN_PHONE);
  const since = new Date(Date.now() - 1000);
  await page.getByTestId('login-send-code').click();
  await page.getByTestId('login-code').fill(await codeFromOutbox(base, DEMO_ADMIN_PHONE, since));
  await page.getByTestId('login-verify').click();
  await page.getByTestId('admin-packages-page').waitFor();
  return page;
}

describe('subscriptions', () => {
  it('a vendor without the kitchen display sees it locked, pays «حرفه‌ای» and it opens', async () => {
    const page = await owner();
    const kds = page.getByTestId('nav-kds');
    await expect.poll(() => kds.getAttribute('data-locked')).toBe('true');
    // The reports are in «پایه»: not locked.
    expect(await page.getByTestId('nav-bo-reports').getAttribute('data-locked')).toBeNull();
    await shot(page, 'navbar-locked');

    await kds.click();
    const locked = page.getByTestId('feature-locked');
    await locked.waitFor();
    expect(await locked.innerText()).toContain('نمایشگر آشپزخانه');
    expect(await page.getByTestId('feature-locked-offer').innerText()).toContain('«حرفه‌ای»');
    await shot(page, 'locked-page');
    await expectAccessible(page);

    // The kitchen display's own app shows the same locked page.
    await page.goto(`${screens.platform.url}/kds/`);
    await page.getByTestId('feature-locked').waitFor();
    expect(await page.getByTestId('feature-locked-offer').innerText()).toContain('«حرفه‌ای»');
    await shot(page, 'kds-locked');

    await page.getByTestId('feature-upgrade').click();
    await page.waitForURL('**/bo/subscription');
    await page.getByTestId('subscription-page').waitFor();
    expect(await page.getByTestId('plan-package').innerText()).toBe('پایه');
    expect(await page.getByTestId('plan-ends').innerText()).toMatch(PERSIAN_DIGIT);
    expect(await page.getByTestId('usage-ORDERS').innerText()).toContain('از ۳٬۰۰۰');
    const choosePro = page.getByTestId('package-choose-package-pro');
    await aboveTheFold(choosePro);
    await aboveTheFold(page.getByTestId('package-choose-package-basic'));
    expect(await page.getByTestId('package-price-package-pro').innerText()).toContain(
      '۳٬۵۰۰٬۰۰۰ تومان',
    );
    await shot(page, 'page');
    await expectAccessible(page);

    await choosePro.click();
    await expect.poll(() => page.getByTestId('pay-amount').innerText()).toBe('۳٬۵۰۰٬۰۰۰ تومان');
    await shot(page, 'pay');
    await page.getByTestId('pay-go').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await shot(page, 'sandbox');
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();

    // The provider sends the browser back to /bo/subscription?payment=ok.
    await page.getByTestId('payment-ok').waitFor();
    await expect.poll(() => page.getByTestId('plan-package').innerText()).toBe('حرفه‌ای');
    const paid = page.locator('[data-testid^="contract-"][data-status]').first();
    expect(await paid.getAttribute('data-status')).toBe('PAID');
    expect(await paid.innerText()).toContain('پرداخت‌شده');
    await expect.poll(() => kds.getAttribute('data-locked')).toBeNull();
    await shot(page, 'paid');

    // The kitchen display opens: its board, not the locked page.
    await page.goto(`${screens.platform.url}/kds/`);
    await page.getByTestId('queue-length').waitFor();
    expect(await page.getByTestId('feature-locked').count()).toBe(0);
  });

  it('the admin defines a package and codes for it; the vendor sees it and uses them', async () => {
    const title = 'ویژهٔ آزمون';
    const desk = await admin();
    // Every package, the demo's and the built-in free one.
    await desk.getByTestId('admin-package-package-pro').waitFor();
    await desk.getByTestId('admin-package-free').waitFor();
    await shot(desk, 'admin-packages');
    await desk.getByTestId('admin-package-new').click();
    await desk.getByTestId('admin-package-title').fill(title);
    await desk.getByTestId('admin-package-feature-KDS').click();
    await desk.getByTestId('admin-package-feature-LOYALTY_CLUB').click();
    await desk.getByTestId('admin-package-price-MONTHLY').fill('۱۲۰۰۰۰۰');
    await desk.getByTestId('admin-package-limit-ORDERS').fill('2000');
    await shot(desk, 'admin-package-form');
    await desk.getByTestId('admin-package-save').click();
    const row = desk.locator('[data-testid^="admin-package-"]', { hasText: title });
    await row.first().waitFor();
    expect(await row.first().innerText()).toContain('۱٬۲۰۰٬۰۰۰ تومان');
    await expectAccessible(desk);

    await desk.getByTestId('nav-bo-platform-codes').click();
    await desk.getByTestId('admin-codes-page').waitFor();
    await desk.getByTestId('admin-code-new').click();
    await desk.getByTestId('admin-code-code').fill('AZMUN-25');
    await desk.getByTestId('admin-code-package').click();
    await desk.getByRole('option', { name: title }).click();
    await desk.getByTestId('admin-code-kind').getByText('تخفیف').click();
    await desk.getByTestId('admin-code-percent').fill('25');
    await shot(desk, 'admin-code-form');
    await desk.getByTestId('admin-code-save').click();
    await desk.getByTestId('admin-code-AZMUN-25').waitFor();
    expect(await desk.getByTestId('admin-code-AZMUN-25').innerText()).toContain('۲۵٪');
    await desk.getByTestId('admin-code-new').click();
    await desk.getByTestId('admin-code-code').fill('HADIYE-7');
    await desk.getByTestId('admin-code-package').click();
    await desk.getByRole('option', { name: title }).click();
    await desk.getByTestId('admin-code-days').fill('7');
    await desk.getByTestId('admin-code-save').click();
    await desk.getByTestId('admin-code-HADIYE-7').waitFor();
    await shot(desk, 'admin-codes');
    await expectAccessible(desk);

    const page = await owner();
    await page.goto(`${screens.platform.url}/bo/subscription`);
    const card = page.locator('[data-testid^="package-"]', {
      has: page.getByRole('heading', { name: title }),
    });
    await card.first().waitFor();
    expect(await card.first().innerText()).toContain('۱٬۲۰۰٬۰۰۰ تومان');
    await page.getByTestId('subscription-code').fill('azmun-25');
    await page.getByRole('button', { name: 'بررسی کد' }).click();
    const found = page.getByTestId('subscription-code-found');
    await found.waitFor();
    expect(await found.innerText()).toContain(`۲۵٪ تخفیف روی بستهٔ «${title}»`);
    // 1,200,000 Toman less 25 %: 900,000 Toman, the full price struck through beside it.
    await expect.poll(() => card.first().innerText()).toContain('۹۰۰٬۰۰۰ تومان');
    expect(await card.first().innerText()).toContain('با کد AZMUN-25');
    // Five packages on sale now: all of them, and their buttons, still on screen.
    const buttons = page.locator('[data-testid^="package-choose-"]');
    expect(await buttons.count()).toBe(4);
    for (const button of await buttons.all()) await aboveTheFold(button);
    await shot(page, 'code-discount');

    // A grant code puts the vendor on its package at once, for its days, unpaid.
    await page.getByTestId('subscription-code').fill('HADIYE-7');
    await page.getByRole('button', { name: 'بررسی کد' }).click();
    await expect.poll(() => found.getAttribute('data-kind')).toBe('GRANT');
    await aboveTheFold(page.getByTestId('package-choose-package-pro'));
    await shot(page, 'code-grant');
    await page.getByTestId('subscription-code-activate').click();
    await expect.poll(() => page.getByTestId('plan-package').innerText()).toBe(title);
    expect(await page.getByTestId('plan-days-left').innerText()).toBe('۷ روز مانده');
    // Its package has no reports: the back office locks them, and so does the reports app.
    await expect
      .poll(() => page.getByTestId('nav-bo-reports').getAttribute('data-locked'))
      .toBe('true');
    await page.goto(`${screens.platform.url}/bo/reports`);
    await page.getByTestId('feature-locked').waitFor();
    expect(await page.getByTestId('feature-locked').innerText()).toContain('گزارش‌های مدیریتی');
    expect(await page.getByTestId('feature-locked-offer').innerText()).toContain('«پایه»');
    await shot(page, 'reports-locked');
  });
});
