// Accessibility in headless Chromium: axe-core (WCAG 2.1 AA) finds nothing serious or critical on
// the back office's screens at 1366×768, the kitchen display at 1920×1080, the customer's tracker
// at 390×844, an open modal and a toast. One login (the owner, whose session /kds shares), one
// page moved from screen to screen.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { auditPage, readable, type AuditScope } from './axe-audit.ts';
import { DEMO_OWNER_PHONE, logInToBackOffice } from './back-office-login.ts';
import { plainDish, postAsPage } from './order-api.ts';
import { screensForThisFile, shot } from './platform.ts';

const screens = screensForThisFile();

/** The management screens, by their navbar test ids. */
const managementScreens = [
  'customers',
  'menu',
  'toppings',
  'food-shifts',
  'default-descriptions',
  'discount-codes',
  'delivery-zones',
  'tables',
  'staff',
  'roles',
  'printers',
  'terminals',
  'settings',
];

let context: BrowserContext | undefined;
let page: Page | undefined;
/** An order taken after login, so the order list, the kitchen board and the tracker show one. */
let orderId = '';
const inFlight = new Set<unknown>();

async function ownerPage(): Promise<Page> {
  if (page) return page;
  context = await screens.browser.newContext({
    viewport: { width: 1366, height: 768 },
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
  });
  page = await context.newPage();
  page.on('request', (r) => inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  await logInToBackOffice(page, screens.platform.url, DEMO_OWNER_PHONE);
  orderId = await aQuickOrder(page);
  return page;
}

afterAll(() => context?.close());

/** Audits the screen once it has loaded: no request under way and no loader (then `shot` waits
 * for the font and the transitions), and keeps its screenshot as a11y-<name>.png. */
async function expectAccessible(page: Page, name: string, scope?: AuditScope): Promise<void> {
  await expect
    .poll(async () => inFlight.size + (await page.locator('.mantine-Loader-root:visible').count()))
    .toBe(0);
  await shot(page, `a11y-${name}`);
  expect(readable(await auditPage(page, scope)), `axe on ${name}`).toEqual([]);
}

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  it('the back office POS at 1366×768', async () => {
    const page = await ownerPage();
    await page.getByTestId('nav-bo').waitFor();
    await expectAccessible(page, 'bo-pos');
  });

  it("the back office's orders of today", async () => {
    const page = await ownerPage();
    await page.getByTestId('tab-orders').click();
    await page.getByRole('tabpanel').locator('tbody tr').first().waitFor();
    await expectAccessible(page, 'bo-orders');
  });

  it.each(managementScreens)('the back office screen /bo/%s', async (screen) => {
    const page = await ownerPage();
    await page.getByTestId(`nav-bo-${screen}`).click();
    await page.waitForURL(`**/bo/${screen}`);
    await expectAccessible(page, `bo-${screen}`);
  });

  it('an open modal and a toast', async () => {
    const page = await ownerPage();
    await page.getByTestId('nav-bo-staff').click();
    await page.getByTestId('staff-new').click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'modal', { include: '[role="dialog"]' });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Switching the invoice option saves at once and says so in a toast.
    await page.getByTestId('nav-bo-settings').click();
    await page.getByTestId('print-items-on-factor').click();
    const toast = page.locator('.mantine-Notification-root');
    await toast.first().waitFor();
    await expectAccessible(page, 'toast', { include: '.mantine-Notification-root' });
  });

  it('the kitchen display at 1920×1080', async () => {
    const page = await ownerPage();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${screens.platform.url}/kds/`);
    await page.getByTestId(`ticket-${orderId}`).waitFor();
    await expectAccessible(page, 'kds');
  });

  it('the customer tracker at 390×844', async () => {
    const page = await ownerPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${screens.platform.url}/orders/${orderId}`);
    await page.getByTestId('tracker-status').waitFor();
    await expectAccessible(page, 'tracker');
  });
});

/** An order taken by the logged-in owner over the API, for the tracker to show. */
async function aQuickOrder(page: Page): Promise<string> {
  const id = randomUUID();
  const lines = [{ menuItemId: plainDish(await screens.menu()).id, count: 1 }];
  expect(await postAsPage(page, { id, lines })).toBe(201);
  return id;
}
