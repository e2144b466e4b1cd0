// The platform admin's session, apart from the vendor staff's: an admin token belongs to the
// platform, not to the vendor whose host the back office is opened on, so it is kept under its own
// key and sent only by the admin's pages (/bo/platform/…). Admin tokens are not renewed (the
// refresh route is a vendor's): a refused call (401) ends the session and opens the admin login.
import {
  ApiError,
  readPersisted,
  SESSION_ENDED,
  sendRequest,
  writePersisted,
  type ApiRequest,
} from '@sofre/web-shared';
import { z } from 'zod';

export const PLATFORM_PATH = '/bo/platform';
export const PLATFORM_LOGIN_PATH = `${PLATFORM_PATH}/login`;
const ADMIN_STORAGE_KEY = 'sofre.platform-admin';

const AdminSession = z.object({ token: z.string().min(1), name: z.string() });
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

/** A call of the admin's pages, with the admin's token. */
export async function adminRequest<T>(request: ApiRequest<T>): Promise<T> {
  try {
    return await sendRequest(request, readAdminSession()?.token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    endAdminSession();
    throw new ApiError(401, SESSION_ENDED, error.message);
  }
}
