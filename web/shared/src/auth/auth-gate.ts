// Which page a staff app (the back office, the kitchen display) opens for a path: the login
// without a session, the app with one. AUTH_GATE_ENABLED = false opens the apps to everyone again
// (the login page stays reachable), for a gateway without the /api-identity/identity/auth routes.
import { BACK_OFFICE, type StaffApp } from './auth.constants.ts';

export const AUTH_GATE_ENABLED = true;

export type StaffAppPage = 'login' | 'app';

export const isLoginPath = (path: string, app: StaffApp = BACK_OFFICE) =>
  path.replace(/\/+$/, '') === app.loginPath;

export interface GateDecision {
  readonly page: StaffAppPage;
  /** Where to go instead, when this path is not the page to show. */
  readonly redirect?: string;
}

export function gate(
  path: string,
  loggedIn: boolean,
  enabled = AUTH_GATE_ENABLED,
  app: StaffApp = BACK_OFFICE,
): GateDecision {
  if (isLoginPath(path, app))
    return enabled && loggedIn ? { page: 'app', redirect: app.homePath } : { page: 'login' };
  if (enabled && !loggedIn) return { page: 'login', redirect: app.loginPath };
  return { page: 'app' };
}
