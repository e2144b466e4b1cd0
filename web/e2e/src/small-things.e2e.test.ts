// Issue 30 items 20 and 18 in headless Chromium, at the users' sizes (phone 390×844 for the site,
// the courier and the payment page; 1366×768 for /bo): a courier order's tracker and /bo/settings
// read «none yet» without a 404; the courier's phone lists what to carry; the delivered order's
// tracker no longer promises a preparation time; the zones map credits its map in Persian; a test
// page printed from /bo/printers shows on the sandbox printer's page in Persian digits with the
// Jalali date; the sandbox payment page writes «٬» between thousands in the apps' font; an open
// bill turns «۱ دقیقه» when its first minute is up. Screenshots in test-results/screens
// (small-things-*.png).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_PHONE, logInAsCourier, logInToBackOffice } from './back-office-login.ts';
import { screensForThisFile, shot as screenshot } from './platform.ts';
import { sendAsPage, siteOrderAtPaymentPage } from './site-customer.ts';

const freePort = async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
};

let printerPort = 0;
const screens = screensForThisFile(async () => {
  printerPort = await freePort();
  return { PRINTER_SANDBOX: 'on', PRINTER_SANDBOX_PORTS: String(printerPort) };
});
const PHONE = { viewport: { width: 390, height: 844 }, locale: 'fa-IR', timezoneId: 'Asia/Tehran' };
const DESK = { viewport: { width: 1366, height: 768 }, locale: 'fa-IR', timezoneId: 'Asia/Tehran' };
const shot = (page: Page, name: string) => screenshot(page, `small-things-${name}`);

/** Every answer of 400 or more the page received, as «status path». */
function refusalsOf(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400)
      refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return refused;
}

// The owner logs in once (a code by SMS each time would soon be refused); each screen is a tab
// of that session.
let session: BrowserContext | undefined;
async function owner({ fakeClock = false } = {}): Promise<Page> {
  if (!session) {
    session = await screens.browser.newContext(DESK);
    await logInToBackOffice(await session.newPage(), screens.platform.url, DEMO_OWNER_PHONE);
  }
  const page = await session.newPage();
  // A page whose clock the test moves on (it starts at the real time and runs from there).
  if (fakeClock) await page.clock.install();
  await page.goto(`${screens.platform.url}/bo/`);
  await page.getByTestId('logout').waitFor();
  return page;
}

describe('a courier order, its tracker and its courier', () => {
  it('tracks without a 404, lists what to carry, and drops the estimate once delivered', async () => {
    const { url } = screens.platform;
    const office = await owner();
    const bikerPhone = '09125550077';
    const bikerId = randomUUID();
    const biker = { id: bikerId, name: 'رضا پیک', phoneNumber: bikerPhone };
    expect((await sendAsPage(office, 'POST', '/api/bikers', biker)).status).toBe(200);
    const shift = { id: bikerId, onShift: true };
    expect((await sendAsPage(office, 'PATCH', '/api/bikers/state', shift)).status).toBe(200);
    const orderId = randomUUID();
    const order = {
      id: orderId,
      deliveryType: 'DELIVER',
      addressId: 'demo-customer-1-address-1',
      deliveryCost: 300_000,
      lines: [{ menuItemId: 'item-doogh', count: 2 }],
    };
    expect((await sendAsPage(office, 'POST', '/api/orders', order)).status).toBe(201);

    // The customer's tracker before any courier: no 404 for «no courier yet».
    const customer = await screens.browser.newPage(PHONE);
    const refused = refusalsOf(customer);
    // A read the tracker dropped for a newer one (a live refetch) has no body to read: wait for
    // the first answer whose body arrived.
    let courierAnswer: unknown;
    const tracking = customer.waitForResponse(async (r) => {
      if (!r.url().includes('/api/bikers/tracking/')) return false;
      try {
        courierAnswer = await r.json();
        return true;
      } catch {
        return false;
      }
    });
    await customer.goto(`${url}/orders/${orderId}`);
    await customer.getByTestId('order-tracker').waitFor();
    await tracking;
    expect(courierAnswer).toBeNull();
    await shot(customer, 'tracker-no-courier');
    expect(refused).toEqual([]);

    const ready = { orderId, status: 'READYTOSHIPMENT' };
    expect((await sendAsPage(office, 'PATCH', '/api/orders/state', ready)).status).toBe(200);
    const trip = { orderId, bikerId };
    expect((await sendAsPage(office, 'POST', '/api/delivery/requestnewtrip', trip)).status).toBe(
      200,
    );

    // The courier's phone lists what to carry.
    const phone = await screens.browser.newPage(PHONE);
    await logInAsCourier(phone, url, bikerPhone);
    await phone.getByTestId('biker-items').waitFor();
    expect(await phone.getByTestId('biker-item').allInnerTexts()).toEqual(['۲ × دوغ محلی']);
    await shot(phone, 'biker-items');

    for (const step of ['ACCEPTED', 'ATRESTAURANT', 'PICKED_UP', 'ATDESTINATION', 'DELIVERED']) {
      const next = phone.locator(`[data-testid="biker-next-step"][data-step="${step}"]`);
      await next.click();
      await next.waitFor({ state: 'detached' });
    }
    await expect
      .poll(() => customer.getByTestId('tracker-courier').getAttribute('data-status'))
      .toBe('DELIVERED');
    expect(await customer.getByText('زمان تقریبی آماده‌سازی').count()).toBe(0);
    await shot(customer, 'tracker-delivered');
    expect(refused).toEqual([]);
  });
});

