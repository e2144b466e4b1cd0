// The customer's side of the site tests: logging in on the site's own login sheet with the code
// from the sandbox SMS outbox, calls made as a logged-in staff page (the kitchen acting on an
// order), and screenshots kept where SHOTS_DIR says (test-results/screens by default).
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
