// A courier provider end to end (issue 14): a ready delivery order is sent to SnappBox from the
// back office's dispatch view (its provider button); the sandbox courier shipped with the product
// carries it — assigned, accepted, at the restaurant, picked up, delivered — calling our webhooks
// over HTTP; the dispatch view lists it on the way and the customer's tracker follows it live to
// delivered, naming the provider. Then the courier's phone (/biker) gives an order back before
// pickup, with a confirmation, and, once the courier's login has run out, goes back to the
// courier's own login. Time is the test gateway's clock: the test moves it and lets the sandbox
// send what is due (as gateway/src/couriers/couriers.route.test.ts does), so the gateway runs in
// this process, serving the built apps. Screenshots: /tmp/shots/delivery-provider-*.png.
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { repositoryRoot } from '@sofre/gateway/testing';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxCouriers } from '../../../gateway/src/couriers/sandbox/sandbox.couriers.ts';
import { startTestGateway, type TestGateway } from '../../../gateway/src/testing/test-gateway.ts';
import { codeFromOutbox, DEMO_OWNER_PHONE, logInToBackOffice } from './back-office-login.ts';

const SHOTS = '/tmp/shots';

let gw: TestGateway;
let sandbox: SandboxCouriers;
let browser: Browser;
let url: string;

beforeAll(async () => {
  // The built apps of the repository (build-web.global-setup.ts built them), served by a gateway
  // in this process, so the test moves its clock.
  gw = await startTestGateway({ webDir: repositoryRoot });
  url = `http://${await gw.listen()}`;
  sandbox = gw.app.couriers.sandbox!;
  // The test sends what is due itself, right after moving the clock.
  sandbox.stop();
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await gw?.close();
});

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });
  await page.screenshot({ path: `${SHOTS}/delivery-provider-${name}.png` });
}

/** Moves the gateway's clock and lets the sandbox courier send the webhooks now due. */
async function after(ms: number) {
  gw.advanceClock(ms);
  await sandbox.tick();
}

const markNoReload = (page: Page) =>
  page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

/** Calls the API as the demo owner, signed on the gateway's clock as it stands. */
async function asOwner(method: 'POST' | 'PATCH', path: string, payload: object) {
  const authorization = `Bearer ${await gw.tokenFor('demo-owner')}`;
  return gw.app.inject({ method, url: path, headers: { authorization }, payload });
}

/** A delivery order taken by the demo owner and made ready for shipment, through the API. */
async function readyDeliveryOrder(): Promise<string> {
  const orderId = randomUUID();
  const call = asOwner;
  const taken = await call('POST', '/api/orders', {
    id: orderId,
    deliveryType: 'DELIVER',
    addressId: 'demo-customer-1-address-1',
    deliveryCost: 300_000,
    lines: [{ menuItemId: 'item-doogh', count: 2 }],
  });
  expect(taken.statusCode, taken.body).toBe(201);
  const ready = await call('PATCH', '/api/orders/state', { orderId, status: 'READYTOSHIPMENT' });
  expect(ready.statusCode, ready.body).toBe(200);
  return orderId;
}

describe('a delivery order with a courier provider', () => {
  it('a second order goes through the sandbox provider end to end', async () => {
    const office = await browser.newPage({
      viewport: { width: 1366, height: 768 },
      locale: 'fa-IR',
    });
    await logInToBackOffice(office, url, DEMO_OWNER_PHONE);
    const orderId = await readyDeliveryOrder();

    const customer = await browser.newPage({
      viewport: { width: 390, height: 844 },
      locale: 'fa-IR',
    });
    await customer.goto(`${url}/orders/${orderId}`);
    await customer.getByTestId('order-tracker').waitFor();
    await markNoReload(customer);

    // The dispatcher sees the order ready, where it goes, and sends it with SnappBox.
    await office.goto(`${url}/bo/dispatch`);
    await office.getByTestId('dispatch-page').waitFor();
    await markNoReload(office);
    const card = office.getByTestId('dispatch-ready').locator(`[data-order="${orderId}"]`);
    await card.waitFor();
    expect(await card.getByTestId('dispatch-address').innerText()).toMatch(/[\u0600-\u06FF]/);
    await shot(office, 'ready');
    // A courier that comes, picks up and delivers within ten minutes of the gateway's clock (an
    // access token lives fifteen: the back office keeps its session without a refresh).
    sandbox.planNext([
      { afterMs: 30_000, status: 'ASSIGNED' },
      { afterMs: 60_000, status: 'ACCEPTED' },
      { afterMs: 3 * 60_000, status: 'ATRESTAURANT' },
      { afterMs: 5 * 60_000, status: 'PICKED_UP' },
      { afterMs: 10 * 60_000, status: 'DELIVERED' },
    ]);
    await card.getByTestId('dispatch-provider-SNAPP_BOX').click();
    await card.waitFor({ state: 'detached' });

    // On the way: the dispatch view lists it with its provider, and follows its status.
    const going = office.getByTestId('dispatch-on-the-way').locator(`[data-going="${orderId}"]`);
    await going.waitFor();
    expect(await going.getAttribute('data-provider')).toBe('SNAPP_BOX');
    expect(await going.getAttribute('data-status')).toBe('TRIPREQUESTED');
    // Nothing for the customer until a courier is found.
    expect(await customer.getByTestId('tracker-courier').count()).toBe(0);

    await after(30_000);
    await expect
      .poll(() => customer.getByTestId('tracker-courier').getAttribute('data-status'))
      .toBe('BIKERASSIGNED');
    const provider = customer.getByTestId('tracker-courier-provider');
    expect(await provider.getAttribute('data-provider')).toBe('SNAPP_BOX');
    expect(await provider.innerText()).toContain('اسنپ‌باکس');
    await expect.poll(() => going.getAttribute('data-status')).toBe('BIKERASSIGNED');
    await shot(customer, 'tracker-assigned');

    for (const [ms, status] of [
      [30_000, 'BIKERACCEPTED'],
      [2 * 60_000, 'ATSOURCE'],
      [2 * 60_000, 'PICKEDUP'],
    ] as const) {
      await after(ms);
      await expect
        .poll(() => customer.getByTestId('tracker-courier').getAttribute('data-status'))
        .toBe(status);
      await expect.poll(() => going.getAttribute('data-status')).toBe(status);
    }
    await expect
      .poll(() => customer.getByTestId('tracker-status').getAttribute('data-status'))
      .toBe('DELIVERING');
    expect(await going.innerText()).toContain('پیک آزمایشی');
    await shot(office, 'on-the-way');
    await shot(customer, 'tracker-on-the-way');

    await after(5 * 60_000);
    await expect
      .poll(() => customer.getByTestId('tracker-status').getAttribute('data-status'))
      .toBe('DELIVERED');
    await expect
      .poll(() => customer.getByTestId('tracker-courier').getAttribute('data-status'))
      .toBe('DELIVERED');
    await shot(customer, 'tracker-delivered');
    // Delivered: no longer on the way.
    await going.waitFor({ state: 'detached' });
    await shot(office, 'delivered');

    const text = await customer.locator('body').innerText();
    expect(text).not.toMatch(/[0-9]/);
    for (const page of [office, customer]) expect(await stillSamePage(page)).toBe(true);
  });
});

