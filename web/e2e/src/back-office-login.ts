// Logs a demo staff member in to a staff app the way a person does: the phone on its login page
// (/bo/auth/login or /kds/auth/login), the code read from the sandbox SMS outbox, then the app
// opens at its home.
import type { Page } from 'playwright-core';

/** The demo cashier seeded by `npm start` (gateway/src/demo/demo-staff.ts). */
export const DEMO_CASHIER_PHONE = '09120000002';
/** The demo owner: every permission (menu management included). */
export const DEMO_OWNER_PHONE = '09120000001';
/** The demo kitchen user: the kitchen display, no management. */
export const DEMO_KITCHEN_PHONE = '09120000003';

interface Outbox {
  readonly messages: readonly {
    readonly to: string;
    readonly text: string;
    readonly sentAt: string;
  }[];
}

/** The newest code sent to the phone after `since`; waits for the SMS to arrive. */
export async function codeFromOutbox(baseUrl: string, phone: string, since: Date): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const response = await fetch(`${baseUrl}/sandbox/sms/outbox?to=${phone}`);
    const { messages } = (await response.json()) as Outbox;
    const code = messages
      .filter((m) => new Date(m.sentAt) >= since)
      .map((m) => /\d{6}/.exec(m.text)?.[0])
      .find(Boolean);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no login code reached ${phone}`);
}

export interface LoginSteps {
  /** Called after each step is on screen (screenshots). */
  readonly onStep?: (step: 'phone' | 'code' | 'filled') => Promise<void>;
  /** The app: the back office (default) or the kitchen display. */
  readonly app?: 'bo' | 'kds';
}

export async function logInToBackOffice(
  page: Page,
  baseUrl: string,
  phone = DEMO_CASHIER_PHONE,
  { onStep, app = 'bo' }: LoginSteps = {},
): Promise<void> {
  await page.goto(`${baseUrl}/${app}/`);
  // Without a session the app sends the visitor to its login page.
  await page.getByTestId('login-phone').fill(phone);
  if (new URL(page.url()).pathname !== `/${app}/auth/login`)
    throw new Error(`not redirected: ${page.url()}`);
  await onStep?.('phone');
  const since = new Date(Date.now() - 1000);
  await page.getByTestId('login-send-code').click();
  await page.getByTestId('login-code').waitFor();
  await onStep?.('code');
  await page.getByTestId('login-code').fill(await codeFromOutbox(baseUrl, phone, since));
  await onStep?.('filled');
  await page.getByTestId('login-verify').click();
  await page.waitForURL((url) => url.pathname === `/${app}/`);
  if (app === 'bo') await page.getByTestId('logout').waitFor();
}

/** A courier logs in on /biker on their phone: the phone, then the code from the SMS outbox. */
export async function logInAsCourier(page: Page, baseUrl: string, phone: string): Promise<void> {
  await page.goto(`${baseUrl}/biker`);
  await page.getByTestId('login-phone').fill(phone);
  const since = new Date(Date.now() - 1000);
  await page.getByTestId('login-send-code').click();
  await page.getByTestId('login-code').fill(await codeFromOutbox(baseUrl, phone, since));
  await page.getByTestId('login-verify').click();
}
