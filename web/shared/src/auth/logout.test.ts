import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from './browser.test-fixtures.ts';
import { saveTokens } from './auth-storage.ts';
import { logOutOfBackOffice, logOutOfSite, siteLogoutTarget } from './logout.ts';

afterEach(() => vi.unstubAllGlobals());

describe('site logout target (spec §2, §4: / keeping ?table=)', () => {
  it.each([
    ['http://shandiz.sofre.ir/orders/42?table=7', '/?table=7'],
    ['http://shandiz.sofre.ir/?order=42&table=%DB%B7', '/?table=%DB%B7'],
    ['http://shandiz.sofre.ir/menu?order=42', '/'],
    ['/checkout?table=', '/'],
  ])('%s → %s', (from, to) => expect(siteLogoutTarget(from)).toBe(to));
});

describe('logout', () => {
  it('the back office tells the server, clears all storage and goes to /bo/auth/login', async () => {
    const browser = stubBrowser('http://localhost/bo/');
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    saveTokens({ token: 'access-1', refreshToken: 'refresh-1' });

    await logOutOfBackOffice();

    expect(fetch).toHaveBeenCalledWith(
      '/api-identity/identity/auth/logout',
      expect.objectContaining({
        method: 'DELETE',
        headers: expect.objectContaining({ authorization: 'Bearer access-1' }),
      }),
    );
    expect(browser.localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(browser.location.assign).toHaveBeenCalledWith('/bo/auth/login');
  });

  it('still logs out on this device when the server cannot be reached', async () => {
    const browser = stubBrowser('http://localhost/bo/');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    saveTokens({ token: 'access-1', refreshToken: 'refresh-1' });

    await logOutOfBackOffice();

    expect(browser.localStorage.length).toBe(0);
    expect(browser.location.assign).toHaveBeenCalledWith('/bo/auth/login');
  });

  it('the site clears all storage and goes to / with its table', () => {
    const browser = stubBrowser('http://shandiz.sofre.ir/orders/42?table=7');
    saveTokens({ token: 'access-1', refreshToken: 'refresh-1' });

    logOutOfSite();

    expect(browser.localStorage.length).toBe(0);
    expect(browser.location.assign).toHaveBeenCalledWith('/?table=7');
  });
});