describe('the courier’s phone', () => {
  it('gives an order back before pickup, and goes back to its own login when the login ran out', async () => {
    const bikerId = randomUUID();
    const phone = '09125550002';
    const created = await asOwner('POST', '/api/bikers', {
      id: bikerId,
      name: 'رضا پیک',
      phoneNumber: phone,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(
      (await asOwner('PATCH', '/api/bikers/state', { id: bikerId, onShift: true })).statusCode,
    ).toBe(200);
    const assign = async (orderId: string) => {
      const res = await asOwner('POST', '/api/delivery/requestnewtrip', { orderId, bikerId });
      expect(res.statusCode, res.body).toBe(200);
    };

    const courier = await browser.newPage({
      viewport: { width: 390, height: 844 },
      locale: 'fa-IR',
    });
    await courier.goto(`${url}/biker`);
    await courier.getByTestId('login-phone').fill(phone);
    const since = new Date(gw.clock().getTime() - 1000);
    await courier.getByTestId('login-send-code').click();
    await courier.getByTestId('login-code').fill(await codeFromOutbox(url, phone, since));
    await courier.getByTestId('login-verify').click();
    await courier.getByTestId('biker-no-order').waitFor();

    // An order given to the courier, accepted; then given back, after a confirmation.
    const first = await readyDeliveryOrder();
    await assign(first);
    const order = courier.getByTestId('biker-order');
    await order.waitFor();
    await courier.getByTestId('biker-next-step').click();
    await expect.poll(() => order.getAttribute('data-status')).toBe('BIKERACCEPTED');
    await courier.getByTestId('biker-give-back').click();
    const confirm = courier.getByTestId('biker-give-back-confirm');
    await confirm.waitFor();
    await shot(courier, 'biker-give-back');
    await confirm.click();
    await courier.getByTestId('biker-no-order').waitFor();
    await shot(courier, 'biker-given-back');
    const waiting = await gw.app.inject({
      url: '/api/orders/un-assigned-to-biker',
      headers: { authorization: `Bearer ${await gw.tokenFor('demo-owner')}` },
    });
    expect(waiting.json<{ orderId: string }[]>().map((o) => o.orderId)).toContain(first);

    // Once the food is picked up, there is no giving it back.
    const second = await readyDeliveryOrder();
    await assign(second);
    const next = courier.getByTestId('biker-next-step');
    for (const [step, status] of [
      ['ACCEPTED', 'BIKERACCEPTED'],
      ['ATRESTAURANT', 'ATSOURCE'],
      ['PICKED_UP', 'PICKEDUP'],
    ] as const) {
      await expect.poll(() => next.getAttribute('data-step')).toBe(step);
      await next.click();
      await expect.poll(() => order.getAttribute('data-status')).toBe(status);
    }
    expect(await courier.getByTestId('biker-give-back').count()).toBe(0);

    // A month later the login has run out: the next tap goes back to the courier's login.
    gw.advanceClock(31 * 24 * 3_600_000);
    await next.click();
    await courier.getByTestId('login-phone').waitFor();
    expect(new URL(courier.url()).pathname).toBe('/biker');
    await shot(courier, 'biker-session-ended');
  });
});
