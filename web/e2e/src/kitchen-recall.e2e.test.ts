// Between the kitchen and the counter (issue 30, items 10 and 12), at 1920×1080 on the walls and
// 1366×768 at the counter. Each ticket says how its order leaves and where it came from: a
// website's courier order, a counter takeaway, a salon table. The courier order is bumped ready
// (the POS shows «آماده ارسال»), then brought back with «برگرداندن آخرین»: it is cooking again on
// the station, the expo shows it with its ready button, and the POS list shows it «تاییدشده».
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { kitchenLogin, wall, wallScreen } from './kitchen-wall.ts';
import { postAsPage } from './order-api.ts';
import { screensForThisFile } from './platform.ts';

const screens = screensForThisFile();
const HOT = 'station-hot-kitchen';
const counter = { ...wall, viewport: { width: 1366, height: 768 } };
const kebab = { menuItemId: 'item-kabab-koobideh', count: 2 };
const joojeh = { menuItemId: 'item-joojeh-kabab', count: 1 };

/** A picture under /tmp once the page is still (fonts loaded, transitions done). */
async function picture(page: Page, name: string) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });
  await page.screenshot({ path: `/tmp/sofre-${name}.png` });
}

/** The owner takes an order at the counter (confirmed at once: it goes to the kitchen). */
async function takeOrder(page: Page, order: object) {
  const id = randomUUID();
  expect(await postAsPage(page, { id, ...order }, '/api/orders')).toBe(201);
  return id;
}

describe('between the kitchen and the counter', () => {
  it('names each ticket’s way out and source, and a recall sends a ready order back', async () => {
    const { owner, storage } = await kitchenLogin(screens.browser, screens.platform.url);
    const hot = await wallScreen(screens.browser, screens.platform.url, storage, HOT);
    const expo = await wallScreen(screens.browser, screens.platform.url, storage);

    const courier = await takeOrder(owner, {
      source: 'WEBSITE',
      deliveryType: 'DELIVER',
      addressId: 'demo-customer-1-address-1',
      paymentMethod: 'CASH',
      lines: [kebab],
    });
    const takeaway = await takeOrder(owner, { deliveryType: 'PICKUP', lines: [joojeh] });
    const table = await takeOrder(owner, {
      tableNumber: '4',
      numberOfCustomers: 2,
      lines: [kebab],
    });

    // Item 12: how it leaves and where it came from, on the station and on the expo.
    const routeOn = (page: Page, ticket: string) =>
      page.getByTestId(ticket).getByTestId('ticket-route').innerText();
    for (const [page, prefix] of [
      [hot, `station-ticket-${HOT}-`],
      [expo, 'ticket-'],
    ] as const) {
      await page.getByTestId(`${prefix}${table}`).waitFor();
      await expect.poll(() => routeOn(page, `${prefix}${courier}`)).toBe('ارسال با پیک · وب‌سایت');
      expect(await routeOn(page, `${prefix}${takeaway}`)).toBe('تحویل حضوری');
      expect(await routeOn(page, `${prefix}${table}`)).toBe('سرو در سالن');
      const head = await page.getByTestId(`${prefix}${table}`).innerText();
      expect(head).toContain('میز ۴');
      expect(head).not.toMatch(/[0-9]/);
    }
    expect(await hot.locator('html').getAttribute('dir')).toBe('rtl');

    // The counter's list at 1366×768, beside the kitchen.
    const pos = await (
      await screens.browser.newContext({ ...counter, storageState: storage })
    ).newPage();
    await pos.goto(`${screens.platform.url}/bo/`);
    await pos.getByTestId('tab-orders').click();
    const row = pos.getByTestId(`order-row-${courier}`);
    await row.waitFor();

    // The courier order is bumped ready: it leaves the kitchen; the counter sees it ready to ship.
    await hot.getByTestId(`bump-${HOT}-${courier}`).click();
    await expo.getByTestId(`ticket-${courier}`).waitFor({ state: 'detached' });
    await expect.poll(() => row.getAttribute('data-status')).toBe('READYTOSHIPMENT');

    // Item 10: «برگرداندن آخرین» brings it back, cooking again everywhere.
    await hot.getByTestId('recall-last').click();
    await hot.getByTestId(`station-ticket-${HOT}-${courier}`).waitFor();
    const bump = expo.getByTestId(`bump-${courier}`);
    await bump.waitFor();
    await expect.poll(() => bump.getAttribute('data-status')).toBe('CONFIRMED');
    expect(await bump.getAttribute('data-ready-status')).toBe('READYTOSHIPMENT');
    expect(await bump.isEnabled()).toBe(true);
    expect(await bump.innerText()).toBe('آماده شد');
    await expect.poll(() => row.getAttribute('data-status')).toBe('CONFIRMED');
    expect(await row.innerText()).toContain('تاییدشده');
    expect(await row.innerText()).not.toMatch(/[0-9]/);
    await picture(hot, 'kds-station-after-recall');
    await picture(expo, 'kds-expo-after-recall');
    await picture(pos, 'pos-orders-after-recall');

    // The expo sends it out again: ready to ship once more.
    await bump.click();
    await expo.getByTestId(`ticket-${courier}`).waitFor({ state: 'detached' });
    await expect.poll(() => row.getAttribute('data-status')).toBe('READYTOSHIPMENT');
    await picture(pos, 'pos-orders-ready-again');
  });
});
