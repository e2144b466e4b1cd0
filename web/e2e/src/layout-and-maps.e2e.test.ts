// Issue 30 items 16 and 17 in headless Chromium at the users' sizes: the POS draft at a 1366×768
// till keeps the delivery type and the customer's addresses usable with a split payment open; the
// table cards of /bo/tables show «سفارش جدید» whole; the site's address sheet on a 390×844 phone
// finds the point by a neighbourhood's name (no raw coordinates) and keeps «ثبت آدرس» in sight;
// the courier's phone screen offers «مسیریابی» to a navigation app. "In sight" is checked against
// the window and every scrolling box around the element. Screenshots: test-results/screens.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_PHONE, logInAsCourier, logInToBackOffice } from './back-office-login.ts';
import { plainDish } from './order-api.ts';
import { screensForThisFile, shot } from './platform.ts';
import { freshCustomerPhone, logInOnSite, sendAsPage } from './site-customer.ts';

const screens = screensForThisFile();
const TILL = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const SARA = { id: 'demo-customer-1', phone: '09121000001' };
const BIKER_PHONE = '09125550007';

/**
 * Why the element is not wholly in sight, or null: its box must lie inside the window and inside
 * every ancestor that clips or scrolls (overflow auto, scroll or hidden).
 */
function outOfSight(target: Locator): Promise<string | null> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const inside = (r: { top: number; bottom: number; left: number; right: number }) =>
      box.top >= r.top - 1 &&
      box.bottom <= r.bottom + 1 &&
      box.left >= r.left - 1 &&
      box.right <= r.right + 1;
    if (box.height === 0 || box.width === 0) return 'no size';
    const window_ = { top: 0, left: 0, bottom: innerHeight, right: innerWidth };
    if (!inside(window_)) return `outside the window: ${JSON.stringify(box)}`;
    // The page itself (body, html) is the window, checked above.
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (!/(auto|scroll|hidden|clip)/.test(`${style.overflowX} ${style.overflowY}`)) continue;
      if (!inside(p.getBoundingClientRect()))
        return `cut by ${p.tagName}.${p.className} (${style.overflowX}/${style.overflowY})`;
    }
    return null;
  });
}

async function expectInSight(target: Locator, what: string) {
  expect(await outOfSight(target), what).toBeNull();
}

/** The element's text is not cut short (its content fits its box). */
const fitsItsText = (target: Locator) =>
  target.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);

/** Waits until every running transition (a drawer sliding in) has finished. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );

let ownerPage: Page | undefined;
/** The demo owner on the back office at the till's size, logged in once for the file. */
async function owner(): Promise<Page> {
  if (!ownerPage) {
    ownerPage = await screens.browser.newPage({ viewport: TILL, locale: 'fa-IR' });
    await logInToBackOffice(ownerPage, screens.platform.url, DEMO_OWNER_PHONE);
  }
  return ownerPage;
}

/** Calls the API as the page's signed-in user; the HTTP status. */
async function statusOf(page: Page, method: 'POST' | 'PATCH', path: string, body: object) {
  return (await sendAsPage(page, method, path, body)).status;
}

