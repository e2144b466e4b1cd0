// Platform subscriptions (issue 32) in headless Chromium at 1366×768: the demo vendor on the «پایه»
// package (reports, no kitchen display) sees the kitchen display locked in the navbar, the locked
// page names «حرفه‌ای», «ارتقای اشتراک» opens /bo/subscription, the owner pays «حرفه‌ای» on the
// sandbox payment page and comes back to it paid, and the kitchen display opens; once a guest has
// paid online, the week's settlement in the reports app lists that invoice. The platform
// admin logs in at /bo/platform, defines a package and a discount and a grant code for it; the
// vendor's page lists the package, the discount code takes its share off the price, and the grant
// code puts the vendor on the package for its days — a package without the reports, so the reports
// app shows the locked page naming «پایه». The admin renames the reports feature on its features
// page and the vendor's locked pages say the new name; the vendor renews the package it holds on
// the sandbox payment page and its term's end (Jalali) moves a month later; a two-day grant shows
// the back office's renewal banner. Screenshots in test-results/screens (subscriptions-*.png).
import type { PlanView } from '@sofre/engine/contracts';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeFromOutbox, DEMO_OWNER_PHONE, logInToBackOffice } from './back-office-login.ts';
import { auditPage, readable } from './axe-audit.ts';
import { getAsPage } from './order-api.ts';
import { freshCustomerPhone, logInOnSite } from './site-customer.ts';
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

