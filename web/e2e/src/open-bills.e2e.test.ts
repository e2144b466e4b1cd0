// Open post-paid bills in headless Chromium at 1366×768 as the demo cashier: a bill opened at
// table 3 over the API shows at once (no reload) in the POS tab «حساب‌های باز میزها» and on the
// floor, where table 3's card says since when it is open and what is due; a second bill at the
// same table shows live on the floor and makes its card ask which bill to open. The cashier opens
// the first from the card, adds a dish to it in the drawer, and settles it with a split payment
// (card and cash); the tab then lists only the second bill, which its «تسویه» button settles
// straight away. Screenshots in test-results/screens (open-bills-*.png).
import { randomUUID } from 'node:crypto';
import type { MenuItemView, OrderTracker, OrderTransactions } from '@sofre/engine/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditPage, readable } from './axe-audit.ts';
import { logInToBackOffice } from './back-office-login.ts';
import { getAsPage, postAsPage } from './order-api.ts';
import { screensForThisFile, shot as screenshot } from './platform.ts';

const screens = screensForThisFile();
const VIEWPORT = { width: 1366, height: 768 };

let page: Page;
let dishes: MenuItemView[];
const shot = (name: string) => screenshot(page, `open-bills-${name}`);

beforeAll(async () => {
  page = await screens.browser.newPage({
    viewport: VIEWPORT,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
  });
  await logInToBackOffice(page, screens.platform.url);
  dishes = (await screens.menu())
    .flatMap((c) => c.items)
    .filter((i) => i.available && i.active && i.sellsNow && i.toppingCategories.length === 0);
}, 60_000);

/** A post-paid bill at the table: two of the first dish, UNPAID until the guests leave. */
async function openBill(tableNumber: string): Promise<string> {
  const id = randomUUID();
  const lines = [{ menuItemId: dishes[0]!.id, count: 2 }];
  expect(await postAsPage(page, { id, tableNumber, lines }, '/api/orders/postpaid')).toBe(201);
  return id;
}

