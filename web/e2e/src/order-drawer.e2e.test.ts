// Issue "Orders, complete" (POS screens) in headless Chromium at 1366×768 as the demo owner: an
// order taken at table 2 appears live in today's list; its row opens the order drawer, where the
// owner edits it (removes a line, restores it, is refused removing them all with the red toast,
// takes one unit off and saves), takes payment split across card and cash (the remaining amount
// shown live), refunds part of it, moves it to another table (one with an open order is disabled),
// serves it and finishes it; the other order is cancelled with a reason and the list, filtered
// by status, follows both live. Screenshots in test-results/screens.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_OWNER_PHONE, logInToBackOffice } from './back-office-login.ts';
import { screensForThisFile, shot as screenshot } from './platform.ts';

const screens = screensForThisFile();
const VIEWPORT = { width: 1366, height: 768 };

let page: Page;
const shot = (name: string) => screenshot(page, `order-drawer-${name}`);

beforeAll(async () => {
  page = await screens.browser.newPage({
    viewport: VIEWPORT,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
  });
  await logInToBackOffice(page, screens.platform.url, DEMO_OWNER_PHONE);
}, 60_000);

/** A call from the page, with the owner's session (as the back office makes it). */
async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = /(?:^|; )sofre_token=([^;]*)/.exec(document.cookie)?.[1];
      const response = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${decodeURIComponent(token ?? '')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    { method, path, body },
  );
}

interface Order {
  readonly orderId: string;
  readonly finalPrice: number;
  readonly amountPaid: number;
  readonly amountRefunded?: number;
  readonly status: string;
  readonly tableNumber?: string;
  readonly lines: readonly { id: string; count: number; title: string }[];
}

/** A salon order at a table, two dishes of the demo menu that sell now (×2 and ×1). */
async function takeOrder(tableNumber: string): Promise<string> {
  const menu = await screens.menu();
  const items = menu
    .flatMap((c) => c.items)
    .filter((i) => i.available && i.active && i.sellsNow && i.toppingCategories.length === 0);
  const id = crypto.randomUUID();
  await api('POST', '/api/orders', {
    id,
    tableNumber,
    deliveryType: 'SERVE',
    paymentMethod: 'CARD',
    lines: [
      { menuItemId: items[0]!.id, count: 2 },
      { menuItemId: items[1]!.id, count: 1 },
    ],
  });
  return id;
}

const order = (id: string) => api<Order>('GET', `/api/orders/${id}`);
const drawer = () => page.getByTestId('order-drawer-body');
const toast = (text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });
const OK = 'عملیات با موفقیت انجام گردید.';

/** Waits for the green toast of spec §8, then closes it so the next one is told apart. */
async function succeeded(): Promise<void> {
  const green = toast(OK).first();
  await green.waitFor();
  await green.getByRole('button').click();
  await green.waitFor({ state: 'detached' });
}

/** Fully inside the 1366×768 window: nothing important below the drawer's fold. */
async function inView(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(VIEWPORT.height);
}

const statusOf = () => drawer().getAttribute('data-status');

