// The restaurant's own courier end to end (issue 14), on three screens at once: a delivery order
// taken through the API goes to the kitchen and is made ready; the dispatcher sees it appear in
// the back office's dispatch view (1366×768) and gives it to a free courier; the courier's phone
// (/biker, 390×844) shows it without a reload, and the courier accepts, reaches the restaurant,
// picks up (sharing the phone's position) and delivers; the customer's tracker follows the courier
// live. Screenshots go to /tmp/shots/delivery-*.png.
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_PHONE, logInAsCourier, logInToBackOffice } from './back-office-login.ts';
import { screensForThisFile } from './platform.ts';

const screens = screensForThisFile();
const SHOTS = '/tmp/shots';
const BIKER_PHONE = '09125550001';
const RESTAURANT_CORNER = { latitude: 35.745, longitude: 51.405 };

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });
  await page.screenshot({ path: `${SHOTS}/delivery-${name}.png` });
}

/** Calls the API as the page's signed-in user (its token in local storage); the HTTP status. */
function callAsPage(page: Page, method: string, path: string, body: object): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { state } = JSON.parse(localStorage.getItem('sofre.auth') ?? '{}') as {
        state?: { token?: string };
      };
      const response = await fetch(path, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-vendor-domain': location.hostname,
          authorization: `Bearer ${state?.token}`,
        },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { method, path, body },
  );
}

/** The page does not reload: a marker set on its window survives until the end. */
const markNoReload = (page: Page) =>
  page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

/** Nothing the user needs is below the fold: the element ends inside the viewport. */
async function aboveTheFold(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  const { height } = page.viewportSize()!;
  expect(box, testId).not.toBeNull();
  expect(box!.y + box!.height, `${testId} below the fold`).toBeLessThanOrEqual(height);
}