// The admin too logs in once; each test opens a tab of that session.
let adminSession: BrowserContext | undefined;
async function admin(): Promise<Page> {
  const base = screens.platform.url;
  if (adminSession) {
    const page = await adminSession.newPage();
    await page.goto(`${base}/bo/platform`);
    await page.getByTestId('admin-packages-page').waitFor();
    return page;
  }
  adminSession = await screens.browser.newContext(DESK);
  const page = await adminSession.newPage();
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

const plan = (page: Page) => getAsPage<PlanView>(page, '/api-identity/subscriptions/usages/status');

/** A UTC instant as the plan card writes the term's end: «تا ۶ دی ۱۴۰۵». */
const termEnd = (instant: string) =>
  `تا ${new Intl.DateTimeFormat('fa-IR', { timeZone: 'Asia/Tehran', dateStyle: 'long' }).format(new Date(instant))}`;
const DAY_MS = 86_400_000;

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

  it('the week’s settlement in the reports lists the paid invoice beside its online sales', async () => {
    // A guest at table 5 pays online: the week has a settlement row to open.
    const { url } = screens.platform;
    const site = await screens.browser.newPage({ ...DESK, viewport: { width: 390, height: 844 } });
    await site.goto(`${url}/?table=5`);
    await site.getByTestId('add-item-salad-shirazi').click();
    await site.getByTestId('cart-next').click();
    await logInOnSite(site, url, freshCustomerPhone(), { firstName: 'سارا', lastName: 'محمدی' });
    await site.getByTestId('step-overview').waitFor();
    await site.getByTestId('cart-next').click();
    await site.getByTestId('checkout-submit').click();
    await site.waitForURL(/\/sandbox\/pay\//);
    await site.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await site.getByTestId('payment-ok').waitFor();
    await site.close();

    const page = await owner();
    await page.goto(`${url}/bo/reports/settlements`);
    const grid = page.getByTestId('report-grid');
    await expect.poll(() => grid.getAttribute('data-rows')).toBe('1');
    // The invoices column counts the week's paid subscription invoices.
    expect(await grid.locator('[col-id="invoices.length"]').last().innerText()).toBe('۱');
    await shot(page, 'settlements');
    await page.getByTestId('row-detail').click();
    const detail = page.getByTestId('settlement-detail');
    await detail.waitFor();
    const invoice = page.locator('[data-testid^="settlement-invoice-"]');
    await expect.poll(() => invoice.count()).toBe(1);
    const line = await invoice.first().innerText();
    expect(line).toContain('حرفه‌ای');
    expect(line).toContain('۳٬۵۰۰٬۰۰۰ تومان');
    expect(line).toContain('پرداخت‌شده');
    expect(line).toMatch(/آذر|دی|بهمن|اسفند|فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان/);
    expect(line).not.toMatch(/[0-9]/);
    expect(await page.getByTestId('settlement-onlineSales').innerText()).toMatch(PERSIAN_DIGIT);
    await aboveTheFold(invoice.first());
    await shot(page, 'settlement-detail');
    await expectAccessible(page);
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

  it('the admin renames a feature; the vendor’s locked pages say its new name', async () => {
    const renamed = 'گزارش‌ها و داشبورد مدیر';
    const desk = await admin();
    await desk.getByTestId('nav-bo-platform-features').click();
    await desk.getByTestId('admin-features-page').waitFor();
    const reports = desk.getByTestId('admin-feature-REPORTS');
    expect(await reports.innerText()).toContain('گزارش‌های مدیریتی');
    await aboveTheFold(desk.getByTestId('admin-feature-edit-KDS'));
    await shot(desk, 'admin-features');
    await expectAccessible(desk);
    await desk.getByTestId('admin-feature-edit-REPORTS').click();
    await desk.getByTestId('admin-feature-title').fill(renamed);
    await shot(desk, 'admin-feature-form');
    await desk.getByTestId('admin-feature-save').click();
    await expect.poll(() => reports.innerText()).toContain(renamed);

    // The vendor (on a package without the reports) reads the new name where they are locked.
    const page = await owner();
    await page.getByTestId('nav-bo-reports').click();
    const locked = page.getByTestId('feature-locked');
    await locked.waitFor();
    await expect.poll(() => locked.innerText()).toContain(`«${renamed}»`);
    await page.goto(`${screens.platform.url}/bo/reports`);
    await locked.waitFor();
    await expect.poll(() => locked.innerText()).toContain(`«${renamed}»`);
    await shot(page, 'reports-locked-renamed');
    // The subscription page's packages list it by the same name.
    await page.goto(`${screens.platform.url}/bo/subscription`);
    await expect
      .poll(() => page.getByTestId('package-package-basic-feature-REPORTS').innerText())
      .toContain(renamed);
  });

  it('the vendor renews the package it holds; the term ends a month later', async () => {
    const page = await owner();
    await page.goto(`${screens.platform.url}/bo/subscription`);
    await page.getByTestId('subscription-page').waitFor();
    const before = await plan(page);
    expect(before.endsAt).not.toBeNull();
    const ends = page.getByTestId('plan-ends');
    expect(await ends.innerText()).toBe(termEnd(before.endsAt!));
    expect(await ends.innerText()).toMatch(PERSIAN_DIGIT);

    const renew = page.getByTestId(`package-choose-${before.package.id}`);
    expect(await renew.innerText()).toBe('تمدید');
    await aboveTheFold(renew);
    await renew.click();
    await expect.poll(() => page.getByTestId('pay-amount').innerText()).toBe('۱٬۲۰۰٬۰۰۰ تومان');
    expect(await page.getByTestId('pay-modal').innerText()).toContain('روزی از دست نمی‌رود');
    expect(await page.getByRole('dialog').innerText()).toContain(
      `تمدید بستهٔ «${before.package.title}»`,
    );
    await aboveTheFold(page.getByTestId('pay-go'));
    await shot(page, 'renew-pay');
    await page.getByTestId('pay-go').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();

    await page.getByTestId('payment-ok').waitFor();
    // A renewal starts where the term ends: one month (30 days) on, no day lost.
    const renewedEnd = new Date(Date.parse(before.endsAt!) + 30 * DAY_MS).toISOString();
    await expect.poll(() => ends.innerText()).toBe(termEnd(renewedEnd));
    expect(await page.getByTestId('plan-package').innerText()).toBe(before.package.title);
    expect(await page.getByTestId('plan-days-left').innerText()).toBe(
      `${(before.daysLeft! + 30).toLocaleString('fa-IR')} روز مانده`,
    );
    await shot(page, 'renewed');
  });

  it('a term ending within three days puts a renewal banner over the back office', async () => {
    const desk = await admin();
    await desk.getByTestId('nav-bo-platform-codes').click();
    await desk.getByTestId('admin-codes-page').waitFor();
    await desk.getByTestId('admin-code-new').click();
    await desk.getByTestId('admin-code-code').fill('DOROOZ-2');
    await desk.getByTestId('admin-code-package').click();
    // A package the vendor never held: its grant starts now, not after a running term of it.
    await desk.getByRole('option', { name: 'سازمانی' }).click();
    await desk.getByTestId('admin-code-days').fill('2');
    await desk.getByTestId('admin-code-save').click();
    await desk.getByTestId('admin-code-DOROOZ-2').waitFor();

    const page = await owner();
    await page.goto(`${screens.platform.url}/bo/subscription`);
    await page.getByTestId('subscription-code').fill('DOROOZ-2');
    await page.getByRole('button', { name: 'بررسی کد' }).click();
    await expect
      .poll(() => page.getByTestId('subscription-code-found').getAttribute('data-kind'))
      .toBe('GRANT');
    await page.getByTestId('subscription-code-activate').click();
    await expect.poll(() => page.getByTestId('plan-days-left').innerText()).toBe('۲ روز مانده');
    // Not on the subscription page itself: its plan card says so already.
    expect(await page.getByTestId('renewal-banner').count()).toBe(0);

    await page.goto(`${screens.platform.url}/bo/`);
    const banner = page.getByTestId('renewal-banner');
    await banner.waitFor();
    expect(await banner.getAttribute('data-kind')).toBe('ending');
    expect(await page.getByTestId('renewal-banner-text').innerText()).toBe(
      'اشتراک «سازمانی» شما ۲ روز دیگر به پایان می‌رسد.',
    );
    await aboveTheFold(page.getByTestId('renewal-banner-open'));
    // The strip sits in the header: the POS below it still ends above the fold.
    await aboveTheFold(page.getByTestId('submit-order'));
    await shot(page, 'renewal-banner');
    await expectAccessible(page);
    await page.getByTestId('renewal-banner-open').click();
    await page.waitForURL('**/bo/subscription');
    await page.getByTestId('subscription-page').waitFor();
  });
});