describe('the order drawer', () => {
  let orderId: string;

  it('an order taken at table 2 shows live in today’s list and its row opens the drawer', async () => {
    await page.getByTestId('tab-orders').click();
    await page.getByTestId('order-filters').waitFor();
    orderId = await takeOrder('2');
    // Another open order sits at table 4: the table dialog will not offer it.
    await takeOrder('4');
    const row = page.getByTestId(`order-row-${orderId}`);
    await row.waitFor({ timeout: 10_000 });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // The date range is today's Tehran day, in the Jalali calendar.
    expect(await page.getByTestId('order-filter-from').innerText()).toMatch(
      /[۰-۹]+ \S+ ۱۴[۰-۹]{2}/,
    );
    await shot('1-list');

    await row.click();
    await page.getByTestId('order-drawer-title').waitFor();
    expect(await statusOf()).toBe('CONFIRMED');
    expect(await page.getByTestId('order-table').innerText()).toBe('میز ۲');
    const body = await drawer().innerText();
    expect(body).toMatch(/[۰-۹]/);
    expect(body).not.toMatch(/[0-9]/);
    expect(body).toContain('تومان');
    for (const id of ['order-actions', 'order-due', 'order-tab-lines', 'order-lines']) {
      await inView(page.getByTestId(id));
    }
    await shot('2-opened');
  });

  it('edits the order: removes a line, restores it, is refused removing all, takes one off', async () => {
    const before = await order(orderId);
    await page.getByTestId('order-edit').click();
    const editor = page.getByTestId('order-editor');
    await editor.waitFor();
    await inView(page.getByTestId('edit-save'));
    const [first, second] = before.lines;
    const line = (id: string) => editor.locator(`[data-testid="edit-line"][data-line="${id}"]`);

    await line(second!.id).getByTestId('edit-line-remove').click();
    await page.getByTestId('removed-lines').waitFor();
    expect(await page.getByTestId('removed-lines').innerText()).toContain(second!.title);
    await shot('3-line-removed');
    await page.getByTestId('removed-line-restore').click();
    await page.getByTestId('removed-lines').waitFor({ state: 'detached' });
    expect(await editor.getByTestId('edit-line').count()).toBe(2);

    await line(second!.id).getByTestId('edit-line-remove').click();
    await line(first!.id).getByTestId('edit-line-remove').click();
    const refused = toast('امکان حذف همه اقلام سفارش وجود ندارد.');
    await refused.waitFor();
    expect(await refused.getAttribute('style')).toContain('red');
    expect(await editor.getByTestId('edit-line').count()).toBe(1);
    await shot('4-remove-all-refused');
    await refused.getByRole('button').click();

    await page.getByTestId('removed-line-restore').click();
    // A confirmed order cannot grow past what was ordered; it can shrink.
    expect(await line(first!.id).getByTestId('edit-line-increase').isDisabled()).toBe(true);
    await line(first!.id).getByTestId('edit-line-decrease').click();
    await page.getByTestId('edit-save').click();
    await succeeded();
    await editor.waitFor({ state: 'detached' });
    const after = await order(orderId);
    expect(after.lines.map((l) => l.count)).toEqual([1, 1]);
    expect(after.finalPrice).toBeLessThan(before.finalPrice);
    await expect
      .poll(() => page.getByTestId('order-line').first().getAttribute('data-count'))
      .toBe('1');
  });

  it('takes payment split across card and cash, the remaining amount shown live', async () => {
    const { finalPrice } = await order(orderId);
    const toman = finalPrice / 10;
    await page.getByTestId('order-pay').click();
    await page.getByTestId('pay-due').waitFor();
    const half = Math.floor(toman / 2);
    await page.getByTestId('pay-part-amount-0').fill(String(half));
    await page.getByTestId('pay-add-part').click();
    const remaining = page.getByTestId('pay-remaining');
    await expect.poll(() => remaining.getAttribute('data-remaining')).toBe('0');
    // Cash short by 1,000 Toman: the dialog says what is left, and will not send.
    await page.getByTestId('pay-part-amount-1').fill(String(toman - half - 1000));
    await expect.poll(() => remaining.getAttribute('data-remaining')).toBe('10000');
    expect(await remaining.innerText()).toContain('۱٬۰۰۰ تومان');
    expect(await page.getByTestId('pay-submit').isDisabled()).toBe(true);
    await shot('5-split-remaining');
    await page.getByTestId('pay-part-amount-1').fill(String(toman - half));
    await expect.poll(() => remaining.getAttribute('data-remaining')).toBe('0');
    await page.getByTestId('pay-submit').click();
    await succeeded();
    await expect.poll(async () => (await order(orderId)).amountPaid).toBe(finalPrice);
    await expect.poll(() => page.getByTestId('order-due').innerText()).toBe('۰ تومان');
    await page.getByTestId('order-tab-transactions').click();
    await expect
      .poll(() => page.locator('[data-testid="order-transaction"][data-kind="PAYMENT"]').count())
      .toBe(2);
    await shot('6-paid-split');
  });

  it('refunds part of what was paid', async () => {
    await page.getByTestId('order-refund').click();
    await page.getByTestId('refund-refundable').waitFor();
    await page.getByTestId('refund-amount').fill('5000');
    await page.getByTestId('refund-reason').fill('دوغ دیر رسید');
    await shot('7-refund');
    await page.getByTestId('refund-submit').click();
    await succeeded();
    await expect.poll(async () => (await order(orderId)).amountRefunded).toBe(50_000);
    await expect.poll(() => page.getByTestId('order-refunded').innerText()).toBe('۵٬۰۰۰ تومان');
    await expect
      .poll(() => page.locator('[data-testid="order-transaction"][data-kind="REFUND"]').count())
      .toBe(1);
  });

  it('moves the order to another table; a table with an open order is disabled', async () => {
    await page.getByTestId('order-change-table').click();
    await page.getByTestId('move-table-1').waitFor();
    await expect
      .poll(() => page.getByTestId('move-table-4').getAttribute('data-taken'))
      .toBe('true');
    expect(await page.getByTestId('move-table-4').isDisabled()).toBe(true);
    expect(await page.getByTestId('move-table-2').isDisabled()).toBe(true);
    await page.getByTestId('move-table-5').click();
    await shot('8-change-table');
    await page.getByTestId('table-submit').click();
    await succeeded();
    await expect.poll(() => page.getByTestId('order-table').innerText()).toBe('میز ۵');
    expect((await order(orderId)).tableNumber).toBe('5');
  });

  it('serves the order, calls the customer and finishes it: its last status', async () => {
    await page.getByTestId('order-step-READYTOSERVE').click();
    await succeeded();
    await expect.poll(statusOf).toBe('READYTOSERVE');
    await page.getByTestId('order-call').click();
    await succeeded();
    await page.getByTestId('order-called-at').waitFor();
    await page.getByTestId('order-step-DELIVERED').click();
    await succeeded();
    await expect.poll(statusOf).toBe('DELIVERED');
    await page.getByTestId('order-step-FINISHED').click();
    await succeeded();
    await expect.poll(statusOf).toBe('FINISHED');
    expect(await page.getByTestId('order-cancel').count()).toBe(0);
    await page.getByTestId('order-tab-timeline').click();
    const timeline = page.getByTestId('order-timeline');
    await expect
      .poll(() =>
        timeline
          .locator('[data-status]')
          .evaluateAll((items) => items.map((i) => i.getAttribute('data-status'))),
      )
      .toEqual(['SUBMITTED', 'CONFIRMED', 'READYTOSERVE', 'DELIVERED', 'FINISHED']);
    expect(await timeline.innerText()).toMatch(/۱۴[۰-۹]{2}، [۰-۹]{2}:[۰-۹]{2}/);
    await inView(timeline);
    await shot('9-finished-timeline');
  });

  it('cancels the other order with a reason; the list follows live and filters by status', async () => {
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'detached' });
    const row = page.getByTestId(`order-row-${orderId}`);
    await expect.poll(() => row.getAttribute('data-status')).toBe('FINISHED');

    const other = page.locator('[data-testid^="order-row-"]').filter({ hasNot: row }).first();
    const otherId = (await other.getAttribute('data-testid'))!.replace('order-row-', '');
    expect(otherId).not.toBe(orderId);
    await other.click();
    await expect.poll(() => page.getByTestId('order-table').innerText()).toBe('میز ۴');
    await page.getByTestId('order-cancel').click();
    await page.getByTestId('cancel-reason').fill('مشتری منصرف شد');
    await shot('10-cancel');
    await page.getByTestId('cancel-submit').click();
    await succeeded();
    await expect.poll(statusOf).toBe('REJECTED');
    expect((await order(otherId)).status).toBe('REJECTED');
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId(`order-row-${otherId}`).getAttribute('data-status'))
      .toBe('REJECTED');

    await page.getByTestId('order-filter-status').click();
    await page.getByRole('option', { name: 'لغوشده' }).click();
    await page.keyboard.press('Escape');
    await row.waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid^="order-row-"]').count()).toBe(1);
    await page.getByTestId(`order-row-${otherId}`).waitFor();
    await shot('11-list-filtered');
  });
});
