// A customer with only the number the counter called («#۲») and their phone finds the order on
// the site, on a phone (390×844), and lands on its live tracker with the price breakdown.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { DEMO_CASHIER_PHONE, logInToBackOffice } from './back-office-login.ts';
import { plainDish, postAsPage } from './order-api.ts';
import { screensForThisFile, shot } from './platform.ts';

const screens = screensForThisFile();

it('finds today’s order by its number and phone, and shows its tracker', async () => {
  const { url } = screens.platform;
  const counter = await screens.browser.newPage({ viewport: { width: 1366, height: 768 } });
  await logInToBackOffice(counter, url, DEMO_CASHIER_PHONE);
  const phone = '09127770001';
  const id = randomUUID();
  const lines = [{ menuItemId: plainDish(await screens.menu()).id, count: 2 }];
  expect(await postAsPage(counter, { id, lines, customer: { phone } })).toBe(201);
  const number = await counter.evaluate(async (orderId) => {
    const response = await fetch(`/api/orders/${orderId}`, {
      headers: { 'x-vendor-domain': location.hostname },
    });
    return ((await response.json()) as { number: number }).number;
  }, id);

  const site = await screens.browser.newPage({ viewport: { width: 390, height: 844 } });
  await site.goto(`${url}/track`);
  await site.getByTestId('find-order-number').fill(number.toLocaleString('fa-IR'));
  await site.getByTestId('find-order-phone').fill('۰۹۱۲۷۷۷۰۰۰۱');
  await shot(site, 'site-find-order');
  await site.getByTestId('find-order-submit').click();
  await site.getByTestId('order-tracker').waitFor();
  expect(new URL(site.url()).pathname).toBe(`/orders/${id}`);
  await site.getByTestId('price-breakdown').waitFor();
  await shot(site, 'site-tracker-breakdown', { fullPage: true });
  await counter.close();
  await site.close();
}, 60_000);
