// The kiosk session wired to the browser: web/shared's token storage, the kiosk's record in
// localStorage (versioned like all persisted state, spec §9), and the refresh call. The refresh is
// sent without the (expired) bearer token, which the gateway would refuse before reading the body.
import { TokenPair } from '@sofre/engine/contracts';
import {
  apiRequest,
  ApiError,
  clearAllStorage,
  commonMessages,
  isApiError,
  problemToError,
  readPersisted,
  readTokens,
  saveTokens,
  VENDOR_DOMAIN_HEADER,
  vendorDomain,
  writePersisted,
  type AuthTokens,
} from '@sofre/web-shared';
import { useSyncExternalStore } from 'react';
import { createKioskSession, KioskDevice, type KioskSessionState } from './kiosk-session.ts';

const KIOSK_DEVICE_KEY = 'sofre.kiosk';

async function refreshTokens(refreshToken: string): Promise<AuthTokens> {
  let response: Response;
  try {
    response = await fetch('/api-identity/identity/auth/refreshtoken', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [VENDOR_DOMAIN_HEADER]: vendorDomain() },
      body: JSON.stringify({ refreshToken }),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', commonMessages.networkError);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw problemToError(response.status, body);
  return TokenPair.parse(body);
}

export const kioskSession = createKioskSession({
  readTokens,
  saveTokens,
  clearStorage: clearAllStorage,
  readDevice: () => readPersisted(KIOSK_DEVICE_KEY, KioskDevice),
  saveDevice: (device) => writePersisted(KIOSK_DEVICE_KEY, device),
  refresh: refreshTokens,
  send: (request) => apiRequest({ ...request, recoverSession: false }),
  isUnauthorized: (error) => isApiError(error) && error.status === 401,
  isUnreachable: (error) => isApiError(error) && error.status === 0,
});

export const useKioskSession = (): KioskSessionState =>
  useSyncExternalStore(kioskSession.subscribe, kioskSession.state);
