// Issue 4 "done when", in headless Chromium: a cashier logs in with the code from the sandbox
// outbox (after a bad phone and a wrong code), takes an order, logs out and lands on the login
// with nothing left in storage. A new phone is asked for names (spec §5). Screenshots of each
// step are kept in test-results/screens.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { codeFromOutbox, DEMO_CASHIER_PHONE } from './back-office-login.ts';
import { screensForThisFile, shot } from './platform.ts';

const screens = screensForThisFile();

const openLogin = async (): Promise<Page> => {
  const page = await screens.browser.newPage({
    viewport: { width: 1280, height: 800 },
    locale: 'fa-IR',
  });
  await page.goto(`${screens.platform.url}/bo/`);
  await page.getByTestId('login-phone').waitFor();
  expect(new URL(page.url()).pathname).toBe('/bo/auth/login');
  return page;
};

/** Types the phone as written (any digits), and reads the code sent to its 09… form. */
const sendCode = async (page: Page, typed: string, phone = typed): Promise<string> => {
  await page.getByTestId('login-phone').fill(typed);
  const since = new Date(Date.now() - 1000);
  await page.getByTestId('login-send-code').click();
  await page.getByTestId('login-code').waitFor();
  return codeFromOutbox(screens.platform.url, phone, since);
};

const firstPlainItem = async () => {
  const menu = await screens.menu();
  return (
    menu
      .flatMap((c) => c.items)
      // sellsNow: some demo dishes sell only at lunch or dinner (Tehran time).
      .find((i) => i.available && i.active && i.sellsNow && i.toppingCategories.length === 0)!
  );
};

describe('back-office login', () => {
  it('a cashier logs in with the code from the outbox, takes an order and logs out', async () => {
    const page = await openLogin();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    await page.getByTestId('login-phone').fill('۰۲۱۸۸۷۷۶۶۵۵');
    await page.getByTestId('login-send-code').click();
    await expect
      .poll(() => page.getByTestId('login-error').innerText())
      .toBe('شماره موبایل معتبر نیست');
    await shot(page, 'login-1-invalid-phone');

    const code = await sendCode(page, '۰۹۱۲ ۰۰۰ ۰۰۰۲', DEMO_CASHIER_PHONE);
    expect(await page.getByTestId('login-code').getAttribute('autocomplete')).toBe('one-time-code');
    expect(await page.getByTestId('login-resend-countdown').innerText()).toMatch(/[۰-۹]:[۰-۹]{2}/);
    await shot(page, 'login-2-code');

    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByTestId('login-code').fill(wrong);
    await page.getByTestId('login-verify').click();
    await expect
      .poll(() => page.getByTestId('login-error').innerText())
      .toBe('کد وارد شده صحیح نیست');
    await shot(page, 'login-3-wrong-code');

    await page.getByTestId('login-code').fill(code);
    await page.getByTestId('login-verify').click();
    await page.waitForURL((url) => url.pathname === '/bo/');
    await expect.poll(() => page.getByTestId('current-user').innerText()).toContain('صندوق‌دار');
    const tokens = await page.evaluate(() => localStorage.getItem('sofre.auth'));
    expect(JSON.parse(tokens!)).toMatchObject({ version: 1, state: { token: expect.any(String) } });
    expect((await page.context().cookies()).map((c) => c.name).sort()).toEqual([
      'sofre_refresh_token',
      'sofre_token',
    ]);

    const item = await firstPlainItem();
    await page.getByTestId(`menu-category-${item.categoryId}`).click();
    await page.getByTestId(`menu-item-${item.id}`).click();
    await page.getByTestId('table-number').fill('۳');
    const submitted = page.waitForResponse(
      (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
    );
    await page.getByTestId('submit-order').click();
    const response = await submitted;
    expect(response.status()).toBeLessThan(300);
    expect(response.request().headers().authorization).toMatch(/^Bearer /);
    await shot(page, 'login-4-back-office');

    const loggedOut = page.waitForResponse(
      (r) => r.url().endsWith('/auth/logout') && r.request().method() === 'DELETE',
    );
    await page.getByTestId('logout').click();
    expect((await loggedOut).status()).toBe(204);
    await page.waitForURL('**/bo/auth/login');
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    expect(await page.context().cookies()).toEqual([]);
    await page.goto(`${screens.platform.url}/bo/`);
    await page.waitForURL('**/bo/auth/login');
    await page.getByTestId('login-phone').waitFor();
  });

  it('a phone with no user is asked for first and last name after the code', async () => {
    const page = await openLogin();
    const code = await sendCode(page, '09350000000');
    await page.getByTestId('login-code').fill(code);
    await page.getByTestId('login-verify').click();
    await page.getByTestId('login-first-name').waitFor();
    await page.getByTestId('login-submit-names').click();
    await expect
      .poll(() => page.getByTestId('login-error').innerText())
      .toBe('نام و نام خانوادگی را وارد کنید.');
    await page.getByTestId('login-first-name').fill('مریم');
    await page.getByTestId('login-last-name').fill('رضایی');
    await shot(page, 'login-5-names');
  });
});
