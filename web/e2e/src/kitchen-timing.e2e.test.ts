// The kitchen stations' ageing thresholds in the back office (/bo/printers), in headless Chromium
// as the owner: the demo's two kitchen stations and the default one listed at 5 and 8 minutes; red
// before yellow refused beside the field with nothing saved; a good pair saved with the green
// toast; a second back-office window shows the new minutes without a reload (the
// `records:kitchen-timing` signal the station screens read their thresholds again on).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_OWNER_PHONE, logInToBackOffice } from './back-office-login.ts';
import { screensForThisFile, shot } from './platform.ts';

const screens = screensForThisFile();
const BAR = 'station-bar';
const OK = 'عملیات با موفقیت انجام گردید.';
const desk = { viewport: { width: 1440, height: 900 }, locale: 'fa-IR', timezoneId: 'Asia/Tehran' };

/** The bar's thresholds as the server has them (GET /api/kitchen/stations, the page's token). */
const barTiming = (page: Page) =>
  page.evaluate(async (bar) => {
    const { state } = JSON.parse(localStorage.getItem('sofre.auth') ?? '{}') as {
      state?: { token?: string };
    };
    const response = await fetch('/api/kitchen/stations', {
      headers: { 'x-vendor-domain': location.hostname, authorization: `Bearer ${state?.token}` },
    });
    const { stations } = (await response.json()) as {
      stations: { id: string; warnAfterMinutes: number; lateAfterMinutes: number }[];
    };
    const station = stations.find((s) => s.id === bar);
    return [station?.warnAfterMinutes, station?.lateAfterMinutes];
  }, BAR);

describe('kitchen station thresholds', () => {
  it('lists the stations, refuses red before yellow, saves and reaches another window live', async () => {
    const context = await screens.browser.newContext(desk);
    const page = await context.newPage();
    await logInToBackOffice(page, screens.platform.url, DEMO_OWNER_PHONE);
    await page.goto(`${screens.platform.url}/bo/printers`);
    const card = page.getByTestId('kitchen-timing');
    await card.waitFor();
    await expect.poll(() => card.locator('[data-testid^="timing-row-"]').count()).toBe(3);
    expect(await page.getByTestId(`timing-warn-${BAR}`).inputValue()).toBe('۵');
    expect(await page.getByTestId(`timing-late-${BAR}`).inputValue()).toBe('۸');

    // The same owner in a second window, on the same page.
    const other = await context.newPage();
    await other.goto(`${screens.platform.url}/bo/printers`);
    await other.getByTestId(`timing-row-${BAR}`).waitFor();

    // Red before yellow: said beside the red field, nothing sent.
    await page.getByTestId(`timing-warn-${BAR}`).fill('۷');
    await page.getByTestId(`timing-late-${BAR}`).fill('۶');
    await page.getByTestId(`timing-save-${BAR}`).click();
    const row = page.getByTestId(`timing-row-${BAR}`);
    await expect
      .poll(() => row.locator('.mantine-InputWrapper-error').allInnerTexts())
      .toEqual(['زمان قرمز باید بیشتر از زمان زرد باشد.']);
    expect(await barTiming(page)).toEqual([5, 8]);
    await shot(page, 'kitchen-timing-refused', { fullPage: true });

    // Out of range: the same place, in Persian.
    await page.getByTestId(`timing-late-${BAR}`).fill('۳۰۰');
    await page.getByTestId(`timing-save-${BAR}`).click();
    await expect
      .poll(() => row.locator('.mantine-InputWrapper-error').allInnerTexts())
      .toEqual(['عددی بین ۱ تا ۲۴۰ دقیقه وارد کنید.']);

    // A good pair (typed with Latin digits, shown in Persian), saved with Enter.
    await page.getByTestId(`timing-late-${BAR}`).fill('12');
    await page.getByTestId(`timing-late-${BAR}`).press('Enter');
    await page.getByText(OK).first().waitFor();
    await expect.poll(() => barTiming(page)).toEqual([7, 12]);
    expect(await page.getByTestId(`timing-late-${BAR}`).inputValue()).toBe('۱۲');
    await shot(page, 'kitchen-timing-saved', { fullPage: true });

    // The other window follows without a reload; the other stations kept theirs.
    await expect.poll(() => other.getByTestId(`timing-warn-${BAR}`).inputValue()).toBe('۷');
    expect(await other.getByTestId(`timing-late-${BAR}`).inputValue()).toBe('۱۲');
    expect(await other.getByTestId('timing-late-station-hot-kitchen').inputValue()).toBe('۸');
  });
});
