// Card readers, the till's banks and the vendor's settings in headless Chromium, as the owner:
// the demo reader is listed in Persian digits; a network reader without a port comes back with the
// server's field error beside the port, then is added; a reader is switched off from the list; a
// pre-selected bank that is not enabled is a field error; the settlement account refuses a bad
// Sheba here and a Sheba of another bank at the server, then is saved; the invoice option is
// switched; the demo's logo is removed and another uploaded, which the site's header then shows.
// Screenshots in test-results/screens.
import { ibanRemainder } from '@sofre/engine/banking';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_OWNER_PHONE, logInToBackOffice } from './back-office-login.ts';
import { screensForThisFile, shot as screenshot } from './platform.ts';

const screens = screensForThisFile();

const shot = (page: Page, name: string) => screenshot(page, name, { fullPage: true });

// A real 1×1 PNG: the vendor's new logo.
const ONE_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** A Sheba of the bank with that code whose check digits are right. */
const shebaOf = (bankCode: string) => {
  const bban = `${bankCode}0000000123456789012`;
  return `IR${String(98 - ibanRemainder(`IR00${bban}`)).padStart(2, '0')}${bban}`;
};

let owner: Page | undefined;
async function ownerPage(): Promise<Page> {
  if (!owner) {
    owner = await screens.browser.newPage({
      viewport: { width: 1440, height: 900 },
      locale: 'fa-IR',
    });
    await logInToBackOffice(owner, screens.platform.url, DEMO_OWNER_PHONE);
  }
  return owner;
}