const order = (id: string) => getAsPage<OrderTracker>(page, `/api/orders/${id}`);
const toast = (text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

/** Waits for the green toast of spec §8, then closes it so the next one is told apart. */
async function succeeded(): Promise<void> {
  const green = toast('عملیات با موفقیت انجام گردید.').first();
  await green.waitFor();
  await green.getByRole('button').click();
  await green.waitFor({ state: 'detached' });
}

/** Fully inside the 1366×768 window: nothing the cashier needs below the fold. */
async function inView(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(VIEWPORT.height);
}

/** What a person reads: Persian digits only. */
async function persianDigitsOnly(locator: Locator): Promise<void> {
  const text = await locator.innerText();
  expect(text).toMatch(/[۰-۹]/);
  expect(text).not.toMatch(/[0-9]/);
}

async function noAxeFindings(name: string): Promise<void> {
  expect(readable(await auditPage(page)), `axe on ${name}`).toEqual([]);
}

const card = (table: number) => page.getByTestId(`table-card-${table}`);
const billRow = (id: string) => page.getByTestId(`open-bill-${id}`);

describe('open post-paid bills at tables', () => {
  let first: string;
  let second: string;

  it('a bill opened at table 3 shows at once in the POS tab of open bills', async () => {
    await page.getByTestId('tab-open-bills').click();
    await page.getByTestId('open-bills-empty').waitFor();
    first = await openBill('3');
    // Live: the page is not read again.
    await billRow(first).waitFor({ timeout: 10_000 });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByTestId('open-bills-count').innerText()).toBe('۱');
    expect(await billRow(first).getAttribute('data-table')).toBe('3');
    const { finalPrice } = await order(first);
    expect(await billRow(first).getAttribute('data-due')).toBe(String(finalPrice));
    const row = await billRow(first).innerText();
    expect(row).toContain('میز ۳');
    expect(row).toContain('تومان');
    expect(await billRow(first).getByTestId('open-bill-duration').innerText()).toMatch(/دقیقه/);
    await persianDigitsOnly(page.getByTestId('open-bills'));
    await inView(billRow(first).getByTestId('open-bill-pay'));
    await shot('1-tab');
    await noAxeFindings('open bills');
  });

  it('the floor shows the bill on table 3’s card, and a second bill there live', async () => {
    await page.getByTestId('nav-bo-tables').click();
    await page.waitForURL('**/bo/tables');
    await card(3).getByTestId('table-due-3').waitFor();
    expect(await card(3).getAttribute('data-state')).toBe('RESERVED');
    expect(await card(3).innerText()).toContain('اشغال');
    const { finalPrice } = await order(first);
    expect(await page.getByTestId('table-due-3').getAttribute('data-due')).toBe(String(finalPrice));
    await persianDigitsOnly(card(3));
    await inView(card(3));

    second = await openBill('3');
    await expect.poll(() => page.getByTestId('table-orders-3').innerText()).toBe('۲ سفارش باز');
    await expect
      .poll(() => page.getByTestId('table-due-3').getAttribute('data-due'))
      .toBe(String(2 * finalPrice));
    await shot('2-floor');
    await noAxeFindings('floor with open bills');
  });

  it('table 3’s card asks which bill, and opens the first in the order drawer', async () => {
    await page.getByTestId('table-open-3').click();
    await page.getByTestId('bill-picker').waitFor();
    await page.waitForTimeout(250); // the modal fades in
    await shot('3-picker');
    await page.getByTestId(`bill-pick-${first}`).click();
    await page.getByTestId('order-drawer-title').waitFor();
    expect(await page.getByTestId('order-table').innerText()).toBe('میز ۳');
    expect(await page.getByTestId('order-drawer-body').getAttribute('data-status')).toBe(
      'CONFIRMED',
    );
  });

  it('adds a dish to the bill in the drawer', async () => {
    const before = await order(first);
    await page.getByTestId('order-edit').click();
    const editor = page.getByTestId('order-editor');
    await editor.waitFor();
    expect(await editor.getAttribute('data-mode')).toBe('bill');
    const dish = dishes[1]!;
    await page.getByTestId('edit-add-dish').fill(dish.title);
    await page.getByRole('option', { name: dish.title }).click();
    await expect.poll(() => editor.getByTestId('edit-line').count()).toBe(2);
    await inView(page.getByTestId('edit-save'));
    await shot('4-dish-added');
    await page.getByTestId('edit-save').click();
    await succeeded();
    const after = await order(first);
    expect(after.lines.map((l) => [l.title, l.count])).toEqual([
      [before.lines[0]!.title, 2],
      [dish.title, 1],
    ]);
    expect(after.finalPrice).toBeGreaterThan(before.finalPrice);
    // The floor behind the drawer follows: table 3 owes more now.
    await expect
      .poll(async () => Number(await page.getByTestId('table-due-3').getAttribute('data-due')))
      .toBe(after.finalPrice + (await order(second)).finalPrice);
  });

  it('settles it with a split payment, card and cash', async () => {
    const { finalPrice } = await order(first);
    const toman = finalPrice / 10;
    await page.getByTestId('order-pay').click();
    await page.getByTestId('pay-due').waitFor();
    const half = Math.floor(toman / 2);
    await page.getByTestId('pay-part-amount-0').fill(String(half));
    await page.getByTestId('pay-add-part').click();
    await page.getByTestId('pay-part-amount-1').fill(String(toman - half));
    const remaining = page.getByTestId('pay-remaining');
    await expect.poll(() => remaining.getAttribute('data-remaining')).toBe('0');
    await inView(page.getByTestId('pay-submit'));
    await shot('5-split');
    await page.getByTestId('pay-submit').click();
    await succeeded();
    expect((await order(first)).amountPaid).toBe(finalPrice);
    const money = await getAsPage<OrderTransactions>(page, `/api/orders/${first}/transactions`);
    expect(money.transactions.map((t) => [t.kind, t.paymentMethod, t.amount])).toEqual([
      ['PAYMENT', 'CARD', half * 10],
      ['PAYMENT', 'CASH', finalPrice - half * 10],
    ]);
    await expect.poll(() => page.getByTestId('order-due').innerText()).toBe('۰ تومان');
    await shot('6-settled');
    await page.keyboard.press('Escape');
    await page.getByTestId('order-drawer-body').waitFor({ state: 'detached' });
  });

  it('the tab then lists only the second bill, and «تسویه» settles it at once', async () => {
    await page.getByTestId('nav-bo').click();
    await page.getByTestId('tab-open-bills').click();
    await billRow(second).waitFor();
    expect(await billRow(first).count()).toBe(0);
    expect(await page.getByTestId('open-bills-count').innerText()).toBe('۱');
    await shot('7-one-left');

    await billRow(second).getByTestId('open-bill-pay').click();
    await page.getByTestId('pay-due').waitFor();
    await page.getByTestId('pay-submit').click();
    await succeeded();
    await page.getByTestId('open-bills-empty').waitFor();
    expect((await order(second)).amountPaid).toBe((await order(second)).finalPrice);
  });
});
