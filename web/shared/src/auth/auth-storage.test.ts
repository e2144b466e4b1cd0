import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, REFRESH_TOKEN_COOKIE, TOKEN_COOKIE } from './auth.constants.ts';
import { clearAllStorage, readTokens, saveTokens } from './auth-storage.ts';
import { stubBrowser, type FakeBrowser } from './browser.test-fixtures.ts';
import { vi } from 'vitest';

const pair = { token: 'access.jwt', refreshToken: 'family.secret' };
let browser: FakeBrowser;

beforeEach(() => {
  browser = stubBrowser();
});
afterEach(() => vi.unstubAllGlobals());

describe('auth storage (spec §4, §9)', () => {
  it('saves the pair in localStorage (version 1) and in two 7-day cookies', () => {
    saveTokens(pair);

    expect(JSON.parse(browser.localStorage.getItem(AUTH_STORAGE_KEY)!)).toEqual({
      version: 1,
      state: pair,
    });
    expect(document.cookie).toContain(`${TOKEN_COOKIE}=access.jwt`);
    expect(document.cookie).toContain(`${REFRESH_TOKEN_COOKIE}=family.secret`);
    expect(browser.cookieAttributes.get(TOKEN_COOKIE)).toContain('Max-Age=604800');
    expect(browser.cookieAttributes.get(REFRESH_TOKEN_COOKIE)).toContain('Path=/');
  });

  it('reads the pair back on start', () => {
    saveTokens(pair);
    expect(readTokens()).toEqual(pair);
  });

  it('resets state persisted by another version and falls back to the cookies', () => {
    saveTokens(pair);
    browser.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ version: 0, state: pair }));

    expect(readTokens()).toEqual(pair);
    expect(JSON.parse(browser.localStorage.getItem(AUTH_STORAGE_KEY)!).version).toBe(1);
  });

  it('reads nothing when neither localStorage nor the cookies hold a pair', () => {
    browser.localStorage.setItem(AUTH_STORAGE_KEY, 'not json');
    expect(readTokens()).toBeUndefined();
    expect(browser.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('clearAllStorage empties localStorage, sessionStorage and the auth cookies', () => {
    saveTokens(pair);
    browser.localStorage.setItem('pos-draft', '{}');
    browser.sessionStorage.setItem('tab', 'orders');

    clearAllStorage();

    expect(browser.localStorage.length).toBe(0);
    expect(browser.sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(readTokens()).toBeUndefined();
  });
});
