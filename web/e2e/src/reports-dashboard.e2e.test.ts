// The manager's reports in headless Chromium at 1366×768: the owner logs in to the back office,
// follows its «گزارش‌ها» link to /bo/reports and sees today's dashboard; a cashier on another page
// takes an order, and the dashboard's KPIs, chart and top items move without a reload (the live
// report topics). Then report pages: the daily sales grid with its totals row, the hourly report's
// summary and item detail, item sales with its Excel download read back; and the dashboard on a
// 390-wide phone. Everything reads in Persian digits with Jalali dates. Screenshots in
// test-results/screens (reports-*.png).
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { DashboardReport } from '@sofre/engine/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CASHIER_PHONE, DEMO_OWNER_PHONE, logInToBackOffice } from './back-office-login.ts';
import { getAsPage, plainDish, postAsPage } from './order-api.ts';
import { SCREENS, screensForThisFile, shot } from './platform.ts';

const screens = screensForThisFile();
const VIEWPORT = { width: 1366, height: 768 };
/** A grid's rows of data, not its pinned totals row. */
const BODY_ROW = '.ag-row:not(.ag-row-pinned)';
const JALALI_MONTHS = /فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند/;

let manager: Page;
let cashier: Page;

const newPage = (viewport = VIEWPORT) =>
  screens.browser.newPage({ viewport, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });

/** What a person reads: Persian digits only. */
async function persianDigitsOnly(locator: Locator): Promise<void> {
  const text = await locator.innerText();
  expect(text).toMatch(/[۰-۹]/);
  expect(text).not.toMatch(/[0-9]/);
}

async function takeOrder(count: number): Promise<string> {
  const dish = plainDish(await screens.menu());
  const id = randomUUID();
  const body = { id, lines: [{ menuItemId: dish.id, count }] };
  expect(await postAsPage(cashier, body)).toBe(201);
  return id;
}

beforeAll(async () => {
  manager = await newPage();
  cashier = await newPage();
  await logInToBackOffice(manager, screens.platform.url, DEMO_OWNER_PHONE);
  await logInToBackOffice(cashier, screens.platform.url, DEMO_CASHIER_PHONE);
  await takeOrder(1); // the day does not start empty
}, 90_000);

describe('the manager’s dashboard', () => {
  it('opens from the back office menu at /bo/reports', async () => {
    await manager.getByTestId('nav-bo-reports').click();
    await manager.waitForURL((url) => url.pathname === '/bo/reports');
    await manager.getByTestId('dashboard').waitFor();
    await expect.poll(() => manager.getByTestId('kpi-orders-today').innerText()).toBe('۱');
    await manager
      .getByTestId('network-status')
      .and(manager.locator('[data-status="online"]'))
      .waitFor();
    const header = manager.getByTestId('dashboard').locator('p').first();
    expect(await header.innerText()).toMatch(JALALI_MONTHS);
    expect(await manager.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await persianDigitsOnly(manager.getByTestId('dashboard'));
    await shot(manager, 'reports-dashboard');
  });

  it('moves as a cashier takes an order on another page, without a reload', async () => {
    await manager.evaluate(() => Object.assign(window, { notReloaded: true }));
    const id = await takeOrder(2);
    const taken = Date.now(); // the order is answered: from here the dashboard has a second
    await manager.getByTestId('kpi-orders-today').filter({ hasText: /^۲$/ }).waitFor();
    const seenAfterMs = Date.now() - taken;
    expect(await manager.evaluate(() => 'notReloaded' in window)).toBe(true);
    // The KPIs, the chart and the top items are the server's numbers, worked out in the browser.
    const server = await getAsPage<DashboardReport>(manager, '/api/reports/dashboard');
    expect(server.figures.orders.today).toBe(2);
    const dish = server.figures.topItems[0]!;
    const row = manager.getByTestId(`top-items-${dish.id}`);
    await expect.poll(() => row.getByTestId('count').innerText()).toBe('۳');
    await persianDigitsOnly(manager.getByTestId('kpi-sale'));
    await shot(manager, 'reports-dashboard-live');
    expect(seenAfterMs, `order ${id} reached the dashboard after ${seenAfterMs} ms`).toBeLessThan(
      1_000,
    );
  });
});

describe('report pages', () => {
  it('daily sales: a grid right to left, Jalali days, the totals row', async () => {
    await manager.getByTestId('nav-daily-sales').click();
    const grid = manager.getByTestId('report-grid');
    await grid.locator('.ag-row').first().waitFor();
    expect(await grid.locator('.ag-rtl').count()).toBeGreaterThan(0);
    const firstRow = grid.locator(BODY_ROW).first();
    expect(await firstRow.innerText()).toMatch(JALALI_MONTHS);
    const totals = grid.locator('.ag-row.ag-row-pinned').first();
    expect(await totals.innerText()).toContain('جمع');
    await persianDigitsOnly(grid);
    await manager.getByTestId('range-LAST_7_DAY').click();
    await grid.locator('.ag-row').first().waitFor();
    await shot(manager, 'reports-daily-sales');
  });

  it('the hourly report: summary, then the items sold in those hours', async () => {
    await manager.getByTestId('nav-hourly').click();
    await expect.poll(() => manager.getByTestId('hourly-orders').innerText()).toContain('۲');
    const grid = manager.getByTestId('report-grid');
    await grid.locator(BODY_ROW).first().waitFor();
    await persianDigitsOnly(manager.getByTestId('report-hourly'));
    await shot(manager, 'reports-hourly');
  });

  it('item sales: the Excel download is right to left and totals like the grid', async () => {
    await manager.getByTestId('nav-item-sales').click();
    const grid = manager.getByTestId('report-grid');
    await grid.locator(BODY_ROW).first().waitFor();
    const [download] = await Promise.all([
      manager.waitForEvent('download'),
      manager.getByTestId('excel').click(),
    ]);
    const file = join(SCREENS, 'reports-item-sales.xlsx');
    await download.saveAs(file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    const server = await getAsPage<{ totalCount: number }>(
      manager,
      '/api/reports/orderitemsales?Range=TODAY',
    );
    const cells = sheet.getSheetValues().flat().map(String);
    expect(cells).toContain(String(server.totalCount));
    await shot(manager, 'reports-item-sales');
  });

  it('the dashboard reads on a 390-wide phone', async () => {
    // The manager's session, on a phone (a second login code so soon would be refused).
    const phone = await screens.browser.newPage({
      viewport: { width: 390, height: 844 },
      locale: 'fa-IR',
      timezoneId: 'Asia/Tehran',
      storageState: await manager.context().storageState(),
    });
    await phone.goto(`${screens.platform.url}/bo/reports`);
    await phone.getByTestId('kpi-sale').waitFor();
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await shot(phone, 'reports-dashboard-phone', { fullPage: true });
    await phone.close();
  });
});
