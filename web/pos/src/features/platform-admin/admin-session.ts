// The platform admin's session, apart from the vendor staff's: an admin token belongs to the
// platform, not to the vendor whose host the back office is opened on, so it is kept under its own
// key and sent only by the admin's pages (/bo/platform/…). Its token is renewed as the staff's is
// (token-renewal.ts: before it expires, and once on a 401, one tab at a time); a refused renewal
// ends the session and opens the admin login.
import {
  ApiError,
  createTokenRenewal,
  readPersisted,
  refreshTokens,
  SESSION_ENDED,
  sendRequest,
  writePersisted,
  type ApiRequest,
} from '@sofre/web-shared';
import { z } from 'zod';

export const PLATFORM_PATH = '/bo/platform';
export const PLATFORM_LOGIN_PATH = `${PLATFORM_PATH}/login`;
const ADMIN_STORAGE_KEY = 'sofre.platform-admin';

const AdminSession = z.object({
  token: z.string().min(1),
  refreshToken: z.string().min(1),
  name: z.string(),
});
export type AdminSession = z.infer<typeof AdminSession>;

export const readAdminSession = (): AdminSession | undefined =>
  readPersisted(ADMIN_STORAGE_KEY, AdminSession);

export const saveAdminSession = (session: AdminSession): void =>
  writePersisted(ADMIN_STORAGE_KEY, session);

export function endAdminSession(): void {
  globalThis.localStorage?.removeItem(ADMIN_STORAGE_KEY);
  globalThis.location.assign(PLATFORM_LOGIN_PATH);
}

export const isPlatformPath = (path: string): boolean =>
  path === PLATFORM_PATH || path.startsWith(`${PLATFORM_PATH}/`);

const RENEWAL_LOCK = 'sofre.platform-admin.renewal';

const adminRenewal = createTokenRenewal({
  readTokens: readAdminSession,
  saveTokens: (tokens) => {
    const session = readAdminSession();
    if (session) saveAdminSession({ ...session, ...tokens });
  },
  clearAllStorage: () => globalThis.localStorage?.removeItem(ADMIN_STORAGE_KEY),
  refresh: refreshTokens,
  // Offline or a server in trouble says nothing of the session: it is tried again later.
  isTransient: (error) =>
    !(error instanceof ApiError) ||
    error.status === 0 ||
    error.status === 429 ||
    error.status >= 500,
  exclusive: async (task) => {
    const locks = globalThis.navigator?.locks;
    return locks ? await locks.request(RENEWAL_LOCK, task) : task();
  },
  goToLogin: () => globalThis.location.assign(PLATFORM_LOGIN_PATH),
  notifyReloading: () => undefined,
  reload: () => globalThis.location.reload(),
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
});

const refusedSession = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.code !== SESSION_ENDED;

/** A call of the admin's pages, with the admin's token (renewed first when due, and on a 401). */
export async function adminRequest<T>(request: ApiRequest<T>): Promise<T> {
  const token = await adminRenewal.freshToken();
  try {
    return await sendRequest(request, token);
  } catch (error) {
    if (!refusedSession(error)) throw error;
    const renewal = await adminRenewal.renew(token);
    if (renewal.kind === 'renewed') {
      try {
        return await sendRequest(request, renewal.token);
      } catch (again) {
        if (!refusedSession(again)) throw again;
      }
    }
    endAdminSession();
    throw new ApiError(401, SESSION_ENDED, (error as ApiError).message);
  }
}
