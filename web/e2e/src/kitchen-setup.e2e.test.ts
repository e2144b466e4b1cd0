// The kitchen's setup screens in headless Chromium, as the owner: food shifts (the demo's lunch
// and dinner listed, a breakfast shift added by weekday hours, a title taken refused beside the
// field), default descriptions (searched in Persian, added, a duplicate refused, removed) and
// printers (a printer and a station on it added; the printer refused removal while the station
// prints on it, naming the station; both removed). Screenshots in test-results/screens.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_OWNER_PHONE, logInToBackOffice } from './back-office-login.ts';
import { screensForThisFile, shot } from './platform.ts';

const screens = screensForThisFile();

let owner: Page | undefined;
async function ownerPage(): Promise<Page> {
  if (!owner) {
    owner = await screens.browser.newPage({
      viewport: { width: 1440, height: 900 },
      locale: 'fa-IR',
      timezoneId: 'Asia/Tehran',
    });
    await logInToBackOffice(owner, screens.platform.url, DEMO_OWNER_PHONE);
  }
  return owner;
}

async function open(page: Page, path: string) {
  await page.getByTestId(`nav-${path.slice(1).replaceAll('/', '-')}`).click();
  await page.waitForURL(`**${path}`);
}

const fieldErrors = (page: Page, form: string) =>
  page.getByTestId(form).locator('.mantine-InputWrapper-error').allInnerTexts();

/** The modal has faded out: a click during its exit would land on its overlay. */
const modalGone = (page: Page) => page.getByRole('dialog').waitFor({ state: 'detached' });

describe('food shifts', () => {
  it('lists the demo shifts, adds breakfast by weekday hours, refuses a title taken', async () => {
    const page = await ownerPage();
    await open(page, '/bo/food-shifts');
    const lunch = page.getByTestId('food-shift-row-shift-lunch');
    await lunch.waitFor();
    expect(await lunch.innerText()).toContain('۱۱:۰۰');
    await expect.poll(() => page.getByTestId('food-shift-total').innerText()).toContain('۲');
    await shot(page, 'kitchen-1-food-shifts', { fullPage: true });

    await page.getByTestId('food-shift-new').click();
    await page.getByTestId('food-shift-title').fill('ناهار');
    await page.getByTestId('shift-add-SAT').click();
    await page.getByTestId('shift-time-0-start').fill('۷');
    await page.getByTestId('shift-time-0-end').fill('۱۰:۳۰');
    await page.getByTestId('shift-time-0-end').blur();
    await page.getByTestId('food-shift-save').click();
    await expect
      .poll(() => fieldErrors(page, 'food-shift-form'))
      .toEqual(['شیفت غذایی با این عنوان قبلاً تعریف شده است.']);
    await shot(page, 'kitchen-2-shift-title-taken');

    await page.getByTestId('food-shift-title').fill('صبحانه');
    await page.getByTestId('food-shift-save').click();
    await modalGone(page);
    const breakfast = page
      .locator('[data-testid^="food-shift-row-"]')
      .filter({ hasText: 'صبحانه' });
    await breakfast.waitFor();
    expect(await breakfast.innerText()).toContain('۰۷:۰۰');
    expect(await breakfast.innerText()).toContain('۱۰:۳۰');

    await page.getByTestId('food-shift-search').fill('صبح');
    await expect.poll(() => page.locator('[data-testid^="food-shift-row-"]').count()).toBe(1);
    await shot(page, 'kitchen-3-shift-added');
  });
});

describe('default descriptions', () => {
  it('searches in Persian, adds a note, refuses the same note again, removes it', async () => {
    const page = await ownerPage();
    await open(page, '/bo/default-descriptions');
    await page.getByTestId('description-row-desc-no-onion').waitFor();
    await page.getByTestId('description-search').fill('بدون');
    await expect.poll(() => page.locator('[data-testid^="description-row-"]').count()).toBe(2);
    await shot(page, 'kitchen-4-descriptions-search');
    await page.getByTestId('description-search').fill('');

    const add = async (title: string) => {
      await page.getByTestId('description-new').click();
      await page.getByTestId('description-title').fill(title);
      await page.getByTestId('description-save').click();
    };
    await add('بدون سبزی');
    await modalGone(page);
    await add('بدون سبزی');
    await expect.poll(() => fieldErrors(page, 'description-form')).toHaveLength(1);
    await shot(page, 'kitchen-5-description-taken');
    await page.keyboard.press('Escape');
    await modalGone(page);

    await page.getByTestId('description-search').fill('سبزی');
    const row = page.locator('[data-testid^="description-row-"]').filter({ hasText: 'بدون سبزی' });
    await row.waitFor();
    const id = (await row.getAttribute('data-testid'))!.replace('description-row-', '');
    await page.getByTestId(`description-remove-${id}`).click();
    await page.getByTestId(`description-remove-${id}-confirm`).click();
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(() => page.getByTestId('description-empty').isVisible()).toBe(true);
  });
});

describe('printers and stations', () => {
  it('adds a printer and a station on it; the printer in use is not removed', async () => {
    const page = await ownerPage();
    await open(page, '/bo/printers');
    await page.getByTestId('printer-row-printer-kitchen').waitFor();

    await page.getByTestId('printer-new').click();
    await page.getByTestId('printer-name').fill('چاپگر بار');
    await page.getByTestId('printer-ip').fill('۱۹۲٫۱۶۸٫۱٫۷۰');
    await page.getByTestId('printer-save').click();
    await modalGone(page);
    const printer = page.locator('[data-testid^="printer-row-"]').filter({ hasText: 'چاپگر بار' });
    await printer.waitFor();
    expect(await printer.innerText()).toContain('۱۹۲.۱۶۸.۱.۷۰');
    const printerId = (await printer.getAttribute('data-testid'))!.replace('printer-row-', '');

    await page.getByTestId('station-new').click();
    await page.getByTestId('station-title').fill('بار نوشیدنی');
    await page.getByTestId('station-printers').click();
    await page.getByRole('option', { name: 'چاپگر بار' }).click();
    await page.keyboard.press('Escape'); // a multi-select stays open for more
    await page.getByTestId('station-categories').click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await page.getByTestId('station-save').click();
    await modalGone(page);
    const station = page
      .locator('[data-testid^="station-row-"]')
      .filter({ hasText: 'بار نوشیدنی' });
    await station.waitFor();
    expect(await station.innerText()).toContain('چاپگر بار');
    await shot(page, 'kitchen-6-printers', { fullPage: true });

    await page.getByTestId(`printer-remove-${printerId}`).click();
    await page.getByTestId(`printer-remove-${printerId}-confirm`).click();
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'بار نوشیدنی' });
    await toast.waitFor();
    expect(await toast.innerText()).toContain('در ایستگاه چاپ استفاده شده است');
    expect(await printer.count()).toBe(1);
    await shot(page, 'kitchen-7-printer-in-use');

    const stationId = (await station.getAttribute('data-testid'))!.replace('station-row-', '');
    await page.getByTestId(`station-remove-${stationId}`).click();
    await page.getByTestId(`station-remove-${stationId}-confirm`).click();
    await expect.poll(() => station.count()).toBe(0);
    await page.getByTestId(`printer-remove-${printerId}`).click();
    await page.getByTestId(`printer-remove-${printerId}-confirm`).click();
    await expect.poll(() => printer.count()).toBe(0);
  });
});
