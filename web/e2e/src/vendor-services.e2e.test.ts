// A vendor's own outside services in headless Chromium at 1366×768 (issue 32): on the back
// office's settings page the owner chooses ZarinPal as the restaurant's own payment gateway and
// types its merchant id (refused beside the field when malformed; once kept, never shown again,
// not even in the page's HTML), then picks the courier pickup point on the map and gives the
// address a courier reads; both are still there after a reload, and the next online payment goes
// to the vendor's ZarinPal (a local stand-in) with its merchant id.
// Screenshots: /tmp/shots/vendor-services-*.png.
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { repositoryRoot } from '@sofre/gateway/testing';
import type { OrderPaymentStart, VendorMe } from '@sofre/engine/contracts';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  salonOrder,
  startTestGateway,
  type TestGateway,
  type TestGatewayOptions,
} from '../../../gateway/src/testing/test-gateway.ts';
import { startFakeZarinPal } from '../../../gateway/src/payments/providers/zarinpal/fake-zarinpal.server.ts';
import { auditPage, readable } from './axe-audit.ts';
import { DEMO_OWNER_PHONE, logInToBackOffice } from './back-office-login.ts';

const SHOTS = '/tmp/shots';
const MERCHANT = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

let gw: TestGateway;
let browser: Browser;
let url: string;
let zarinPal: Awaited<ReturnType<typeof startFakeZarinPal>>;

beforeAll(async () => {
  zarinPal = await startFakeZarinPal();
  const options: TestGatewayOptions & { webDir: string } = {
    webDir: repositoryRoot,
    paymentEnv: { ZARINPAL_BASE_URL: zarinPal.baseUrl },
  };
  gw = await startTestGateway(options);
  url = `http://${await gw.listen()}`;
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await gw?.close();
  await zarinPal?.close();
});

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });
  await page.screenshot({ path: `${SHOTS}/vendor-services-${name}.png` });
}

const owner = async () => ({ authorization: `Bearer ${await gw.tokenFor('demo-owner')}` });
const saved = (page: Page) => page.getByText('عملیات با موفقیت انجام گردید.').first().waitFor();

describe('the vendor’s payment gateway and pickup point settings', () => {
  it('the owner sets the restaurant’s own ZarinPal and its pickup point on the map', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'fa-IR' });
    await logInToBackOffice(page, url, DEMO_OWNER_PHONE);
    await page.getByTestId('nav-bo-settings').click();
    await page.waitForURL('**/bo/settings');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    // The payment gateway: the platform's until chosen.
    const gateway = page.getByTestId('payment-gateway-form');
    await gateway.waitFor();
    await gateway.scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.getByTestId('payment-gateway-provider').inputValue())
      .toBe('درگاه پیش‌فرض سامانه');
    await shot(page, '1-gateway-platform');

    await page.getByTestId('payment-gateway-provider').click();
    await page.getByRole('option', { name: 'زرین‌پال (اختصاصی رستوران)' }).click();
    await page.getByTestId('payment-gateway-merchantId').waitFor();
    // The gateway's fields and the pickup map pass axe (WCAG 2.1 AA) as the other screens do.
    for (const part of ['payment-gateway-section', 'pickup-point-section']) {
      const findings = await auditPage(page, { include: `[data-testid="${part}"]` });
      expect(readable(findings), part).toEqual([]);
    }
    // Nothing typed: the required field says so, and nothing is sent.
    await page.getByTestId('payment-gateway-save').click();
    await gateway.getByText('این مورد را وارد کنید.').waitFor();
    // A malformed merchant id: the server's refusal beside the field.
    await page.getByTestId('payment-gateway-merchantId').fill('123-not-a-merchant');
    await page.getByTestId('payment-gateway-save').click();
    await gateway.getByText('قالب این مقدار درست نیست.').waitFor();
    await gateway.scrollIntoViewIfNeeded();
    await shot(page, '2-gateway-refused');

    await page.getByTestId('payment-gateway-merchantId').fill(MERCHANT);
    await page.getByTestId('payment-gateway-terminalId').fill('۱۲۳۴');
    await page.getByTestId('payment-gateway-save').click();
    await saved(page);
    await page.getByTestId('payment-gateway-status').getByText('ذخیره شده است').waitFor();
    expect(await page.getByTestId('payment-gateway-merchantId').inputValue()).toBe('');
    await gateway.scrollIntoViewIfNeeded();
    await shot(page, '3-gateway-kept');

    // The pickup point: none yet, then a click on the map and the address.
    const pickup = page.getByTestId('pickup-point-form');
    await pickup.scrollIntoViewIfNeeded();
    await page.getByTestId('pickup-point-none').waitFor();
    await shot(page, '4-pickup-none');
    // Latitude and longitude swapped: outside Iran, refused beside the field, nothing kept.
    await page.getByTestId('pickup-point-latitude').fill('۵۱٫۴۳');
    await page.getByTestId('pickup-point-longitude').fill('35.8');
    await page.getByTestId('pickup-point-address').fill('تجریش');
    await page.getByTestId('pickup-point-save').click();
    await pickup.getByText('نقطهٔ تحویل به پیک باید داخل ایران باشد.').first().waitFor();
    expect(await page.getByTestId('pickup-point-longitude').inputValue()).toBe('۳۵٫۸');
    await pickup.scrollIntoViewIfNeeded();
    await shot(page, '4b-pickup-refused');
    const map = page.getByTestId('pickup-point-map');
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.4);
    await expect
      .poll(() => page.getByTestId('pickup-point-latitude').inputValue())
      .toMatch(/^۳۵٫[۰-۹]{5}$/);
    expect(await page.getByTestId('pickup-point-longitude').inputValue()).toMatch(/^۵۱٫[۰-۹]{5}$/);
    await page.getByTestId('pickup-point-address').fill('تجریش، خیابان دربند، پلاک ۱۲');
    await page.getByTestId('pickup-point-save').click();
    await saved(page);
    await pickup.scrollIntoViewIfNeeded();
    await shot(page, '5-pickup-saved');

    const me = await gw.app.inject({ url: '/api-identity/vendors/me', headers: await owner() });
    expect(me.statusCode).toBe(200);
    const point = me.json<VendorMe>().pickupPoint!;
    expect(point.address).toBe('تجریش، خیابان دربند، پلاک ۱۲');
    expect(point.latitude).toBeGreaterThan(35.6);
    expect(point.longitude).toBeGreaterThan(51.3);

    // After a reload: both kept; the merchant id appears nowhere in the page.
    await page.reload();
    await page.getByTestId('payment-gateway-status').getByText('ذخیره شده است').waitFor();
    await expect
      .poll(() => page.getByTestId('pickup-point-address').inputValue())
      .toBe('تجریش، خیابان دربند، پلاک ۱۲');
    expect(await page.content()).not.toContain(MERCHANT);
    await page.getByTestId('pickup-point-form').scrollIntoViewIfNeeded();
    await shot(page, '6-pickup-after-reload');
    await page.close();

    // The next online payment goes to the vendor's ZarinPal with its own merchant id.
    const order = salonOrder({ paymentMethod: 'CARD' });
    const taken = await gw.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: await owner(),
      payload: order,
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const started = await gw.app.inject({
      url: `/api/orders/payment/${order.id}?transactionId=${randomUUID()}`,
    });
    expect(started.json<OrderPaymentStart>().submitUrl.startsWith(zarinPal.baseUrl)).toBe(true);
    expect(zarinPal.requests.at(-1)!.body).toMatchObject({ merchant_id: MERCHANT });
  });
});
