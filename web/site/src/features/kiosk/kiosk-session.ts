// The kiosk's own sign-in (STYLE: the device is a member of staff with orders.take). A manager
// signs the tablet in once (kiosk-setup.screen.tsx); the token pair is kept as every app keeps it
// (web/shared saveTokens: localStorage and the 7-day cookie) with the kiosk's own record beside
// it. Unlike the back office, an unattended kiosk must not reload or leave /kiosk when its access
// token runs out mid-order: it renews the pair itself and asks the request again, keeps it fresh
// while idle, and only when the login is really over (30 days, or revoked) asks for setup again.
import { z } from 'zod';
import type { ApiRequest, AuthTokens } from '@sofre/web-shared';

/** What the kiosk keeps about itself: the card reader it charges through. */
export const KioskDevice = z.object({ terminalId: z.string().min(1).max(100) });
export type KioskDevice = z.infer<typeof KioskDevice>;

export type KioskSessionState =
  | { readonly status: 'ready'; readonly device: KioskDevice }
  | { readonly status: 'setup'; readonly ended: boolean };

/** A renewal's outcome: a new pair, no login any more, or no answer (the network). */
export type Renewal = 'renewed' | 'ended' | 'unreachable';

export interface KioskSessionDeps {
  readonly readTokens: () => AuthTokens | undefined;
  readonly saveTokens: (tokens: AuthTokens) => void;
  readonly clearStorage: () => void;
  readonly readDevice: () => KioskDevice | undefined;
  readonly saveDevice: (device: KioskDevice) => void;
  /** POST …/auth/refreshtoken; rejects with the HTTP status it was refused with (0: no answer). */
  readonly refresh: (refreshToken: string) => Promise<AuthTokens>;
  /** Sends a request with the saved token, without the shared 401 recovery. */
  readonly send: <T>(request: ApiRequest<T>) => Promise<T>;
  readonly isUnauthorized: (error: unknown) => boolean;
  readonly isUnreachable: (error: unknown) => boolean;
}

export interface KioskSession {
  readonly state: () => KioskSessionState;
  readonly subscribe: (listener: () => void) => () => void;
  /** The manager signed in (tokens saved): the kiosk is ready on this reader. */
  setUp(device: KioskDevice): void;
  /** A staff call: renewed and asked again once on a 401; a login that is over asks for setup. */
  request<T>(request: ApiRequest<T>): Promise<T>;
  /** A new token pair now (the keep-alive while the kiosk waits for customers). */
  renew(): Promise<Renewal>;
}

export function createKioskSession(deps: KioskSessionDeps): KioskSession {
  const listeners = new Set<() => void>();
  const initial = (): KioskSessionState => {
    const device = deps.readTokens() ? deps.readDevice() : undefined;
    return device ? { status: 'ready', device } : { status: 'setup', ended: false };
  };
  let state = initial();
  let renewing: Promise<Renewal> | undefined;

  const become = (next: KioskSessionState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const end = () => {
    deps.clearStorage();
    become({ status: 'setup', ended: true });
  };

  const runRenewal = async (): Promise<Renewal> => {
    const refreshToken = deps.readTokens()?.refreshToken;
    if (!refreshToken) return 'ended';
    try {
      deps.saveTokens(await deps.refresh(refreshToken));
      return 'renewed';
    } catch (error) {
      return deps.isUnreachable(error) ? 'unreachable' : 'ended';
    }
  };

  const renew = async (): Promise<Renewal> => {
    // A refresh token is spent by its first use: every caller waits for the same renewal.
    renewing ??= runRenewal().finally(() => (renewing = undefined));
    const outcome = await renewing;
    if (outcome === 'ended' && state.status === 'ready') end();
    return outcome;
  };

  return {
    state: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUp: (device) => {
      deps.saveDevice(device);
      become({ status: 'ready', device });
    },
    renew,
    async request(request) {
      try {
        return await deps.send(request);
      } catch (error) {
        if (!deps.isUnauthorized(error)) throw error;
        if ((await renew()) !== 'renewed') throw error;
        return deps.send(request);
      }
    },
  };
}
