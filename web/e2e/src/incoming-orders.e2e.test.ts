// Issue 30 item 8 in headless Chromium at 1366×768: a customer's site order paid online does not
// wait silently for «تأیید سفارش». The cashier's POS shows it above everything with a toast, and
// keeps it there until it is accepted; accepting it from the banner's button sends it to the
// kitchen and the banner goes. With automatic acceptance on (/bo/settings), a paid site order
// goes straight to the kitchen and nothing waits. Screenshots in test-results/screens.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_PHONE, logInToBackOffice } from './back-office-login.ts';
import { screensForThisFile, shot as screenshot } from './platform.ts';
import { paidSiteOrder } from './site-customer.ts';

const screens = screensForThisFile();
let page: Page;
const shot = (name: string) => screenshot(page, `incoming-orders-${name}`);

beforeAll(async () => {
  page = await screens.browser.newPage({
    viewport: { width: 1366, height: 768 },
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
  });
  await logInToBackOffice(page, screens.platform.url, DEMO_OWNER_PHONE);
}, 60_000);

describe('online orders at the POS', () => {
  it('a paid site order rings and shows until the cashier accepts it', async () => {
    await page.getByTestId('tab-new-order').waitFor();
    await expect.poll(() => page.getByTestId('incoming-orders').count()).toBe(0);
    const { orderId } = await paidSiteOrder(screens.platform.url);
    const banner = page.getByTestId('incoming-orders');
    await banner.waitFor();
    await expect.poll(() => page.getByTestId(`incoming-${orderId}`).count()).toBe(1);
    await expect.poll(() => page.locator('.mantine-Notification-root').count()).toBeGreaterThan(0);
    // The draft's submit button stays on screen with the banner above it.
    const submit = await page.getByTestId('submit-order').boundingBox();
    expect(submit && submit.y + submit.height).toBeLessThanOrEqual(768);
    await shot('waiting');

    await page.getByTestId(`review-${orderId}`).click();
    const drawer = page.getByTestId('order-drawer');
    await drawer.getByRole('button', { name: 'تأیید سفارش' }).click();
    await expect.poll(() => page.getByTestId('incoming-orders').count()).toBe(0);
    await shot('accepted');
  });

  it('with automatic acceptance on, a paid site order goes straight to the kitchen', async () => {
    await page.goto(`${screens.platform.url}/bo/settings`);
    const toggle = page.getByTestId('auto-accept-online-orders');
    await toggle.waitFor();
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await shot('settings');
    await page.goto(`${screens.platform.url}/bo/`);
    await page.getByTestId('tab-new-order').waitFor();
    const { orderId } = await paidSiteOrder(screens.platform.url);
    await page.getByTestId('tab-orders').click();
    await expect
      .poll(() => page.getByTestId(`order-row-${orderId}`).getAttribute('data-status'))
      .toBe('CONFIRMED');
    expect(await page.getByTestId('incoming-orders').count()).toBe(0);
  });
});