const pick = async (page: Page, testId: string, option: string) => {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const fieldError = (page: Page, form: string) =>
  page.getByTestId(form).locator('.mantine-InputWrapper-error');

describe('card readers and bank configuration', () => {
  it('lists the demo reader, adds a network reader after a field error, switches one off', async () => {
    const page = await ownerPage();
    await page.getByTestId('nav-bo-terminals').click();
    await page.waitForURL('**/bo/terminals');
    const demo = page.getByTestId('terminal-row-terminal-counter');
    await demo.waitFor();
    expect(await demo.innerText()).toContain('۱۹۲.۱۶۸.۱.۶۰:۱۰۲۴');
    expect(await demo.innerText()).toContain('بانک ملت');
    await shot(page, 'terminals-1-list');

    await page.getByTestId('terminal-new').click();
    await page.getByTestId('terminal-title').fill('کارت‌خوان بیرون‌بر');
    await pick(page, 'terminal-bank', 'بانک سامان');
    await page.getByTestId('terminal-number').fill('۸۷۶۵۴۳۲۱');
    await page.getByTestId('terminal-ip').fill('۱۹۲٫۱۶۸٫۱٫۶۱');
    await page.getByTestId('terminal-save').click();
    await expect
      .poll(() => fieldError(page, 'terminal-form').allInnerTexts())
      .toEqual(['برای کارت‌خوان شبکه‌ای درگاه (پورت) را وارد کنید.']);
    await shot(page, 'terminals-2-port-required');
    await page.getByTestId('terminal-port').fill('۸۸۸۸');
    await page.getByTestId('terminal-save').click();
    const added = page.locator('[data-testid^="terminal-row-"]').filter({ hasText: 'بیرون‌بر' });
    await added.waitFor();
    expect(await added.innerText()).toContain('۱۹۲.۱۶۸.۱.۶۱:۸۸۸۸');
    expect(await added.innerText()).toContain('۸۷۶۵۴۳۲۱');

    const demoSwitch = page.getByTestId('terminal-switch-terminal-counter');
    expect(await demoSwitch.isChecked()).toBe(true);
    // The form's modal fades out after saving; a click during its exit lands on its overlay.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await demoSwitch.click({ force: true });
    await expect.poll(() => demoSwitch.isChecked()).toBe(false);
    await page.reload();
    await page.getByTestId('terminal-switch-terminal-counter').waitFor({ state: 'attached' });
    expect(await page.getByTestId('terminal-switch-terminal-counter').isChecked()).toBe(false);
    await shot(page, 'terminals-3-switched-off');
  });

  it('refuses a pre-selected bank that is not enabled, beside the field', async () => {
    const page = await ownerPage();
    const form = page.getByTestId('bank-configuration-form');
    await form.waitFor();
    await page.getByTestId('bank-type-MELLAT').click();
    await page.getByTestId('bank-configuration-save').click();
    await expect
      .poll(() => fieldError(page, 'bank-configuration-form').allInnerTexts())
      .toEqual(['بانک پیش‌فرض باید یکی از بانک‌های فعال باشد.']);
    await shot(page, 'terminals-4-configuration-error');
    await pick(page, 'bank-preselected', 'بانک سامان');
    await page.getByTestId('bank-configuration-save').click();
    await page.getByText('عملیات با موفقیت انجام گردید.').first().waitFor();
    await expect.poll(() => fieldError(page, 'bank-configuration-form').count()).toBe(0);
  });
});

describe('vendor settings', () => {
  it('saves the settlement account after a bad Sheba and one of another bank', async () => {
    const page = await ownerPage();
    await page.getByTestId('nav-bo-settings').click();
    await page.waitForURL('**/bo/settings');
    await page.getByTestId('bank-account-none').waitFor();
    await pick(page, 'bank-account-bank', 'بانک ملت');
    await page.getByTestId('bank-account-holder').fill('رستوران سفره');
    await page.getByTestId('bank-account-iban').fill('IR12 0120 0000 0000 0000 0000 00');
    await page.getByTestId('bank-account-save').click();
    await expect
      .poll(() => fieldError(page, 'bank-account-form').allInnerTexts())
      .toEqual(['شماره شبا معتبر نیست (IR و ۲۴ رقم).']);
    // A good Sheba of Bank Melli for a Mellat account: the server says so beside the field.
    await page.getByTestId('bank-account-iban').fill(shebaOf('017'));
    await page.getByTestId('bank-account-save').click();
    await expect
      .poll(() => fieldError(page, 'bank-account-form').allInnerTexts())
      .toEqual(['این شماره شبا متعلق به بانک انتخاب‌شده نیست.']);
    await shot(page, 'settings-1-iban-bank-mismatch');

    const mellat = shebaOf('012');
    await page.getByTestId('bank-account-iban').fill(mellat);
    await page.getByTestId('bank-account-save').click();
    await page.getByTestId('bank-account-none').waitFor({ state: 'detached' });
    const shown = await page.getByTestId('bank-account-iban').inputValue();
    expect(shown).toBe(`IR${mellat.slice(2).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)}`);

    const option = page.getByTestId('print-items-on-factor');
    expect(await option.isChecked()).toBe(false);
    await option.click({ force: true });
    await expect.poll(() => option.isChecked()).toBe(true);
    await shot(page, 'settings-2-saved');
  });

  it('shows the demo logo, removes it, uploads another, and the site’s header shows it', async () => {
    const page = await ownerPage();
    await page.getByTestId('nav-bo-settings').click();
    await page.waitForURL('**/bo/settings');
    const preview = page.getByTestId('vendor-logo-preview');
    const landingLogo = async () =>
      (
        await (
          await page.request.get(`${screens.platform.url}/api-identity/vendors/landing`)
        ).json()
      ).logo as string | null;
    // The demo draws its logo at start (gateway/src/demo/demo-logo.ts).
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(128);

    await page.getByTestId('vendor-logo-remove').click();
    await preview.waitFor({ state: 'detached' });
    await expect.poll(landingLogo).toBeNull();

    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('vendor-logo-pick').click();
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: ONE_PIXEL });
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    const logo = await landingLogo();
    expect(logo).toMatch(/^\/files\/vendor-demo-sofre\/[0-9a-f]{64}\.png$/);
    await shot(page, 'settings-3-logo');

    const site = await screens.browser.newPage({ locale: 'fa-IR' });
    await site.goto(`${screens.platform.url}/`);
    await expect.poll(() => site.locator('header img').first().getAttribute('src')).toBe(logo);
    await site.close();
  });
});
