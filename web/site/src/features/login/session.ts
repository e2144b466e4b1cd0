// Whether the customer is logged in, as React follows it: the saved token pair (spec §4), read
// again whenever the login or logout of this page says so.
import { hasSession } from '@sofre/web-shared';
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

export function sessionChanged(): void {
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLoggedIn = (): boolean => useSyncExternalStore(subscribe, hasSession);
