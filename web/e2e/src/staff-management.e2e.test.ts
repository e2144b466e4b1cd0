// Issue 4, staff and roles, in headless Chromium: the owner adds a member with the cashier role
// (after the server's field errors for a new phone without names), changes their roles and removes
// them after a confirmation; creates a role with grouped permission checkboxes (a name taken is a
// field error beside the name). The kitchen user's navbar lists no management section, and
// opening /bo/staff or /bo/menu shows "no access". Screenshots in test-results/screens.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_KITCHEN_PHONE, DEMO_OWNER_PHONE, logInToBackOffice } from './back-office-login.ts';
import { screensForThisFile, shot } from './platform.ts';

const screens = screensForThisFile();

const newPage = () =>
  screens.browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'fa-IR' });

/** The owner logs in once for the file: a second code to the same phone so soon is refused. */
let owner: Page | undefined;
async function ownerPage(): Promise<Page> {
  if (!owner) {
    owner = await newPage();
    await logInToBackOffice(owner, screens.platform.url, DEMO_OWNER_PHONE);
  }
  return owner;
}

/** The staff table's row holding this text (a phone in Persian digits, a name). */
const rowWith = (page: Page, text: string) =>
  page.locator('[data-testid^="staff-row-"]').filter({ hasText: text });

describe('staff and roles', () => {
  it('the owner adds a cashier, changes their roles and removes them', async () => {
    const page = await ownerPage();
    await page.getByTestId('nav-bo-staff').click();
    await page.waitForURL('**/bo/staff');
    await page.getByTestId('staff-row-demo-cashier').waitFor();
    expect(await page.getByTestId('staff-row-demo-cashier').innerText()).toContain('۰۹۱۲۰۰۰۰۰۰۲');
    expect(await page.getByTestId('staff-total').innerText()).toBe('۳ نفر');
    await shot(page, 'staff-1-list');

    // A new phone without names: the server asks for them beside the fields (spec §5).
    await page.getByTestId('staff-new').click();
    await page.getByTestId('staff-phone').fill('۰۹۳۵ ۱۱۱ ۲۲۳۳');
    await page.getByTestId('staff-role-cashier').click();
    await page.getByTestId('staff-add-submit').click();
    const form = page.getByTestId('add-staff-form');
    await expect.poll(() => form.locator('.mantine-InputWrapper-error').count()).toBe(2);
    await shot(page, 'staff-2-add-field-errors');

    await page.getByTestId('staff-first-name').fill('نرگس');
    await page.getByTestId('staff-last-name').fill('امینی');
    await page.getByTestId('staff-add-submit').click();
    const row = rowWith(page, '۰۹۳۵۱۱۱۲۲۳۳');
    await row.waitFor();
    expect(await row.innerText()).toContain('نرگس امینی');
    expect(await row.innerText()).toContain('صندوق‌دار');
    await page.getByText('عملیات با موفقیت انجام گردید.').first().waitFor();
    await shot(page, 'staff-3-added');

    await row.locator('[data-testid^="staff-change-"]').click();
    await page.getByTestId('staff-roles-form').waitFor();
    await page.getByTestId('staff-roles-form').getByTestId('staff-role-kitchen').click();
    await shot(page, 'staff-4-change-roles');
    await page.getByTestId('staff-roles-save').click();
    await expect.poll(() => row.innerText()).toContain('آشپزخانه');

    await row.locator('[data-testid^="staff-remove-"]').click();
    await page.getByTestId('staff-remove-question').waitFor();
    expect(await page.getByTestId('staff-remove-question').innerText()).toContain('نرگس امینی');
    await shot(page, 'staff-5-remove-confirm');
    await page.getByTestId('staff-remove-confirm').click();
    await expect.poll(() => row.count()).toBe(0);
    expect(await page.getByTestId('staff-total').innerText()).toBe('۳ نفر');
  });

  it('the owner creates a role from grouped permissions; a name taken is a field error', async () => {
    const page = await ownerPage();
    await page.getByTestId('nav-bo-roles').click();
    await page.waitForURL('**/bo/roles');
    await page.getByTestId('role-row-cashier').waitFor();
    for (const id of ['owner', 'manager', 'cashier', 'kitchen', 'biker'])
      await page.getByTestId(`role-default-${id}`).waitFor();
    expect(await page.getByTestId('role-edit-owner').count()).toBe(0);
    await shot(page, 'roles-1-list');

    await page.getByTestId('role-new').click();
    await page.getByTestId('role-name').fill('صندوق‌دار');
    await page.getByTestId('permission-orders.view').click();
    await page.getByTestId('permission-orders.take').click();
    await page.getByTestId('role-save').click();
    const nameError = page
      .getByTestId('role-form')
      .getByText('نقشی با این نام قبلاً تعریف شده است.');
    await nameError.waitFor();
    await shot(page, 'roles-2-name-taken');

    await page.getByTestId('role-name').fill('گارسون');
    await page.getByTestId('permission-group-customers-all').click();
    await shot(page, 'roles-3-form');
    await page.getByTestId('role-save').click();
    const waiter = page.locator('[data-testid^="role-row-"]').filter({ hasText: 'گارسون' });
    await waiter.waitFor();
    expect(await waiter.innerText()).toContain('۳ دسترسی');
    expect(await waiter.locator('[data-testid^="role-default-"]').count()).toBe(0);
    await shot(page, 'roles-4-created');
  });

  it('the kitchen user sees no management section and no management screen', async () => {
    const page = await newPage();
    await logInToBackOffice(page, screens.platform.url, DEMO_KITCHEN_PHONE);
    const nav = page.getByTestId('back-office-nav');
    await nav.locator('[data-testid^="nav-"]').first().waitFor();
    const links = await nav
      .locator('[data-testid^="nav-"]')
      .evaluateAll((all) => all.map((a) => a.getAttribute('data-testid')));
    expect(links).toContain('nav-bo');
    // Only the sales group (the POS): every management group's heading and screen is missing.
    for (const path of ['staff', 'roles', 'menu', 'toppings', 'discount-codes', 'customers'])
      expect(links).not.toContain(`nav-bo-${path}`);
    for (const heading of ['کارکنان', 'منو', 'تنظیمات', 'سالن و ارسال'])
      expect(await nav.getByText(heading, { exact: true }).count()).toBe(0);
    await shot(page, 'staff-6-kitchen-nav');

    for (const path of ['/bo/staff', '/bo/menu', '/bo/roles', '/bo/discount-codes']) {
      await page.goto(`${screens.platform.url}${path}`);
      await page.getByTestId('no-access').waitFor();
      expect(await page.getByTestId('staff-page').count()).toBe(0);
    }
    await page.goto(`${screens.platform.url}/bo/staff`);
    await page.getByTestId('no-access').waitFor();
    await shot(page, 'staff-7-kitchen-no-access');
  });
});
