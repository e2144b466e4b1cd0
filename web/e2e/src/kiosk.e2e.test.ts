// The counter kiosk (/kiosk) in headless Chromium at 1280×800: a manager sets the tablet up once
// with the cashier's phone and one-time code; a customer orders a kebab with toppings and a doogh,
// pays at the sandbox card reader (declined once, then approved) and sees the order's number and
// tracker QR. The API then shows the order as a KIOSK order paid by CARD. Every screen is checked
// with axe, for touch targets of at least 56 px and for needing no scroll; the screenshots go to
// /tmp/shots/kiosk-*.png. The inactivity reset is played with Chromium's clock moved forward.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { OrderTracker, OrderTransactions } from '@sofre/engine/contracts';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { auditPage, readable } from './axe-audit.ts';
import { codeFromOutbox, DEMO_CASHIER_PHONE } from './back-office-login.ts';
import { getAsPage } from './order-api.ts';
import { screensForThisFile } from './platform.ts';

const screens = screensForThisFile();
const SHOTS = '/tmp/shots';
const MIN_TARGET_PX = 56;

let page: Page;
afterAll(() => page?.context().close());

/** The screen as a person sees it (font loaded, transitions done), kept as kiosk-<name>.png. */
async function shot(name: string): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });
  await page.screenshot({ path: join(SHOTS, `kiosk-${name}.png`) });
}

/** axe finds nothing serious; every control is big enough to touch; the page needs no scroll. */
async function expectKioskScreen(name: string, scope?: string): Promise<void> {
  await expect.poll(() => page.locator('.mantine-Loader-root:visible').count()).toBe(0);
  await shot(name);
  expect(
    readable(await auditPage(page, scope ? { include: scope } : {})),
    `axe on ${name}`,
  ).toEqual([]);
  const small = await page.evaluate((min) => {
    const controls = document.querySelectorAll('button, a[href], input, [role="button"]');
    return Array.from(controls)
      .filter((el) => el.closest('[aria-hidden="true"]') === null)
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .filter(({ box }) => box.height < min || box.width < min)
      .map(
        ({ el, box }) =>
          `${el.textContent?.trim() || el.getAttribute('aria-label')} ${box.width}×${box.height}`,
      );
  }, MIN_TARGET_PX);
  expect(small, `touch targets under ${MIN_TARGET_PX} px on ${name}`).toEqual([]);
  const scrolls = await page.evaluate(
    () => document.documentElement.scrollHeight > window.innerHeight + 1,
  );
  expect(scrolls, `${name} scrolls the page`).toBe(false);
}

const persianDigits = /^[^0-9]*$/;

