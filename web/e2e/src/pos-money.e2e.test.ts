// Money at the till in headless Chromium at 1366×768 (issue 30 items 9 and 19): an order submitted
// with «کارت‌خوان» is not saved unpaid to wait for «دریافت وجه»: what it owes goes to the till's
// card reader at once (the demo's active reader, the sandbox drawn on screen), a declined card is
// tried again, and once the reader approves the order is paid in today's list. A tip typed in the
// order's details is added to what the customer pays. Screenshots in test-results/screens.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logInToBackOffice } from './back-office-login.ts';
import { getAsPage, plainDish } from './order-api.ts';
import { screensForThisFile, shot as screenshot } from './platform.ts';

const screens = screensForThisFile();

/** Whole on screen: inside the window and inside every scrolling box around it. */
const inSight = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    for (let p = el.parentElement; p; p = p.parentElement) {
      if (!/(auto|scroll|hidden)/.test(getComputedStyle(p).overflowY)) continue;
      const frame = p.getBoundingClientRect();
      if (box.top < frame.top - 1 || box.bottom > frame.bottom + 1) return false;
    }
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
let page: Page;
const shot = (name: string) => screenshot(page, `pos-money-${name}`);

beforeAll(async () => {
  page = await screens.browser.newPage({
    viewport: { width: 1366, height: 768 },
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
  });
  await logInToBackOffice(page, screens.platform.url);
}, 60_000);

describe('paying by card at the till', () => {
  it('submit with «کارت‌خوان» charges the reader; declined then approved, the order is paid', async () => {
    const dish = plainDish(await screens.menu());
    await page.getByTestId(`menu-category-${dish.categoryId}`).click();
    await page.getByTestId(`menu-item-${dish.id}`).click();
    await page.getByTestId('table-number').fill('۳');
    const submitted = page.waitForResponse(
      (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
    );
    await page.getByTestId('submit-order').click();
    const { id } = (await (await submitted).json()) as { id: string };

    const charge = page.getByTestId('card-charge');
    await expect.poll(() => charge.getAttribute('data-state')).toBe('atReader');
    await expect
      .poll(() => page.getByTestId('sandbox-reader').getAttribute('data-waiting'))
      .toBe('true');
    expect(await inSight(page.getByTestId('sandbox-reader-approve'))).toBe(true);
    await shot('at-reader');

    await page.getByTestId('sandbox-reader-decline').click();
    await expect.poll(() => charge.getAttribute('data-state')).toBe('declined');
    await page.getByTestId('card-charge-retry').click();
    await expect.poll(() => charge.getAttribute('data-state')).toBe('atReader');
    await page.getByTestId('sandbox-reader-approve').click();
    await page.getByTestId('card-charge-paid').waitFor();
    await shot('paid');

    await page.getByTestId('tab-orders').click();
    const row = page.getByTestId(`order-row-${id}`);
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('پرداخت');
  });

  it('a tip typed in the order’s details is added to what the customer pays', async () => {
    const dish = plainDish(await screens.menu());
    await page.getByTestId('tab-new-order').click();
    await page.getByTestId(`menu-category-${dish.categoryId}`).click();
    await page.getByTestId(`menu-item-${dish.id}`).click();
    await page.getByTestId('draft-view').getByText('جزئیات سفارش').click({ force: true });
    // The kitchen note is in sight as the details open, not below the panel's fold.
    expect(await inSight(page.getByTestId('order-description'))).toBe(true);
    const tip = page.getByTestId('order-tip');
    await tip.fill('۱۵۰۰۰');
    await shot('tip');
    const submitted = page.waitForResponse(
      (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
    );
    await page.getByTestId('submit-order').click();
    const { id } = (await (await submitted).json()) as { id: string };
    const order = await getAsPage<{ price: { tip: number }; finalPrice: number }>(
      page,
      `/api/orders/${id}`,
    );
    expect(order.price.tip).toBe(150_000);
    expect(order.finalPrice).toBeGreaterThanOrEqual(dish.price + 150_000);
  });
});
