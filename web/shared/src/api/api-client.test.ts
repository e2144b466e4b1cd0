// apiRequest against a fake fetch: the bearer token, and the 401 path of spec §8 end to end
// through the page's one token renewal: renewed once and sent again, or back to the login (a
// fresh module per test, as each page has its own).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { stubBrowser, type FakeBrowser } from '../auth/browser.test-fixtures.ts';

const shown = vi.hoisted(() => [] as { message: unknown }[]);
vi.mock('@mantine/notifications', () => ({
  notifications: { show: (n: { message: unknown }) => shown.push(n) },
}));

type Call = { url: string; method: string; headers: Record<string, string>; body?: string };
let calls: Call[];
let browser: FakeBrowser;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unauthorized = () =>
  json(401, {
    type: 'x',
    title: 'Unauthorized',
    status: 401,
    code: 'UNAUTHORIZED',
    message: 'وارد شوید',
  });

function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = {
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body as string | undefined,
    };
    calls.push(call);
    return answer(call);
  });
}

async function client() {
  vi.resetModules();
  const api = await import('./api-client.ts');
  const storage = await import('../auth/auth-storage.ts');
  return { ...api, ...storage };
}

const getOrders = { path: '/api/orders', response: z.array(z.string()) };

beforeEach(() => {
  calls = [];
  shown.length = 0;
  browser = stubBrowser('http://localhost/bo/');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('sends the saved token as a bearer token, and none without a login', async () => {
    fakeFetch(() => json(200, []));
    const { apiRequest, saveTokens, clearAllStorage } = await client();

    saveTokens({ token: 'access-1', refreshToken: 'refresh-1' });
    await apiRequest(getOrders);
    clearAllStorage();
    await apiRequest(getOrders);

    expect(calls.map((c) => c.headers.authorization)).toEqual(['Bearer access-1', undefined]);
    expect(calls[0]!.headers['x-vendor-domain']).toBe('localhost');
  });

  it('on 401s at once refreshes once and sends each refused call again: no toast, no reload', async () => {
    fakeFetch(({ url, headers }) => {
      if (url.endsWith('/refreshtoken'))
        return json(200, { token: 'access-2', refreshToken: 'refresh-2', expiresInSeconds: 900 });
      return headers.authorization === 'Bearer access-2' ? json(200, ['o1']) : unauthorized();
    });
    const { apiRequest, saveTokens, readTokens } = await client();
    saveTokens({ token: 'access-1', refreshToken: 'refresh-1' });

    const results = await Promise.all([apiRequest(getOrders), apiRequest(getOrders)]);

    expect(results).toEqual([['o1'], ['o1']]);
    const refreshes = calls.filter((c) => c.url.endsWith('/auth/refreshtoken'));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.method).toBe('POST');
    expect(JSON.parse(refreshes[0]!.body!)).toEqual({ refreshToken: 'refresh-1' });
    expect(readTokens()).toEqual({ token: 'access-2', refreshToken: 'refresh-2' });
    const orders = calls.filter((c) => c.url === '/api/orders');
    expect(orders.map((c) => c.headers.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-1',
      'Bearer access-2',
      'Bearer access-2',
    ]);
    expect(shown).toEqual([]);
    expect(browser.location.reload).not.toHaveBeenCalled();
    expect(browser.location.assign).not.toHaveBeenCalled();
  });

  it('sends a command again with its body after the renewal', async () => {
    fakeFetch(({ url, headers }) => {
      if (url.endsWith('/refreshtoken'))
        return json(200, { token: 'access-2', refreshToken: 'refresh-2', expiresInSeconds: 900 });
      return headers.authorization === 'Bearer access-2' ? json(200, ['taken']) : unauthorized();
    });
    const { apiRequest, saveTokens } = await client();
    saveTokens({ token: 'access-1', refreshToken: 'refresh-1' });

    const taken = await apiRequest({ ...getOrders, method: 'POST', body: { id: 'order-1' } });

    expect(taken).toEqual(['taken']);
    const posts = calls.filter((c) => c.url === '/api/orders');
    expect(posts.map((c) => [c.method, c.body])).toEqual([
      ['POST', '{"id":"order-1"}'],
      ['POST', '{"id":"order-1"}'],
    ]);
  });

  it('a renewed token refused too ends the session: storage cleared, to the login', async () => {
    fakeFetch(({ url }) =>
      url.endsWith('/refreshtoken')
        ? json(200, { token: 'access-2', refreshToken: 'refresh-2', expiresInSeconds: 900 })
        : unauthorized(),
    );
    const { apiRequest, saveTokens } = await client();
    saveTokens({ token: 'access-1', refreshToken: 'refresh-1' });

    await expect(apiRequest(getOrders)).rejects.toMatchObject({ code: 'SESSION_ENDED' });

    expect(calls.filter((c) => c.url === '/api/orders')).toHaveLength(2);
    expect(browser.localStorage.length).toBe(0);
    expect(browser.location.assign).toHaveBeenCalledWith('/bo/auth/login');
  });

  it('a refresh that cannot reach the server fails the call as offline and keeps the login', async () => {
    fakeFetch(({ url }) => {
      if (url.endsWith('/refreshtoken')) throw new TypeError('Failed to fetch');
      return unauthorized();
    });
    const { apiRequest, saveTokens, readTokens } = await client();
    saveTokens({ token: 'access-1', refreshToken: 'refresh-1' });

    await expect(apiRequest(getOrders)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });

    expect(readTokens()).toEqual({ token: 'access-1', refreshToken: 'refresh-1' });
    expect(browser.location.assign).not.toHaveBeenCalled();
  });

  it('when the refresh is refused clears all storage and goes to /bo/auth/login', async () => {
    fakeFetch(unauthorized);
    const { apiRequest, saveTokens } = await client();
    saveTokens({ token: 'access-1', refreshToken: 'refresh-1' });
    browser.sessionStorage.setItem('x', '1');

    await expect(apiRequest(getOrders)).rejects.toMatchObject({ code: 'SESSION_ENDED' });

    expect(calls.filter((c) => c.url.endsWith('/refreshtoken'))).toHaveLength(1);
    expect(browser.localStorage.length).toBe(0);
    expect(browser.sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(browser.location.assign).toHaveBeenCalledWith('/bo/auth/login');
    expect(shown).toEqual([]);
  });

  it('without a refresh token goes straight to the login', async () => {
    fakeFetch(unauthorized);
    const { apiRequest } = await client();

    await expect(apiRequest(getOrders)).rejects.toMatchObject({ status: 401 });

    expect(calls.map((c) => c.url)).toEqual(['/api/orders']);
    expect(browser.location.assign).toHaveBeenCalledWith('/bo/auth/login');
  });

  it('leaves a 401 of a login call to its screen', async () => {
    fakeFetch(unauthorized);
    const { apiRequest } = await client();

    await expect(apiRequest({ ...getOrders, recoverSession: false })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'وارد شوید',
    });
    expect(browser.location.assign).not.toHaveBeenCalled();
  });
});