describe('the back office', () => {
  it('reads a vendor with no bank account yet without a 404', async () => {
    const page = await owner();
    const refused = refusalsOf(page);
    const bank = page.waitForResponse((r) => r.url().includes('/api-identity/vendors/bank'));
    await page.goto(`${screens.platform.url}/bo/settings`);
    await page.getByTestId('vendor-settings-page').waitFor();
    expect((await bank).status()).toBe(200);
    await shot(page, 'settings');
    expect(refused).toEqual([]);
  });

  it('credits the zones map in Persian', async () => {
    const page = await owner();
    await page.goto(`${screens.platform.url}/bo/delivery-zones`);
    const credits = page.locator('.leaflet-control-attribution');
    await credits.waitFor();
    expect(await credits.innerText()).toContain('لیفلت');
    expect(await credits.innerText()).not.toContain('Leaflet');
    await shot(page, 'zones-map');
  });

  it('prints a test page and shows it on the sandbox printer’s page, in Persian', async () => {
    const page = await owner();
    // A printer of its own on the sandbox's port: no earlier ticket waits in its queue.
    const printer = await sendAsPage<object>(page, 'POST', '/api-catalog/catalog/printers', {
      id: 'printer-sandbox',
      name: 'چاپگر آزمایش',
      ip: '127.0.0.1',
      port: printerPort,
      paperWidth: 80,
    });
    expect(printer.status).toBe(201);
    await page.goto(`${screens.platform.url}/bo/printers`);
    await page.getByTestId('printer-test-printer-sandbox').click();
    const link = page.getByTestId('printer-sandbox-link');
    await link.waitFor();
    await shot(page, 'printers');

    const gallery = await screens.browser.newPage(DESK);
    await expect
      .poll(
        async () => {
          await gallery.goto(`${screens.platform.url}${await link.getAttribute('href')}`);
          return gallery.locator('figure').count();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    const caption = await gallery.locator('figcaption').first().innerText();
    expect(caption).toMatch(/^[۰-۹]{1,2} [آ-ی]+ ۱۴[۰-۹]{2}، [۰-۹]{2}:[۰-۹]{2} — درگاه [۰-۹]+$/);
    expect(await gallery.locator('h1').innerText()).not.toMatch(/[0-9]/);
    await shot(gallery, 'sandbox-printer');
  });
});

describe('the sandbox payment page', () => {
  it('writes the amount with «٬» between thousands, in the apps’ font', async () => {
    const page = await screens.browser.newPage(PHONE);
    await page.goto((await siteOrderAtPaymentPage(screens.platform.url)).payUrl);
    const amount = await page.locator('.amount strong').innerText();
    expect(amount).toMatch(/^[۰-۹]{1,3}(٬[۰-۹]{3})+ ریال$/);
    expect(await page.evaluate(() => document.fonts.check('16px Vazirmatn', '۹٬۰۵۷'))).toBe(true);
    await shot(page, 'sandbox-pay');
  });
});

describe('an open bill’s timer', () => {
  it('turns «۱ دقیقه» when the bill’s first minute is up, on a POS opened before it', async () => {
    const page = await owner({ fakeClock: true });
    await page.getByTestId('tab-open-bills').waitFor();
    const id = randomUUID();
    const bill = { id, tableNumber: '4', lines: [{ menuItemId: 'item-doogh', count: 1 }] };
    const opened = await sendAsPage<{ submittedAt?: string }>(
      page,
      'POST',
      '/api/orders/postpaid',
      bill,
    );
    expect(opened.status).toBe(201);
    const tracker = await (
      await fetch(`${screens.platform.url}/api/orders/${id}`, {
        headers: { 'x-vendor-domain': 'localhost' },
      })
    ).json();
    const submittedAt = Date.parse((tracker as { submittedAt: string }).submittedAt);
    await page.getByTestId('tab-open-bills').click();
    const duration = page.getByTestId(`open-bill-${id}`).getByTestId('open-bill-duration');
    await duration.waitFor();
    // Just after its first minute: the page's clock is moved on, its timers firing on the way.
    await page.clock.fastForward(Math.max(0, submittedAt + 61_000 - Date.now()));
    await expect.poll(() => duration.innerText(), { timeout: 3_000 }).toBe('۱ دقیقه');
    await shot(page, 'open-bill-minute');
  });
});
