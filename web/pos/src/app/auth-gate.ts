// Which page the back office opens for a path: the login without a session, the back office
// with one. AUTH_GATE_ENABLED = false opens the back office to everyone again (the login page
// stays reachable), for a gateway without the /api-identity/identity/auth routes.
import { BACK_OFFICE_HOME_PATH, BACK_OFFICE_LOGIN_PATH } from '@sofre/web-shared';

export const AUTH_GATE_ENABLED = true;

export type BackOfficePage = 'login' | 'backOffice';

export const isLoginPath = (path: string) => path.replace(/\/+$/, '') === BACK_OFFICE_LOGIN_PATH;

export interface GateDecision {
  readonly page: BackOfficePage;
  /** Where to go instead, when this path is not the page to show. */
  readonly redirect?: string;
}

export function gate(path: string, loggedIn: boolean, enabled = AUTH_GATE_ENABLED): GateDecision {
  if (isLoginPath(path))
    return enabled && loggedIn
      ? { page: 'backOffice', redirect: BACK_OFFICE_HOME_PATH }
      : { page: 'login' };
  if (enabled && !loggedIn) return { page: 'login', redirect: BACK_OFFICE_LOGIN_PATH };
  return { page: 'backOffice' };
}
