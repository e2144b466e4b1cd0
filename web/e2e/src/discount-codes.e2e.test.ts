// Discount codes (issue 5) in headless Chromium: the owner opens /bo/discount-codes (the demo code
// of each type, Jalali expiry dates, Persian digits), creates a percentage code picking its expiry
// on the Jalali calendar, sees the server's field errors beside the fields (a code taken in another
// spelling, a percent above 100, no cap), creates a free-item code with a gift from the menu, and
// switches a code off. Screenshots in test-results/screens.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_OWNER_PHONE, logInToBackOffice } from './back-office-login.ts';
import { screensForThisFile, shot } from './platform.ts';

const screens = screensForThisFile();

/** Opens the expiry calendar, moves to next month and picks its tenth day. */
async function pickExpiry(page: Page, screenshot?: string) {
  await page.getByTestId('discount-expiration').click();
  const calendar = page.getByTestId('discount-expiration-calendar');
  await calendar.waitFor();
  await calendar.locator('.rdp-button_next').click();
  if (screenshot) await shot(page, screenshot);
  await calendar.locator('button.rdp-day_button:not([disabled])').nth(9).click();
  await calendar.waitFor({ state: 'hidden' });
}

const fieldError = (page: Page, testId: string) =>
  page
    .getByTestId('discount-form')
    .locator('.mantine-InputWrapper-root', { has: page.getByTestId(testId) })
    .locator('.mantine-InputWrapper-error');

describe('discount codes', () => {
  it('the owner lists, creates with the Jalali picker, sees field errors and gifts', async () => {
    const page = await screens.browser.newPage({
      viewport: { width: 1440, height: 900 },
      locale: 'fa-IR',
    });
    await logInToBackOffice(page, screens.platform.url, DEMO_OWNER_PHONE);
    await page.getByTestId('nav-bo-discount-codes').click();
    await page.waitForURL('**/bo/discount-codes');
    for (const code of ['NOROOZ', 'WELCOME', 'FREESHIP', 'SALAD'])
      await page.getByTestId(`discount-row-${code}`).waitFor();
    const norooz = await page.getByTestId('discount-row-NOROOZ').innerText();
    expect(norooz).toContain('۱۵٪');
    expect(norooz).toContain('تا سقف ۱۰۰٬۰۰۰ تومان');
    expect(norooz).toMatch(/[۰-۹]{4}/); // a Jalali year in Persian digits
    await shot(page, 'discount-1-list');

    // A percentage code, its expiry picked on the calendar.
    await page.getByTestId('discount-new').click();
    await page.getByTestId('discount-code').fill('yalda۱۴۰۴');
    await page.getByTestId('discount-value').fill('۲۰');
    await page.getByTestId('discount-cap').fill('۵۰۰۰۰');
    await pickExpiry(page, 'discount-2-calendar');
    expect(await page.getByTestId('discount-expiration').innerText()).toMatch(
      /[۰-۹]+ \S+ [۰-۹]{4}/,
    );
    await shot(page, 'discount-3-form');
    await page.getByTestId('discount-save').click();
    // Listed as the manager typed it (matching folds spellings; the list does not).
    const yalda = page.getByTestId('discount-row-yalda۱۴۰۴');
    await yalda.waitFor();
    expect(await yalda.innerText()).toContain('۲۰٪');
    expect(await yalda.innerText()).toContain('تا سقف ۵۰٬۰۰۰ تومان');

    // The server's rules beside the fields: a code taken (other case), 150 %, no cap.
    await page.getByTestId('discount-new').click();
    await page.getByTestId('discount-code').fill('norooz');
    await page.getByTestId('discount-value').fill('۱۵۰');
    await pickExpiry(page);
    await page.getByTestId('discount-save').click();
    await expect
      .poll(() => fieldError(page, 'discount-code').innerText())
      .toBe('کد تخفیفی با همین کد قبلاً تعریف شده است.');
    expect(await fieldError(page, 'discount-value').innerText()).toBe(
      'درصد تخفیف باید بین ۱ تا ۱۰۰ باشد.',
    );
    expect(await fieldError(page, 'discount-cap').innerText()).toBe(
      'سقف مبلغ تخفیف درصدی را وارد کنید.',
    );
    await shot(page, 'discount-4-field-errors');

    // The same form as a free-item code with a gift from the menu.
    await page.getByTestId('discount-code').fill('GIFT-MAST');
    await page.getByTestId('discount-type').getByText('قلم هدیه').click();
    await page.getByTestId('discount-free-items').click();
    await page.getByRole('option', { name: /ماست و خیار/ }).click();
    await page.keyboard.press('Escape');
    await shot(page, 'discount-5-free-item');
    await page.getByTestId('discount-save').click();
    const gift = page.getByTestId('discount-row-GIFT-MAST');
    await gift.waitFor();
    expect(await gift.innerText()).toContain('هدیه: ماست و خیار');

    // Switched off from the list.
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api-identity/discountcodes') && r.request().method() === 'PUT',
    );
    await page.getByTestId('discount-row-WELCOME').locator('.mantine-Switch-track').click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => page.getByTestId('discount-active-WELCOME').isChecked()).toBe(false);
    await shot(page, 'discount-6-list-after');
  });
});
