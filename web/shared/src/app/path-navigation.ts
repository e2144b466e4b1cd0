// An app's own paths without a router library: one pathname, pushState to move, popstate for
// back and forward. The back office and the reports app each look their screens up by path.
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
globalThis.addEventListener?.('popstate', notify);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current path without a trailing slash ('/bo', '/bo/reports/hourly'). */
export const currentPath = (): string => location.pathname.replace(/\/+$/, '') || '/';

export function navigate(path: string): void {
  if (path === currentPath()) return;
  history.pushState(null, '', path);
  notify();
}

export const useCurrentPath = (): string => useSyncExternalStore(subscribe, currentPath);