describe('the POS draft at 1366×768 with a split payment', () => {
  it('keeps the delivery type and the customer’s addresses usable', async () => {
    const { url } = screens.platform;
    const page = await screens.browser.newPage({ viewport: TILL, locale: 'fa-IR' });
    await logInToBackOffice(page, url);
    await page.getByTestId('menu-search').waitFor();
    const dish = plainDish(await screens.menu());
    await page.getByTestId(`menu-category-${dish.categoryId}`).click();
    await page.getByTestId(`menu-item-${dish.id}`).click();
    await page.getByTestId('payment-type').click();
    await page.getByRole('option', { name: 'ترکیبی' }).click();
    await page.getByTestId('split-payment').waitFor();
    await page.getByTestId('draft-view').getByText('جزئیات سفارش').click({ force: true });
    await page.getByTestId('delivery-type').getByText('ارسال با پیک').click({ force: true });
    await page.getByTestId('customer-search').fill('۰۹۱۲۱۰۰۰۰۰۱');
    await page.locator(`[data-testid="customer-result"][data-customer-id="${SARA.id}"]`).click();
    const home = page.locator(
      `[data-testid="address-option"][data-address-id="${SARA.id}-address-1"]`,
    );
    await expect.poll(() => home.getAttribute('data-coverage')).toBe('covered');
    await shot(page, 'layout-pos-split-details');

    // The details scroll in a body tall enough to use: the delivery type, then an address.
    const body = await page.getByTestId('draft-body').boundingBox();
    expect(body!.height, 'the draft body keeps room').toBeGreaterThan(220);
    await page.getByTestId('delivery-type').scrollIntoViewIfNeeded();
    await expectInSight(page.getByTestId('delivery-type'), 'delivery type');
    await home.scrollIntoViewIfNeeded();
    await expectInSight(home, 'the customer’s address');
    await home.click();
    await expect.poll(() => home.getAttribute('data-checked')).toBe('true');
    // The shares are typed where they are, and the submit button stays in sight.
    await page.getByTestId('split-open').click();
    await expectInSight(page.getByTestId('split-amount').first(), 'a split share');
    await page.getByTestId('split-amount').nth(1).fill('۱۰۰۰۰');
    await page.getByTestId('split-fill').first().click();
    await expect
      .poll(() => page.getByTestId('split-remaining').getAttribute('data-rial'))
      .toBe('0');
    await shot(page, 'layout-pos-split-shares');
    await page.getByTestId('split-open').click();
    await page.getByTestId('split-shares').waitFor({ state: 'hidden' });
    await expectInSight(page.getByTestId('submit-order'), 'submit');
    await page.getByTestId('delivery-type').scrollIntoViewIfNeeded();
    await expectInSight(page.getByTestId('delivery-type'), 'delivery type, shares settled');
    expect(await page.getByTestId('submit-order').isDisabled()).toBe(false);
    await page.close();
  });
});

describe('/bo/tables at 1366×768', () => {
  it('shows «سفارش جدید» whole on every table card', async () => {
    const { url } = screens.platform;
    const page = await owner();
    // Guests at table 2: its card has «حساب میز» beside «سفارش جدید».
    const bill = {
      id: randomUUID(),
      tableNumber: '2',
      lines: [{ menuItemId: 'item-doogh', count: 1 }],
    };
    expect(await statusOf(page, 'POST', '/api/orders/postpaid', bill)).toBe(201);
    await page.goto(`${url}/bo/tables`);
    await page.getByTestId('table-bill-2').waitFor();
    await page.getByTestId('table-card-1').waitFor();
    await shot(page, 'layout-tables-floor');
    const buttons = page.locator('[data-testid^="table-new-order-"]');
    expect(await buttons.count()).toBeGreaterThan(0);
    for (const button of await buttons.all()) {
      await button.scrollIntoViewIfNeeded();
      await expectInSight(button, (await button.getAttribute('data-testid')) ?? '');
      expect(await fitsItsText(button.locator('.mantine-Button-label'))).toBe(true);
    }
  });
});

