// Issue 5 in headless Chromium: the owner opens /bo/delivery-zones (no map tiles: this machine is
// offline, the map draws a coordinate grid), draws a zone by clicking four corners, names and
// prices it, saves; then checks a point inside (accepted, price shown), a point picked on the map
// inside it, and a point outside (refused with the out-of-zone message). A crossing outline is
// refused beside the map. Screenshots in test-results/screens.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { logInToBackOffice } from './back-office-login.ts';
import { screensForThisFile, shot } from './platform.ts';

const screens = screensForThisFile();
const DEMO_OWNER_PHONE = '09120000001';
const OUT_OF_ZONE = 'لطفاً آدرسی در محدوده‌های تحت پوشش انتخاب کنید.';

/** Latin digits of a Persian text, to compare numbers. */
const latin = (text: string) =>
  text.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace('٫', '.');

/** One login for the file (a second code to the same phone would wait for the resend cooldown). */
let loggedIn: Promise<BrowserContext> | undefined;
const ownerContext = () =>
  (loggedIn ??= (async () => {
    const context = await screens.browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'fa-IR',
    });
    await logInToBackOffice(await context.newPage(), screens.platform.url, DEMO_OWNER_PHONE);
    return context;
  })());

const openZones = async (): Promise<Page> => {
  const page = await (await ownerContext()).newPage();
  // Any request leaving the machine would hang offline: none may be made.
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(screens.platform.url) && !r.url().startsWith('data:'))
      outside.push(r.url());
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('requestfailed', (r) => pageErrors.push(`${r.url()} ${r.failure()?.errorText}`));
  await page.goto(`${screens.platform.url}/bo/`);
  await page.getByTestId('nav-bo-delivery-zones').click();
  await page.waitForURL('**/bo/delivery-zones');
  try {
    await page.getByTestId('zone-row-demo-zone-central').waitFor({ timeout: 10_000 });
  } catch (error) {
    await shot(page, 'zones-debug');
    throw new Error(`zones screen did not open (${pageErrors.join('; ')})`, { cause: error });
  }
  await page.locator('.leaflet-container').waitFor();
  expect(outside).toEqual([]);
  return page;
};

