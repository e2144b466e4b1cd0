import type { ApiRequest, AuthTokens } from '@sofre/web-shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createKioskSession, type KioskDevice } from './kiosk-session.ts';

class Refused extends Error {
  constructor(readonly status: number) {
    super(`refused ${status}`);
  }
}

const device: KioskDevice = { terminalId: 'kiosk-1' };
const pair = (n: number): AuthTokens => ({ token: `t${n}`, refreshToken: `r${n}` });
const ping: ApiRequest<string> = { path: '/api/x', response: z.string() };

/** A browser with this storage, where the server accepts only the newest access token. */
function kiosk(stored: { tokens?: AuthTokens; device?: KioskDevice }, refresh: Refresh) {
  const storage = { ...stored };
  let refreshes = 0;
  const session = createKioskSession({
    readTokens: () => storage.tokens,
    saveTokens: (tokens) => (storage.tokens = tokens),
    clearStorage: () => {
      delete storage.tokens;
      delete storage.device;
    },
    readDevice: () => storage.device,
    saveDevice: (d) => (storage.device = d),
    refresh: async (token) => {
      refreshes++;
      return refresh(token);
    },
    send: async <T>(request: ApiRequest<T>) => {
      if (storage.tokens?.token !== 'fresh') throw new Refused(401);
      return request.response.parse('ok');
    },
    isUnauthorized: (e) => e instanceof Refused && e.status === 401,
    isUnreachable: (e) => e instanceof Refused && e.status === 0,
  });
  return { session, storage, refreshes: () => refreshes };
}
type Refresh = (refreshToken: string) => Promise<AuthTokens>;
const renewsTo: Refresh = async () => ({ token: 'fresh', refreshToken: 'r2' });
const refusedWith =
  (status: number): Refresh =>
  async () => {
    throw new Refused(status);
  };

describe('the kiosk session', () => {
  it('is ready when the tablet was set up, and asks for setup otherwise', () => {
    expect(kiosk({ tokens: pair(1), device }, renewsTo).session.state()).toEqual({
      status: 'ready',
      device,
    });
    expect(kiosk({ device }, renewsTo).session.state()).toEqual({ status: 'setup', ended: false });
    expect(kiosk({ tokens: pair(1) }, renewsTo).session.state().status).toBe('setup');
  });

  it('setup keeps the device and makes the kiosk ready', () => {
    const { session, storage } = kiosk({ tokens: pair(1) }, renewsTo);
    let told = 0;
    session.subscribe(() => told++);
    session.setUp(device);
    expect(session.state()).toEqual({ status: 'ready', device });
    expect(storage.device).toEqual(device);
    expect(told).toBe(1);
  });

  it('an expired access token is renewed once and the request asked again', async () => {
    const { session, storage, refreshes } = kiosk({ tokens: pair(1), device }, renewsTo);
    await expect(Promise.all([session.request(ping), session.request(ping)])).resolves.toEqual([
      'ok',
      'ok',
    ]);
    expect(refreshes()).toBe(1);
    expect(storage.tokens).toEqual({ token: 'fresh', refreshToken: 'r2' });
  });

  it('a login that is over clears the tablet and asks for setup again', async () => {
    const { session, storage } = kiosk({ tokens: pair(1), device }, refusedWith(401));
    await expect(session.request(ping)).rejects.toThrow('refused 401');
    expect(session.state()).toEqual({ status: 'setup', ended: true });
    expect(storage).toEqual({});
  });

  it('a renewal the network did not carry keeps the login for the next try', async () => {
    const { session, storage } = kiosk({ tokens: pair(1), device }, refusedWith(0));
    await expect(session.renew()).resolves.toBe('unreachable');
    expect(session.state().status).toBe('ready');
    expect(storage.tokens).toEqual(pair(1));
  });
});
