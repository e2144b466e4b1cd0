// The POS order panel at a 1366×768 till, in headless Chromium against the running platform: the
// total and the submit button stay on screen with one line or twelve (the lines scroll), the menu
// search filters and adds by keyboard, a line's note reaches the order, a cash order shows the
// change, and after the submit the order's number, its tracker QR and the receipt show with the
// keyboard back in the search box. A kitchen user gets today's orders and no order form. One
// browser; the cashier's page is reused from test to test. Screenshots: test-results/screens.
import type { MenuItemView, OrderTracker } from '@sofre/engine/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_KITCHEN_PHONE, logInToBackOffice } from './back-office-login.ts';
import { screensForThisFile, shot } from './platform.ts';

const screens = screensForThisFile();
const TILL = { width: 1366, height: 768 };

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

async function pageFor(phone?: string): Promise<Page> {
  const context = await screens.browser.newContext({
    viewport: TILL,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
  });
  contexts.push(context);
  const page = await context.newPage();
  await logInToBackOffice(page, screens.platform.url, phone);
  return page;
}

let cashierPage: Page | undefined;
/** The demo cashier on the POS, logged in once for the whole file. */
async function cashier(): Promise<Page> {
  cashierPage ??= await pageFor();
  await cashierPage.getByTestId('menu-search').waitFor();
  return cashierPage;
}

/** Dishes a cashier adds with one tap: no toppings to choose, on sale at this hour. */
async function plainDishes(): Promise<MenuItemView[]> {
  const menu = await screens.menu();
  return menu
    .flatMap((c) => c.items)
    .filter((i) => i.available && i.active && i.sellsNow && i.toppingCategories.length === 0);
}

async function tapDish(page: Page, item: MenuItemView): Promise<void> {
  await page.getByTestId(`menu-category-${item.categoryId}`).click();
  await page.getByTestId(`menu-item-${item.id}`).click();
}

/** Removes every line: the last one taken off starts a fresh draft. */
async function clearDraft(page: Page): Promise<void> {
  const lines = page.getByTestId('draft-line');
  while ((await lines.count()) > 0) await lines.first().getByTestId('line-remove').click();
}

/** Whether the element is wholly inside the window, with the page itself not scrolled. */
async function onScreen(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  const scrollY = await page.evaluate(() => window.scrollY);
  return (
    box !== null &&
    scrollY === 0 &&
    box.y >= 0 &&
    box.y + box.height <= TILL.height &&
    box.x >= 0 &&
    box.x + box.width <= TILL.width
  );
}

const pageScrolls = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight);

const persianDigits = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

const toman = (rial: number) =>
  `${new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 }).format(rial / 10)} تومان`;

