// The customers screen in headless Chromium: the owner opens /bo/customers (the demo customers,
// Persian digits), searches with Persian digits, creates a customer with a bad phone (the server's
// field error appears beside the phone field), then with a good one (it appears in the list),
// opens their details after a phone order, and reads the report in Jalali days with its Excel
// button. Screenshots in test-results/screens.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_OWNER_PHONE, logInToBackOffice } from './back-office-login.ts';
import { screensForThisFile, shot } from './platform.ts';

const screens = screensForThisFile();
const BAD_PHONE = 'شماره تلفن همراه وارد شده معتبر نیست.';

/** A quick order by the logged-in owner, with the customer's phone typed on it. */
async function phoneOrder(page: Page, phone: string, menuItemId: string) {
  const status = await page.evaluate(
    async ({ body }) => {
      const token = Object.keys(localStorage)
        .map((k) => {
          try {
            return (JSON.parse(localStorage.getItem(k)!) as { state?: { token?: string } }).state
              ?.token;
          } catch {
            return undefined;
          }
        })
        .find(Boolean);
      const response = await fetch('/api/orders/quick', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-vendor-domain': location.hostname,
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { body: { id: randomUUID(), lines: [{ menuItemId, count: 2 }], customer: { phone } } },
  );
  expect(status).toBe(201);
}

describe('customers', () => {
  it('the owner lists, searches, creates with a field error, and reads the report', async () => {
    const page = await screens.browser.newPage({
      viewport: { width: 1440, height: 900 },
      locale: 'fa-IR',
      // The report's days (and its calendar's today) are Tehran days, whatever the machine's zone.
      timezoneId: 'Asia/Tehran',
    });
    await logInToBackOffice(page, screens.platform.url, DEMO_OWNER_PHONE);
    await page.getByTestId('nav-bo-customers').click();
    await page.waitForURL('**/bo/customers');
    await page.getByTestId('customer-row-demo-customer-1').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByTestId('customer-row-demo-customer-1').innerText()).toContain(
      '۰۹۱۲۱۰۰۰۰۰۱',
    );
    await shot(page, 'customers-1-list');

    await page.getByTestId('customers-search').fill('۱۰۰۰۰۰۲');
    await expect.poll(() => page.locator('[data-testid^="customer-row-"]').count()).toBe(1);
    await page.getByTestId('customer-row-demo-customer-2').waitFor();
    await page.getByTestId('customers-search').fill('');

    await page.getByTestId('customers-create').click();
    await page.getByTestId('customer-first-name').fill('شیرین');
    await page.getByTestId('customer-last-name').fill('افشار');
    await page.getByTestId('customer-phone').fill('۰۲۱۲۲۳۳۴۴۵۵');
    await page.getByTestId('customer-address-text').fill('تهران، سعادت‌آباد، بلوار دریا، کوچه ۷');
    await page.getByTestId('customer-save').click();
    await page.getByText(BAD_PHONE).first().waitFor();
    const phoneError = await page
      .getByTestId('customer-form')
      .locator('.mantine-InputWrapper-error')
      .allInnerTexts();
    expect(phoneError).toEqual([BAD_PHONE]);
    await shot(page, 'customers-2-field-error');

    await page.getByTestId('customer-phone').fill('۰۹۳۵ ۱۱۱ ۲۲۳۳');
    await page.getByTestId('customer-save').click();
    await page.getByTestId('customer-form').waitFor({ state: 'detached' });
    const row = page.locator('[data-testid^="customer-row-"]', { hasText: 'شیرین افشار' });
    await row.waitFor();
    expect(await row.innerText()).toContain('۰۹۳۵۱۱۱۲۲۳۳');

    // An item that sells at this hour (some demo dishes sell only at lunch or dinner, Tehran time).
    const item = (await screens.menu())
      .flatMap((c) => c.items)
      .find((i) => i.sellsNow && i.toppingCategories.every((t) => t.minChoices === 0))!;
    await phoneOrder(page, '09351112233', item.id);
    await row.getByRole('button').click();
    const details = page.getByTestId('customer-details');
    await expect.poll(() => details.getByTestId('customer-order-count').innerText()).toBe('۱');
    expect(await details.innerText()).toContain('بدون موقعیت روی نقشه');
    await shot(page, 'customers-3-details');
    await page.keyboard.press('Escape');

    await page.getByTestId('customers-tab-report').click();
    await page.getByTestId('report-row-09351112233').waitFor();
    await page.getByTestId('report-from').click();
    await page.locator('.rdp-today button').waitFor();
    await shot(page, 'customers-4-report-calendar');
    await page.locator('.rdp-today button').click();
    await expect
      .poll(() => page.getByTestId('report-from').innerText())
      .toMatch(/[۰-۹]+ \S+ ۱۴[۰-۹]{2}/);
    await page.getByTestId('report-row-09351112233').waitFor();
    await shot(page, 'customers-5-report');
    const download = page.waitForEvent('download');
    await page.getByTestId('report-excel').click();
    expect((await download).suggestedFilename()).toMatch(
      /^customers-report-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    await page.close();
  }, 120_000);
});