/** The map's centre in page pixels (Tehran, 35.6892 N 51.3890 E at zoom 12). */
const mapCentre = async (page: Page) => {
  const box = (await page.locator('.leaflet-container').boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
};

describe('delivery zones', () => {
  it('the owner draws a zone, prices it, and checks points inside and outside', async () => {
    const page = await openZones();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await shot(page, 'zones-1-map');

    // North-west of the demo zone (central Tehran), clear of the zoom buttons.
    const { x, y } = await mapCentre(page);
    const corners = [
      [x - 320, y - 280],
      [x - 170, y - 280],
      [x - 170, y - 150],
      [x - 320, y - 150],
    ] as const;
    await page.getByTestId('zone-new').click();
    await page.getByTestId('zone-drawing').waitFor();
    for (const [cx, cy] of corners) await page.mouse.click(cx, cy);
    await expect.poll(() => page.getByTestId('zone-corner-count').innerText()).toBe('۴ گوشه');
    await shot(page, 'zones-2-drawing');

    await page.getByTestId('zone-finish').click();
    await page.getByTestId('zone-name').fill('شهرک غرب');
    await page.getByTestId('zone-price').fill('۲۵۰۰۰');
    expect(await page.locator('.zone-vertex').count()).toBe(4);
    await expect.poll(() => page.getByTestId('zone-polygon-error').count()).toBe(0);
    await shot(page, 'zones-3-form');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api-identity/deliveryzones') && r.request().method() === 'POST',
    );
    await page.getByTestId('zone-save').click();
    const response = await saved;
    expect(response.status()).toBe(201);
    const zone = (await response.json()) as { id: string; price: number; polygon: number[][] };
    expect(zone.price).toBe(250_000);
    expect(zone.polygon).toHaveLength(5);
    expect(zone.polygon[0]).toEqual(zone.polygon[4]);
    const row = page.getByTestId(`zone-row-${zone.id}`);
    await row.waitFor();
    expect(await row.getByTestId('zone-row-price').innerText()).toBe('۲۵٬۰۰۰ تومان');
    await page.getByTestId('zone-form').waitFor({ state: 'detached' });

    // Inside: the middle of the drawn square, typed in Persian digits.
    const lngs = zone.polygon.map((p) => p[0]!);
    const lats = zone.polygon.map((p) => p[1]!);
    const mid = (v: number[]) => ((Math.min(...v) + Math.max(...v)) / 2).toFixed(5);
    const persian = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
    await page.getByTestId('zone-check-latitude').fill(persian(mid(lats)).replace('.', '٫'));
    await page.getByTestId('zone-check-longitude').fill(persian(mid(lngs)).replace('.', '٫'));
    await page.getByTestId('zone-check-run').click();
    const result = page.getByTestId('zone-check-result');
    await expect.poll(() => result.getAttribute('data-inside')).toBe('true');
    expect(await result.innerText()).toBe('داخل محدودهٔ شهرک غرب — هزینهٔ ارسال ۲۵٬۰۰۰ تومان');
    await shot(page, 'zones-4-inside');

    // Picked on the map: the square's middle pixel.
    await page.getByTestId('zone-check-pick').click();
    const picked = page.waitForResponse((r) => r.url().includes('/estimated-price'));
    await page.mouse.click(x - 245, y - 215);
    expect((await picked).status()).toBe(200);
    const pickedLatitude = Number(
      latin(await page.getByTestId('zone-check-latitude').inputValue()),
    );
    expect(pickedLatitude).toBeGreaterThan(Math.min(...lats));
    expect(pickedLatitude).toBeLessThan(Math.max(...lats));
    await expect.poll(() => result.innerText()).toContain('داخل محدودهٔ شهرک غرب');

    // Outside every zone: Karaj.
    await page.getByTestId('zone-check-latitude').fill('35.84');
    await page.getByTestId('zone-check-longitude').fill('50.97');
    expect(await page.getByTestId('zone-check-latitude').inputValue()).toBe('۳۵٫۸۴');
    await page.getByTestId('zone-check-run').click();
    await expect.poll(() => result.getAttribute('data-inside')).toBe('false');
    expect(await result.innerText()).toBe(OUT_OF_ZONE);
    await shot(page, 'zones-5-outside');

    // Disabled, the zone no longer takes the point it took.
    const disabled = page.waitForResponse((r) => r.url().endsWith('/enable-or-disable'));
    // The switch's input is visually hidden under its track: click it as the track does.
    await page.getByTestId(`zone-toggle-${zone.id}`).dispatchEvent('click');
    expect((await disabled).status()).toBe(200);
    await page.getByTestId('zone-check-latitude').fill(mid(lats));
    await page.getByTestId('zone-check-longitude').fill(mid(lngs));
    await page.getByTestId('zone-check-run').click();
    await expect.poll(() => result.innerText()).toBe(OUT_OF_ZONE);
  });

  it('a crossing outline is refused with its reason beside the map', async () => {
    const page = await openZones();
    const { x, y } = await mapCentre(page);
    await page.getByTestId('zone-new').click();
    // A bow tie: the second and third corners swapped.
    for (const [cx, cy] of [
      [x + 150, y + 100],
      [x + 280, y + 220],
      [x + 280, y + 100],
      [x + 150, y + 220],
    ])
      await page.mouse.click(cx!, cy!);
    await page.getByTestId('zone-finish').click();
    await page.getByTestId('zone-name').fill('ضربدری');
    await page.getByTestId('zone-price').fill('۱۰۰۰۰');
    const refused = page.waitForResponse(
      (r) => r.url().endsWith('/api-identity/deliveryzones') && r.request().method() === 'POST',
    );
    await page.getByTestId('zone-save').click();
    expect((await refused).status()).toBe(422);
    await expect
      .poll(() => page.getByTestId('zone-polygon-error').innerText())
      .toBe('مرزهای محدوده نباید یکدیگر را قطع کنند یا نقطهٔ تکراری داشته باشند.');
    await shot(page, 'zones-6-crossing');
  });
});