describe('the counter kiosk', () => {
  it('is set up once by a manager with the phone and a one-time code', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const context = await screens.browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'fa-IR',
      timezoneId: 'Asia/Tehran',
      hasTouch: true,
    });
    page = await context.newPage();
    await page.clock.install();
    await page.goto(`${screens.platform.url}/kiosk`);
    await page.getByTestId('kiosk-setup-phone').fill(DEMO_CASHIER_PHONE);
    await expectKioskScreen('setup');
    const since = new Date(Date.now() - 1000);
    await page.getByTestId('kiosk-setup-send').click();
    const code = await codeFromOutbox(screens.platform.url, DEMO_CASHIER_PHONE, since);
    await page.getByTestId('kiosk-setup-code').fill(code);
    await page.getByTestId('kiosk-setup-verify').click();
    await page.getByTestId('kiosk-start').waitFor();
    await expect
      .poll(() => page.getByTestId('kiosk-start').textContent())
      .toContain('رستوران سفره');
    await expectKioskScreen('start');

    // A reload keeps the kiosk signed in: it never asks again.
    await page.reload();
    await page.getByTestId('kiosk-start').waitFor();
    expect(await page.getByTestId('kiosk-setup').count()).toBe(0);
  });

  it('takes an order of a kebab with toppings and a doogh', async () => {
    await page.getByTestId('kiosk-start').click();
    await page.getByTestId('kiosk-category-cat-mains').click();
    await page.getByTestId('kiosk-item-item-kabab-koobideh').waitFor();
    await expectKioskScreen('menu');

    await page.getByTestId('kiosk-item-item-kabab-koobideh').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.getByTestId('kiosk-topping-top-sauce-garlic').click();
    await page.getByTestId('kiosk-topping-top-bread-lavash').click();
    await expect
      .poll(() => page.getByTestId('kiosk-topping-top-sauce-garlic').getAttribute('aria-pressed'))
      .toBe('true');
    await expectKioskScreen('item-dialog', '[role="dialog"]');
    await page.getByTestId('kiosk-item-add').click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByTestId('kiosk-category-cat-drinks').click();
    await page.getByTestId('kiosk-item-item-doogh').click();
    await expect
      .poll(() => page.getByTestId('kiosk-cart-bar').getAttribute('data-items'))
      .toBe('2');
    const bar = (await page.getByTestId('kiosk-cart-bar').textContent()) ?? '';
    expect(bar).toMatch(persianDigits);
    expect(bar).toContain('تومان');
    await expectKioskScreen('menu-with-cart');

    await page.getByTestId('kiosk-review').click();
    await page.getByTestId('kiosk-line-item-doogh').waitFor();
    await page.getByTestId('kiosk-line-item-doogh-count-plus').click();
    await expect
      .poll(() => page.getByTestId('kiosk-line-item-doogh-count').getAttribute('data-count'))
      .toBe('2');
    expect(await page.getByTestId('kiosk-line-item-kabab-koobideh').textContent()).toContain(
      'سس سیر',
    );
    await expectKioskScreen('review');
  });

  it('pays at the sandbox reader: declined once, then approved; shows the number', async () => {
    const estimate = Number(await page.getByTestId('kiosk-total').getAttribute('data-amount'));
    await page.getByTestId('kiosk-pay').click();
    const reader = page.getByTestId('sandbox-reader');
    await page.locator('[data-testid="sandbox-reader"][data-waiting="true"]').waitFor();
    const amount = Number(
      await page.getByTestId('sandbox-reader-amount').getAttribute('data-amount'),
    );
    // The server prices the order as the kiosk estimated it (the engine's own pricing).
    expect(amount).toBe(estimate);
    expect(await reader.textContent()).toContain('کارت را بکشید');
    await expectKioskScreen('reader');

    await page.getByTestId('sandbox-reader-decline').click();
    await page.getByTestId('kiosk-declined').waitFor();
    expect(await page.getByTestId('kiosk-declined').textContent()).toContain('کارت پذیرفته نشد');
    await expectKioskScreen('declined');

    await page.getByTestId('kiosk-retry').click();
    await page.locator('[data-testid="sandbox-reader"][data-waiting="true"]').waitFor();
    await page.getByTestId('sandbox-reader-approve').click();
    const done = page.getByTestId('kiosk-done');
    await done.waitFor();
    const number = Number(await done.getAttribute('data-number'));
    expect(number).toBeGreaterThan(0);
    const shown = (await page.getByTestId('kiosk-order-number').textContent()) ?? '';
    expect(shown).toBe(`شماره ${number.toLocaleString('fa-IR')}`);
    expect(await done.textContent()).toContain('سفارش شما ثبت شد');
    await expectKioskScreen('done');

    // The order, through the API: taken at the kiosk, paid in full by card at the reader.
    const link = (await page.getByTestId('kiosk-tracker-qr').getAttribute('data-link')) ?? '';
    const orderId = decodeURIComponent(link.split('/orders/')[1] ?? '');
    const order = await getAsPage<OrderTracker>(page, `/api/orders/${orderId}`);
    expect(order).toMatchObject({ source: 'KIOSK', number, paymentMethod: 'CARD' });
    expect(order.amountPaid).toBe(order.finalPrice);
    expect(order.finalPrice).toBe(amount);
    expect(order.lines.map((l) => [l.menuItemId, l.count])).toEqual([
      ['item-kabab-koobideh', 1],
      ['item-doogh', 2],
    ]);
    const money = await getAsPage<OrderTransactions>(page, `/api/orders/${orderId}/transactions`);
    expect(money.transactions).toEqual([
      expect.objectContaining({ kind: 'PAYMENT', paymentMethod: 'CARD', amount }),
    ]);
  });

  it('goes back to the start screen after 20 seconds', async () => {
    await page.clock.runFor(21_000);
    await page.getByTestId('kiosk-start').waitFor();
  });

  it('left alone for a minute, asks «هنوز اینجا هستید؟» and then starts again', async () => {
    await page.getByTestId('kiosk-start').click();
    await page.getByTestId('kiosk-category-cat-drinks').click();
    await page.getByTestId('kiosk-item-item-doogh').click();
    await page.clock.runFor(61_000);
    await page.getByTestId('kiosk-idle-question').waitFor();
    await expectKioskScreen('idle', '[role="dialog"]');
    await page.getByTestId('kiosk-idle-stay').click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.getByTestId('kiosk-cart-bar').getAttribute('data-items')).toBe('1');

    await page.clock.runFor(61_000);
    await page.getByTestId('kiosk-idle-question').waitFor();
    await page.clock.runFor(16_000);
    await page.getByTestId('kiosk-start').waitFor();
    await page.getByTestId('kiosk-start').click();
    expect(await page.getByTestId('kiosk-cart-bar').getAttribute('data-items')).toBe('0');
  });

  it('fits a portrait tablet (800×1280) too', async () => {
    await page.setViewportSize({ width: 800, height: 1280 });
    // The rail moves from the side to the top as the tablet turns: a click aimed at where it was
    // can land on the old spot under load, so the click is sent to the button itself.
    await page.getByTestId('kiosk-category-cat-pizza').dispatchEvent('click');
    await page.getByTestId('kiosk-item-item-pizza-special').waitFor();
    await expectKioskScreen('portrait-menu');
  });
});
