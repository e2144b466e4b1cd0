// Auto-dispatch in headless Chromium (issue 14): the owner chooses SnappBox on the back office's
// vendor settings page (providers shown with their logos, «پیک رستوران» for no auto-dispatch);
// the next delivery order that becomes ready to ship gets a sandbox courier trip without the
// dispatcher, and the choice is still there after a reload. The gateway runs in this process
// (as delivery-provider.e2e.test.ts), so the test awaits the reactor's passes.
// Screenshots: /tmp/shots/auto-dispatch-*.png.
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { repositoryRoot } from '@sofre/gateway/testing';
import { tripsOfOrder } from '@sofre/engine/delivery';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VENDOR_A_ID,
  startTestGateway,
  type TestGateway,
  type TestGatewayOptions,
} from '../../../gateway/src/testing/test-gateway.ts';
import { DEMO_OWNER_PHONE, logInToBackOffice } from './back-office-login.ts';

const SHOTS = '/tmp/shots';

let gw: TestGateway;
let browser: Browser;
let url: string;

beforeAll(async () => {
  const options: TestGatewayOptions & { webDir: string } = { webDir: repositoryRoot };
  gw = await startTestGateway(options);
  url = `http://${await gw.listen()}`;
  gw.app.couriers.sandbox!.stop();
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
  await page.screenshot({ path: `${SHOTS}/auto-dispatch-${name}.png` });
}

const checkedOption = (page: Page) =>
  page.locator('[data-testid="auto-dispatch-option"][data-checked]').getAttribute('data-provider');

const owner = async () => ({ authorization: `Bearer ${await gw.tokenFor('demo-owner')}` });

/** A delivery order of the demo customer, taken and moved to READYTOSHIPMENT over HTTP. */
async function readyDeliveryOrder(): Promise<string> {
  const id = randomUUID();
  const created = await gw.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: await owner(),
    payload: {
      id,
      deliveryType: 'DELIVER',
      addressId: 'demo-customer-1-address-1',
      lines: [{ menuItemId: 'item-kabab-koobideh', count: 1 }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const ready = await gw.app.inject({
    method: 'PATCH',
    url: '/api/orders/state',
    headers: await owner(),
    payload: { orderId: id, status: 'READYTOSHIPMENT' },
  });
  expect(ready.statusCode, ready.body).toBe(200);
  await gw.app.autoDispatch.settle();
  return id;
}

describe('auto-dispatch on the vendor settings page', () => {
  it('the owner chooses SnappBox; the next ready delivery order gets its courier by itself', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'fa-IR' });
    await logInToBackOffice(page, url, DEMO_OWNER_PHONE);
    await page.getByTestId('nav-bo-settings').click();
    await page.waitForURL('**/bo/settings');
    const field = page.getByTestId('auto-dispatch-field');
    await field.waitFor();
    await expect.poll(() => checkedOption(page)).toBe('OFF');
    expect(await field.getByTestId('provider-OWN_FLEET').innerText()).toContain('پیک رستوران');
    await field.scrollIntoViewIfNeeded();
    await shot(page, '1-off');

    await page.locator('[data-testid="auto-dispatch-option"][data-provider="SNAPP_BOX"]').click();
    await page.getByText('عملیات با موفقیت انجام گردید.').first().waitFor();
    await expect.poll(() => checkedOption(page)).toBe('SNAPP_BOX');
    await field.scrollIntoViewIfNeeded();
    await shot(page, '2-snapp-box');

    gw.advanceClock(1_000);
    const orderId = await readyDeliveryOrder();
    const { latest } = await tripsOfOrder(gw.platform.store, VENDOR_A_ID, orderId);
    expect(latest).toMatchObject({ provider: 'SNAPP_BOX', status: 'TRIPREQUESTED' });

    await page.reload();
    await page.getByTestId('auto-dispatch-field').waitFor();
    await expect.poll(() => checkedOption(page)).toBe('SNAPP_BOX');
    await page.close();
  });
});