describe('the POS order panel at 1366×768', () => {
  it('keeps the total and the submit button on screen with 1 line and with 12 lines', async () => {
    const page = await cashier();
    const dishes = await plainDishes();
    expect(dishes.length).toBeGreaterThanOrEqual(12);

    await tapDish(page, dishes[0]!);
    await expect.poll(() => page.getByTestId('draft-line').count()).toBe(1);
    expect(await onScreen(page, 'submit-order')).toBe(true);
    expect(await onScreen(page, 'draft-final-price')).toBe(true);
    expect(await pageScrolls(page)).toBe(false);
    await shot(page, 'pos-panel-1-line');

    for (const dish of dishes.slice(1, 12)) await tapDish(page, dish);
    await expect.poll(() => page.getByTestId('draft-line').count()).toBe(12);
    expect(await onScreen(page, 'submit-order')).toBe(true);
    expect(await onScreen(page, 'draft-final-price')).toBe(true);
    expect(await pageScrolls(page)).toBe(false);
    // The lines scroll in their own area, the newest one brought into view.
    const body = page.getByTestId('draft-body');
    expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    const last = await page.getByTestId('draft-line').last().boundingBox();
    const area = await body.boundingBox();
    expect(last!.y + last!.height).toBeLessThanOrEqual(area!.y + area!.height + 1);
    await shot(page, 'pos-panel-12-lines');
    await clearDraft(page);
  });

  it('search filters the dishes by title in any Persian spelling; Enter adds the single match', async () => {
    const page = await cashier();
    const salad = (await plainDishes()).find((d) => d.id === 'item-salad-shirazi')!;
    const search = page.getByTestId('menu-search');

    // Arabic ي as some keyboards type it; the menu writes the Persian ی.
    await search.fill('سالاد شيرازي');
    const results = page.getByTestId('menu-search-results');
    await expect.poll(() => results.locator('[data-testid^="menu-item-"]').count()).toBe(1);
    await results.getByTestId(`menu-item-${salad.id}`).waitFor();
    await shot(page, 'pos-panel-search');

    await search.press('Enter');
    await expect.poll(() => page.locator(`[data-menu-item="${salad.id}"]`).count()).toBe(1);
    expect(await search.inputValue()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'menu-search',
    );

    // A query matching several dishes adds nothing on Enter.
    await search.fill('چلو');
    await expect
      .poll(() => results.locator('[data-testid^="menu-item-"]').count())
      .toBeGreaterThan(1);
    await search.press('Enter');
    expect(await page.getByTestId('draft-line').count()).toBe(1);
    await search.press('Escape');
    expect(await search.inputValue()).toBe('');
  });

  it('a cash order shows the change due as the amount handed over is typed', async () => {
    const page = await cashier();
    await page.getByTestId('payment-type').click();
    await page.getByRole('option', { name: 'نقدی' }).click();
    const finalRial = Number(await page.getByTestId('draft-final-price').getAttribute('data-rial'));
    expect(finalRial).toBeGreaterThan(0);
    const tendered = page.getByTestId('cash-tendered');
    const change = page.getByTestId('cash-change');

    // Too little, typed in Persian digits: short by the rest.
    const half = Math.floor(finalRial / 10 / 2);
    await tendered.fill(persianDigits(half));
    await expect.poll(() => change.getAttribute('data-kind')).toBe('short');
    expect(await change.getAttribute('data-rial')).toBe(String(finalRial - half * 10));

    // A round note or two: the change, in Toman with Persian digits.
    const handed = Math.ceil(finalRial / 10 / 100_000) * 100_000;
    await tendered.fill(String(handed));
    await expect.poll(() => change.getAttribute('data-kind')).toBe('change');
    const due = handed * 10 - finalRial;
    expect(await change.getAttribute('data-rial')).toBe(String(due));
    expect(await change.innerText()).toContain(toman(due));
    expect(await change.innerText()).toContain('باقی‌مانده برای پرداخت به مشتری');
    expect(await tendered.inputValue()).toBe(new Intl.NumberFormat('fa-IR').format(handed));
    expect(await onScreen(page, 'submit-order')).toBe(true);
    await shot(page, 'pos-panel-cash');
  });

  it('a line note reaches the order; after submit the number, the tracker QR and the receipt show and the search box has the keyboard', async () => {
    const page = await cashier();
    const line = page.getByTestId('draft-line').first();
    await line.getByTestId('line-note').click();
    const popover = page.getByTestId('line-note-popover');
    // The manager's ITEM notes as chips: tapping one writes it.
    await popover.getByTestId('quick-note').filter({ hasText: 'بدون پیاز' }).click();
    expect(await popover.getByTestId('line-note-input').inputValue()).toBe('بدون پیاز');
    await shot(page, 'pos-panel-line-note');
    await popover.getByTestId('line-note-input').press('Enter');
    await expect
      .poll(() => page.getByTestId('draft-line').first().getAttribute('data-note'))
      .toBe('بدون پیاز');

    const posted = page.waitForRequest(
      (r) => r.url().endsWith('/api/orders') && r.method() === 'POST',
    );
    await page.getByTestId('submit-order').click();
    const body = (await posted).postDataJSON() as { id: string; lines: { note?: string }[] };
    expect(body.lines[0]?.note).toBe('بدون پیاز');

    const number = page.getByTestId('submitted-order-number');
    await number.waitFor();
    const card = page.getByTestId('submitted-order');
    expect(await card.getByTestId('tracker-qr').getAttribute('data-link')).toBe(
      `${screens.platform.url}/orders/${body.id}`,
    );
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('menu-search');
    expect(await onScreen(page, 'submitted-order')).toBe(true);
    await shot(page, 'pos-panel-submitted');

    // The tracker (what the kitchen and the customer read) has the number and the note.
    const tracker = (await (
      await fetch(`${screens.platform.url}/api/orders/${body.id}`, {
        headers: { 'x-vendor-domain': new URL(screens.platform.url).hostname },
      })
    ).json()) as OrderTracker;
    expect(await number.getAttribute('data-number')).toBe(String(tracker.number));
    expect(await number.innerText()).toContain(
      new Intl.NumberFormat('fa-IR').format(tracker.number),
    );
    expect(tracker.lines[0]?.note).toBe('بدون پیاز');

    // «چاپ رسید» prints the page, which on paper is the receipt alone.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await card.getByTestId('print-receipt').click();
    expect(await page.locator('body').getAttribute('data-printed')).toBe('yes');
    await page.emulateMedia({ media: 'print' });
    const receipt = page.getByTestId('order-receipt');
    expect(await receipt.isVisible()).toBe(true);
    expect(await page.getByTestId('order-draft').isVisible()).toBe(false);
    expect(await receipt.innerText()).toMatch(/[۰-۹]/);
    expect(await receipt.getAttribute('dir')).toBe('rtl');
    await shot(page, 'pos-panel-receipt-print');
    await page.emulateMedia({ media: 'screen' });
  });

  it('a kitchen user sees today’s orders and a word on why, and no order form', async () => {
    const page = await pageFor(DEMO_KITCHEN_PHONE);
    await page.getByTestId('pos-view-only').waitFor();
    expect(await page.getByTestId('order-draft').count()).toBe(0);
    expect(await page.getByTestId('menu-search').count()).toBe(0);
    expect(await page.getByTestId('pos-view-only').innerText()).toContain('ثبت سفارش');
    await shot(page, 'pos-panel-kitchen');
  });
});
