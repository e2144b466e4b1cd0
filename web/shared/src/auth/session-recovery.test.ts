import { describe, expect, it, vi } from 'vitest';
import { createSessionRecovery, type SessionRecoveryDeps } from './session-recovery.ts';
import type { AuthTokens } from './auth-storage.ts';

const old = { token: 'old-access', refreshToken: 'old-refresh' };
const renewed = { token: 'new-access', refreshToken: 'new-refresh' };

function given(stored: AuthTokens | undefined, refresh: SessionRecoveryDeps['refresh']) {
  const timers: { run: () => void; ms: number }[] = [];
  const deps = {
    readTokens: vi.fn(() => stored),
    saveTokens: vi.fn(),
    clearAllStorage: vi.fn(),
    refresh: vi.fn(refresh),
    notifyRenewed: vi.fn(),
    reload: vi.fn(),
    goToLogin: vi.fn(),
    setTimeout: vi.fn((run: () => void, ms: number) => timers.push({ run, ms })),
  };
  return { deps, timers, recovery: createSessionRecovery(deps) };
}

describe('on a 401 (spec §8)', () => {
  it('a working refresh saves the new pair, says so and reloads after 1 s', async () => {
    const { deps, timers, recovery } = given(old, async () => renewed);

    expect(await recovery.recover()).toBe('renewed');

    expect(deps.refresh).toHaveBeenCalledWith('old-refresh');
    expect(deps.saveTokens).toHaveBeenCalledWith(renewed);
    expect(deps.notifyRenewed).toHaveBeenCalledOnce();
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    expect(deps.reload).not.toHaveBeenCalled();
    timers[0]!.run();
    expect(deps.reload).toHaveBeenCalledOnce();
    expect(deps.clearAllStorage).not.toHaveBeenCalled();
  });

  it('a refused refresh clears all storage and goes to the back-office login', async () => {
    const { deps, recovery } = given(old, async () => {
      throw new Error('401 REFRESH_TOKEN_REUSED');
    });

    expect(await recovery.recover()).toBe('loggedOut');

    expect(deps.saveTokens).not.toHaveBeenCalled();
    expect(deps.notifyRenewed).not.toHaveBeenCalled();
    expect(deps.clearAllStorage).toHaveBeenCalledOnce();
    expect(deps.goToLogin).toHaveBeenCalledOnce();
  });

  it('without a refresh token it does not call the server and logs out', async () => {
    const { deps, recovery } = given(undefined, async () => renewed);

    expect(await recovery.recover()).toBe('loggedOut');

    expect(deps.refresh).not.toHaveBeenCalled();
    expect(deps.clearAllStorage).toHaveBeenCalledOnce();
    expect(deps.goToLogin).toHaveBeenCalledOnce();
  });

  it('calls failing together share one refresh, one toast and one reload', async () => {
    let answer: (tokens: AuthTokens) => void = () => {};
    const { deps, timers, recovery } = given(
      old,
      () => new Promise<AuthTokens>((resolve) => (answer = resolve)),
    );

    const outcomes = Promise.all([recovery.recover(), recovery.recover(), recovery.recover()]);
    answer(renewed);

    expect(await outcomes).toEqual(['renewed', 'renewed', 'renewed']);
    expect(deps.refresh).toHaveBeenCalledOnce();
    expect(deps.notifyRenewed).toHaveBeenCalledOnce();
    expect(timers).toHaveLength(1);
    expect(await recovery.recover()).toBe('renewed');
    expect(deps.refresh).toHaveBeenCalledOnce();
  });
});