describe('a delivery order with the restaurant’s own courier', () => {
  it('is dispatched, carried and delivered while the customer follows live', async () => {
    const { url } = screens.platform;
    const office = await screens.browser.newPage({
      viewport: { width: 1366, height: 768 },
      locale: 'fa-IR',
    });
    await logInToBackOffice(office, url, DEMO_OWNER_PHONE);

    // A courier of the restaurant, on shift.
    const bikerId = randomUUID();
    const biker = { id: bikerId, name: 'علی پیک', phoneNumber: BIKER_PHONE };
    expect(await callAsPage(office, 'POST', '/api/bikers', biker)).toBe(200);
    expect(
      await callAsPage(office, 'PATCH', '/api/bikers/state', { id: bikerId, onShift: true }),
    ).toBe(200);

    // The courier signs in on the phone; nothing is theirs yet.
    const phoneContext = await screens.browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'fa-IR',
      geolocation: RESTAURANT_CORNER,
      permissions: ['geolocation'],
    });
    const courier = await phoneContext.newPage();
    await logInAsCourier(courier, url, BIKER_PHONE);
    await courier.getByTestId('biker-no-order').waitFor();
    await markNoReload(courier);
    await shot(courier, 'biker-waiting');

    // A delivery order through the API, to the kitchen, then made ready for shipment.
    const orderId = randomUUID();
    const order = {
      id: orderId,
      deliveryType: 'DELIVER',
      addressId: 'demo-customer-1-address-1',
      deliveryCost: 300_000,
      lines: [{ menuItemId: 'item-doogh', count: 2 }],
    };
    expect(await callAsPage(office, 'POST', '/api/orders', order)).toBe(201);

    // The customer's tracker, on another phone.
    const customer = await screens.browser.newPage({
      viewport: { width: 390, height: 844 },
      locale: 'fa-IR',
    });
    await customer.goto(`${url}/orders/${orderId}`);
    await customer.getByTestId('order-tracker').waitFor();
    await markNoReload(customer);

    await office.goto(`${url}/bo/dispatch`);
    await office.getByTestId('dispatch-page').waitFor();
    await markNoReload(office);
    const card = office.locator(`[data-order="${orderId}"]`);
    expect(await card.count()).toBe(0);
    expect(
      await callAsPage(office, 'PATCH', '/api/orders/state', {
        orderId,
        status: 'READYTOSHIPMENT',
      }),
    ).toBe(200);
    // It appears in the dispatch view by itself, with the free courier to choose.
    await card.waitFor();
    await expect.poll(() => office.getByTestId('dispatch-courier').count()).toBeGreaterThan(0);
    await card.getByTestId('dispatch-biker').click();
    await office.getByRole('option', { name: 'علی پیک' }).click();
    await shot(office, 'dispatch-ready');
    await card.getByTestId('dispatch-assign').click();
    await card.waitFor({ state: 'detached' });
    await expect
      .poll(() => office.locator('[data-availability="ON_TRIP"]').count())
      .toBeGreaterThan(0);
    await shot(office, 'dispatch-assigned');

    // The phone shows the order without a reload: address, the customer's phone, the map.
    await courier.getByTestId('biker-order').waitFor();
    expect(await courier.getByTestId('biker-call').getAttribute('href')).toMatch(/^tel:09\d{9}$/);
    await aboveTheFold(courier, 'biker-next-step');
    await shot(courier, 'biker-assigned');
    const next = courier.getByTestId('biker-next-step');
    for (const [step, status] of [
      ['ACCEPTED', 'BIKERACCEPTED'],
      ['ATRESTAURANT', 'ATSOURCE'],
      ['PICKED_UP', 'PICKEDUP'],
    ] as const) {
      await expect.poll(() => next.getAttribute('data-step')).toBe(step);
      await next.click();
      await expect
        .poll(() => courier.getByTestId('biker-order').getAttribute('data-status'))
        .toBe(status);
    }
    // On the road: the phone shares where it is, the customer sees the courier coming.
    await phoneContext.setGeolocation({ latitude: 35.741, longitude: 51.402 });
    await courier.getByTestId('biker-sharing').waitFor();
    await aboveTheFold(courier, 'biker-next-step');
    await shot(courier, 'biker-on-the-way');
    await expect
      .poll(() => customer.getByTestId('tracker-courier').getAttribute('data-status'))
      .toBe('PICKEDUP');
    await customer.getByTestId('map-courier').waitFor();
    expect(await customer.getByTestId('tracker-status').getAttribute('data-status')).toBe(
      'DELIVERING',
    );
    await aboveTheFold(customer, 'tracker-courier-status');
    await shot(customer, 'tracker-on-the-way');

    // At the door, then handed over.
    await expect.poll(() => next.getAttribute('data-step')).toBe('ATDESTINATION');
    await next.click();
    await expect
      .poll(() => customer.getByTestId('tracker-courier').getAttribute('data-status'))
      .toBe('ATDESTINATION');
    await expect.poll(() => next.getAttribute('data-step')).toBe('DELIVERED');
    await next.click();
    await courier.getByTestId('biker-no-order').waitFor();
    await courier.getByTestId('biker-delivered').waitFor();
    await shot(courier, 'biker-delivered');
    await expect
      .poll(() => customer.getByTestId('tracker-status').getAttribute('data-status'))
      .toBe('DELIVERED');
    await expect
      .poll(() => customer.getByTestId('tracker-courier').getAttribute('data-status'))
      .toBe('DELIVERED');
    await shot(customer, 'tracker-delivered');
    await expect
      .poll(() => office.locator('[data-availability="FREE"]').count())
      .toBeGreaterThan(0);

    // Persian digits on the phone; nobody reloaded.
    const text =
      (await courier.locator('body').innerText()) + (await customer.locator('body').innerText());
    expect(text).not.toMatch(/[0-9]/);
    for (const page of [office, courier, customer]) expect(await stillSamePage(page)).toBe(true);
    expect(await courier.evaluate(() => document.documentElement.dir)).toBe('rtl');
  });
});
