import { describe, expect, it, vi } from 'vitest';
import type { AuthTokens } from './auth-storage.ts';
import { jwt } from './browser.test-fixtures.ts';
import { createTokenRenewal, RETRY_RENEWAL_MS, type TokenRenewalDeps } from './token-renewal.ts';

const T0 = Date.parse('2026-11-22T08:00:00Z') / 1000;
/** A 15-minute token of user u1 at vendor v1, issued `at` seconds after T0. */
const tokenAt = (at: number, sub = 'u1') =>
  jwt({ sub, vendorId: 'v1', kind: 'STAFF', iat: T0 + at, exp: T0 + at + 900 });
const pair = (at: number, n: number, sub = 'u1'): AuthTokens => ({
  token: tokenAt(at, sub),
  refreshToken: `refresh-${n}`,
});

function given(stored: AuthTokens | undefined) {
  let now = T0 * 1000;
  let store = stored;
  const timers: { run: () => void; at: number; cleared: boolean }[] = [];
  const deps = {
    readTokens: vi.fn(() => store),
    saveTokens: vi.fn((tokens: AuthTokens) => void (store = tokens)),
    clearAllStorage: vi.fn(() => void (store = undefined)),
    refresh: vi.fn<TokenRenewalDeps['refresh']>(async () => pair(now / 1000 - T0, 2)),
    isTransient: (error: unknown) => error instanceof TypeError,
    /** Took its turn among the tabs. */
    turn: vi.fn(),
    exclusive<T>(task: () => Promise<T>): Promise<T> {
      deps.turn();
      return task();
    },
    goToLogin: vi.fn(),
    notifyReloading: vi.fn(),
    reload: vi.fn(),
    now: () => now,
    setTimeout: vi.fn((run: () => void, ms: number) => {
      const timer = { run, at: now + ms, cleared: false };
      timers.push(timer);
      return timer;
    }),
    clearTimeout: (timer: unknown) => {
      if (timer) (timer as { cleared: boolean }).cleared = true;
    },
  };
  const renewal = createTokenRenewal(deps);
  const pending = () => timers.filter((t) => !t.cleared);
  return {
    deps,
    renewal,
    pending,
    /** Another tab writes the storage. */
    store: (tokens: AuthTokens | undefined) => void (store = tokens),
    /** Moves the clock on and runs the timers that came due. */
    async advance(seconds: number) {
      now += seconds * 1000;
      for (const timer of pending().filter((t) => t.at <= now)) {
        timer.cleared = true;
        timer.run();
      }
      await vi.waitFor(() => undefined);
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('renewal before expiry', () => {
  it('renews a minute before the token expires, without a reload, and again after', async () => {
    const page = given(pair(0, 1));
    page.renewal.schedule();
    expect(page.pending().map((t) => t.at / 1000 - T0)).toEqual([840]);

    await page.advance(839);
    expect(page.deps.refresh).not.toHaveBeenCalled();
    await page.advance(1);

    expect(page.deps.refresh).toHaveBeenCalledExactlyOnceWith('refresh-1');
    expect(page.deps.saveTokens).toHaveBeenCalledWith(pair(840, 2));
    expect(page.pending().map((t) => t.at / 1000 - T0)).toEqual([840 + 840]);
    expect(page.deps.reload).not.toHaveBeenCalled();
    expect(page.deps.notifyReloading).not.toHaveBeenCalled();
  });

  it('renews a short-lived token a quarter of its life before it ends', async () => {
    const short = jwt({ sub: 'u1', vendorId: 'v1', iat: T0, exp: T0 + 20 });
    const page = given({ token: short, refreshToken: 'refresh-1' });
    page.renewal.schedule();
    expect(page.pending().map((t) => t.at / 1000 - T0)).toEqual([15]);
  });

  it('renews at once a token that expired while the page was away', async () => {
    const page = given(pair(-2000, 1));
    page.renewal.schedule();
    await page.advance(0);
    expect(page.deps.refresh).toHaveBeenCalledOnce();
  });

  it('takes a token another tab renewed meanwhile instead of spending the refresh token', async () => {
    const page = given(pair(0, 1));
    page.renewal.schedule();
    page.store(pair(839, 2));
    // The other tab's write is seen by the storage event; here the timer fires first.
    await page.advance(840);
    expect(page.deps.refresh).not.toHaveBeenCalled();
    expect(page.deps.turn).toHaveBeenCalledOnce();
  });

  it('keeps the session when the server cannot be reached, and tries again later', async () => {
    const page = given(pair(0, 1));
    page.deps.refresh.mockRejectedValueOnce(new TypeError('offline'));
    page.renewal.schedule();
    await page.advance(840);

    expect(page.deps.clearAllStorage).not.toHaveBeenCalled();
    expect(page.deps.goToLogin).not.toHaveBeenCalled();
    expect(page.pending().map((t) => t.at - T0 * 1000)).toEqual([840_000 + RETRY_RENEWAL_MS]);
    await page.advance(RETRY_RENEWAL_MS / 1000);
    expect(page.deps.refresh).toHaveBeenCalledTimes(2);
    expect(page.deps.saveTokens).toHaveBeenCalledOnce();
  });

  it('goes to the login when the refresh is refused', async () => {
    const page = given(pair(0, 1));
    page.deps.refresh.mockRejectedValueOnce(new Error('401 REFRESH_TOKEN_REUSED'));
    page.renewal.schedule();
    await page.advance(840);

    expect(page.deps.clearAllStorage).toHaveBeenCalledOnce();
    expect(page.deps.goToLogin).toHaveBeenCalledOnce();
    expect(page.pending()).toEqual([]);
  });

  it('learns the server clock from a renewal, so a fast local clock does not renew in a loop', async () => {
    // The computer's clock is 20 minutes ahead of the server's: a new token looks expired.
    const page = given(pair(-1200, 1));
    page.deps.refresh.mockResolvedValue(pair(-1200, 2));
    page.renewal.schedule();
    await page.advance(0);
    expect(page.deps.refresh).toHaveBeenCalledOnce();
    expect(page.pending().map((t) => t.at / 1000 - T0)).toEqual([840]);
  });
});

describe('on a 401 (spec §8, without the reload)', () => {
  it('calls failing together share one refresh and all get the new token', async () => {
    let answer: (tokens: AuthTokens) => void = () => {};
    const page = given(pair(0, 1));
    page.deps.refresh
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
      .mockResolvedValueOnce(pair(20, 3));

    const outcomes = Promise.all([1, 2, 3].map(() => page.renewal.renew(tokenAt(0))));
    answer(pair(10, 2));

    const renewed = { kind: 'renewed', token: tokenAt(10) };
    expect(await outcomes).toEqual([renewed, renewed, renewed]);
    expect(page.deps.refresh).toHaveBeenCalledOnce();
    expect(page.deps.reload).not.toHaveBeenCalled();
    // A token refused later starts a renewal of its own.
    expect(await page.renewal.renew(tokenAt(10))).toEqual({ kind: 'renewed', token: tokenAt(20) });
    expect(page.deps.refresh).toHaveBeenCalledTimes(2);
  });

  it('a call refused with a token renewed since just takes the new one', async () => {
    const page = given(pair(5, 2));
    expect(await page.renewal.renew(tokenAt(0))).toEqual({ kind: 'renewed', token: tokenAt(5) });
    expect(page.deps.refresh).not.toHaveBeenCalled();
  });

  it('without a login it does not call the server and goes to the login', async () => {
    const page = given(undefined);
    expect(await page.renewal.renew(undefined)).toEqual({ kind: 'loggedOut' });
    expect(page.deps.refresh).not.toHaveBeenCalled();
    expect(page.deps.goToLogin).toHaveBeenCalledOnce();
  });
});

describe('the other tabs', () => {
  it('a login of another user in another tab: the toast, and a reload after 1 s', async () => {
    const page = given(pair(0, 1));
    page.renewal.schedule();
    page.store(pair(10, 9, 'u2'));
    page.renewal.schedule();

    expect(page.deps.notifyReloading).toHaveBeenCalledOnce();
    await page.advance(0.999);
    expect(page.deps.reload).not.toHaveBeenCalled();
    await page.advance(0.001);
    expect(page.deps.reload).toHaveBeenCalledOnce();
  });

  it('a logout in another tab takes this one to the login too', () => {
    const page = given(pair(0, 1));
    page.renewal.schedule();
    page.store(undefined);
    page.renewal.schedule();
    expect(page.deps.goToLogin).toHaveBeenCalledOnce();
  });
});

describe('a socket about to connect', () => {
  it('gets the stored token, renewed first when it is due', async () => {
    const page = given(pair(0, 1));
    expect(await page.renewal.freshToken()).toBe(tokenAt(0));
    expect(page.deps.refresh).not.toHaveBeenCalled();

    await page.advance(850);
    expect(await page.renewal.freshToken()).toBe(tokenAt(850));
    expect(page.deps.refresh).toHaveBeenCalledOnce();
  });
});
