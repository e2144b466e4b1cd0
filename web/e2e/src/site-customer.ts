// The customer's side of the site tests: logging in on the site's own login sheet with the code
// from the sandbox SMS outbox, calls made as a logged-in staff page (the kitchen acting on an
// order), and screenshots kept where SHOTS_DIR says (test-results/screens by default).
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { codeFromOutbox } from './back-office-login.ts';
import { SCREENS } from './platform.ts';

let phones = 0;
/** A phone no other test of this run logs in with: a new customer each time. */
export const freshCustomerPhone = () =>
  `0938${String(Date.now() % 1_000_000).padStart(6, '0')}${++phones % 10}`;

/** On the login sheet the site opened: phone, the SMS code, then the names of a new customer. */
export async function logInOnSite(
  page: Page,
  baseUrl: string,
  phone: string,
  names: { firstName: string; lastName: string },
): Promise<void> {
  await page.getByTestId('login-phone').fill(phone);
  const since = new Date(Date.now() - 1000);
  await page.getByTestId('login-send-code').click();
  await page.getByTestId('login-code').fill(await codeFromOutbox(baseUrl, phone, since));
  await page.getByTestId('login-verify').click();
  await page.getByTestId('login-first-name').fill(names.firstName);
  await page.getByTestId('login-last-name').fill(names.lastName);
  await page.getByTestId('login-submit-names').click();
  await page.getByTestId('login-screen').waitFor({ state: 'detached' });
}

/** Sends `body` to `path` as the page's logged-in staff user; the status and the answer. */
export function sendAsPage<T>(
  page: Page,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: object,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { state } = JSON.parse(localStorage.getItem('sofre.auth') ?? '{}') as {
        state?: { token?: string };
      };
      const response = await fetch(path, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'x-vendor-domain': location.hostname,
          authorization: `Bearer ${state?.token}`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
    },
    { method, path, body },
  );
}

const shotsDir = () => process.env.SHOTS_DIR ?? SCREENS;

/** A phone screenshot once fonts and transitions have settled (see platform.ts `shot`). */
export async function siteShot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });
  await page.screenshot({ path: join(shotsDir(), `site-${name}.png`), fullPage });
}

/** A call to the platform as a site customer (or anyone, without a token); a 303's location. */
async function callAs<T>(
  base: string,
  method: string,
  path: string,
  body?: object,
  token?: string,
) {
  const response = await fetch(`${base}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      'x-vendor-domain': 'localhost',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (response.status >= 400) throw new Error(`${path}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A new customer's pickup order of two doogh from the site, over HTTP as the site makes it (login
 * by the SMS code, cart, checkout), up to its sandbox payment page: the order and the page's URL.
 */
export async function siteOrderAtPaymentPage(base: string) {
  const phone = freshCustomerPhone();
  const since = new Date(Date.now() - 1000);
  const auth = '/api-identity/identity/auth';
  const { userId } = await callAs<{ userId: string }>(base, 'POST', `${auth}/login`, {
    phoneNumber: phone,
  });
  const otp = await codeFromOutbox(base, phone, since);
  const { token } = await callAs<{ token: string }>(base, 'POST', `${auth}/verify`, {
    userId,
    otp,
    firstName: 'نگار',
    lastName: 'مشتری',
  });
  const cart = await callAs<{ id: string }>(
    base,
    'POST',
    '/api/carts',
    { id: randomUUID() },
    token,
  );
  const line = { id: randomUUID(), menuItemId: 'item-doogh', count: 2 };
  await callAs(base, 'POST', `/api/carts/${cart.id}/items`, line, token);
  await callAs(base, 'PUT', `/api/carts/${cart.id}/details`, { deliveryType: 'PICKUP' }, token);
  const orderId = randomUUID();
  await callAs(base, 'POST', `/api/carts/${cart.id}/submit`, { orderId }, token);
  const started = await callAs<{ submitUrl: string }>(
    base,
    'GET',
    `/api/orders/payment/${orderId}?transactionId=${randomUUID()}`,
    undefined,
    token,
  );
  return { orderId, payUrl: `${base}${started.submitUrl}` };
}

/** The same order paid on the sandbox page, the gateway's callback followed. */
export async function paidSiteOrder(base: string): Promise<{ orderId: string }> {
  const { orderId, payUrl } = await siteOrderAtPaymentPage(base);
  const paid = await fetch(payUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'choice=pay',
  });
  const callback = new URL(paid.headers.get('location')!);
  await fetch(`${base}${callback.pathname}${callback.search}`, { redirect: 'manual' });
  return { orderId };
}
