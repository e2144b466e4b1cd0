// The kitchen's wall screens in a screen test: one kitchen login (the owner's, on /kds) whose
// storage each screen starts from without its screen id, so each makes its own; and a screen of
// one station, or expo, online.
import { expect } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { DEMO_OWNER_PHONE, logInToBackOffice } from './back-office-login.ts';

export const wall = {
  viewport: { width: 1920, height: 1080 },
  locale: 'fa-IR',
  timezoneId: 'Asia/Tehran',
};

export type WallStorage = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The owner logged in on /kds: its page, and the storage a wall screen starts from. */
export async function kitchenLogin(browser: Browser, baseUrl: string) {
  const login = await browser.newContext(wall);
  const owner = await login.newPage();
  await logInToBackOffice(owner, baseUrl, DEMO_OWNER_PHONE, { app: 'kds' });
  const state = await login.storageState();
  // The login's own screen id stays with it: each wall screen makes its own.
  const storage: WallStorage = {
    ...state,
    origins: state.origins.map((o) => ({
      ...o,
      localStorage: o.localStorage.filter((e) => e.name !== 'sofre.kds.screen-id'),
    })),
  };
  return { owner, storage };
}

/** A kitchen screen showing `station` (expo without one), once it is online. */
export async function wallScreen(
  browser: Browser,
  baseUrl: string,
  storage: WallStorage,
  station?: string,
  size = wall,
) {
  const context = await browser.newContext({ ...size, storageState: storage });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/kds/`);
  if (station) {
    await page.getByTestId('pick-stations').click();
    await page.getByTestId(`pick-station-${station}`).click();
    await page.getByTestId('pick-stations-save').click();
  }
  await expect
    .poll(() => page.getByTestId('network-status').getAttribute('data-status'))
    .toBe('online');
  return page;
}