describe('the site’s address sheet on a 390×844 phone', () => {
  it('finds the point by a neighbourhood’s name and keeps «ثبت آدرس» in sight', async () => {
    const { url } = screens.platform;
    const site = await screens.browser.newPage({ viewport: PHONE, locale: 'fa-IR' });
    await site.goto(`${url}/`);
    await site.getByTestId('add-item-doogh').click();
    await site.getByTestId('cart-next').click();
    await logInOnSite(site, url, freshCustomerPhone(), { firstName: 'مینا', lastName: 'نقشه' });
    await site.getByTestId('step-delivery-type').waitFor();
    await site.getByTestId('delivery-DELIVER').click();
    await site.getByTestId('step-overview').waitFor();
    await site.getByTestId('cart-next').click();
    await site.getByTestId('choose-address').click();
    await site.getByTestId('new-address').waitFor();
    await settled(site);
    // No raw latitude and longitude to type.
    expect(await site.getByTestId('address-latitude').count()).toBe(0);
    await expectInSight(site.getByTestId('address-save'), 'save, sheet opened');

    // «ونك» with an Arabic kaf finds Vanak; its result puts the pin there, inside the zone.
    await site.getByTestId('place-search').fill('ونك');
    await expect.poll(() => site.getByTestId('place-result').count()).toBe(1);
    expect(await site.getByTestId('place-result').innerText()).toContain('ونک');
    await shot(site, 'layout-site-address-search');
    await site.getByTestId('place-result').click();
    await site.getByTestId('map-pin').waitFor();
    await site.getByTestId('address-covered').waitFor();
    await expect.poll(() => site.getByTestId('address-text').inputValue()).toContain('ونک');
    await site.getByTestId('address-title').fill('خانه');
    await site.getByTestId('address-details').fill('پلاک ۱۲');
    await expectInSight(site.getByTestId('address-save'), 'save, form filled');
    await shot(site, 'layout-site-address-picked');
    await site.getByTestId('address-save').click();
    await site.getByTestId('chosen-address').waitFor();
    await site.close();
  });
});

describe('the courier’s phone screen', () => {
  it('offers «مسیریابی» to the customer’s point: geo:, Neshan and Google Maps', async () => {
    const { url } = screens.platform;
    const office = await owner();
    const bikerId = randomUUID();
    const biker = { id: bikerId, name: 'رضا پیک', phoneNumber: BIKER_PHONE };
    expect(await statusOf(office, 'POST', '/api/bikers', biker)).toBe(200);
    expect(
      await statusOf(office, 'PATCH', '/api/bikers/state', { id: bikerId, onShift: true }),
    ).toBe(200);
    const orderId = randomUUID();
    const order = {
      id: orderId,
      deliveryType: 'DELIVER',
      addressId: `${SARA.id}-address-1`,
      deliveryCost: 300_000,
      lines: [{ menuItemId: 'item-doogh', count: 1 }],
    };
    expect(await statusOf(office, 'POST', '/api/orders', order)).toBe(201);
    const ready = { orderId, status: 'READYTOSHIPMENT' };
    expect(await statusOf(office, 'PATCH', '/api/orders/state', ready)).toBe(200);
    const trip = { orderId, provider: 'OWN_FLEET', bikerId };
    expect(await statusOf(office, 'POST', '/api/delivery/requestnewtrip', trip)).toBeLessThan(300);

    const courier = await screens.browser.newPage({ viewport: PHONE, locale: 'fa-IR' });
    await logInAsCourier(courier, url, BIKER_PHONE);
    await courier.getByTestId('biker-order').waitFor();
    const navigate = courier.getByTestId('biker-navigate');
    // Sara's home in Vanak (the demo's 35.7575, 51.4097).
    expect(await courier.getByTestId('biker-navigate-geo').innerText()).toBe('مسیریابی');
    expect(await courier.getByTestId('biker-navigate-geo').getAttribute('href')).toBe(
      'geo:35.7575,51.4097?q=35.7575,51.4097',
    );
    const hrefs = await navigate
      .locator('a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('https://neshan.org/maps/@35.7575,51.4097,16z');
    expect(
      hrefs.some((h) =>
        h?.startsWith('https://www.google.com/maps/dir/?api=1&destination=35.7575,51.4097'),
      ),
    ).toBe(true);
    await navigate.scrollIntoViewIfNeeded();
    await expectInSight(navigate, 'navigation links');
    await shot(courier, 'layout-biker-navigate');
    await courier.close();
  });
});
