// The reports app's own paths under /bo/reports, without a router library: one pathname,
// pushState to move, popstate for back/forward (as the back office does).
import { BACK_OFFICE_LOGIN_PATH, type StaffApp } from '@sofre/web-shared';
import { useSyncExternalStore } from 'react';

export const REPORTS_HOME = '/bo/reports';

/** Staff log in at the back office's page; the reports open at their dashboard. */
export const REPORTS_APP: StaffApp = {
  loginPath: BACK_OFFICE_LOGIN_PATH,
  homePath: `${REPORTS_HOME}/`,
};

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
globalThis.addEventListener?.('popstate', notify);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current path without a trailing slash ('/bo/reports', '/bo/reports/hourly'). */
export const currentPath = (): string => location.pathname.replace(/\/+$/, '') || '/';

export function navigate(path: string): void {
  if (path === currentPath()) return;
  history.pushState(null, '', path);
  notify();
}

export const useCurrentPath = (): string => useSyncExternalStore(subscribe, currentPath);
