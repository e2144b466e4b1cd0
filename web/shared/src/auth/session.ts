// The page's one token renewal, wired to the browser: storage, the refresh call, the Web Locks the
// tabs take turns with, a toast, reload, and the login of the app the page belongs to (back
// office, kitchen display, courier) or the customer site's home. startTokenRenewal sets it going:
// the timer from the token's expiry, and a look again whenever another tab changes the tokens,
// the network comes back or the tab is shown (a sleeping computer's timers run late).
import { notifications } from '@mantine/notifications';
import { isApiError } from '../api/api-error.ts';
import { authMessages } from '../messages/auth.messages.ts';
import { refreshTokens } from './refresh-token.api.ts';
import { clearAllStorage, readTokens, saveTokens } from './auth-storage.ts';
import { AUTH_STORAGE_KEY } from './auth.constants.ts';
import { loginTargetAt } from './login-target.ts';
import { createTokenRenewal } from './token-renewal.ts';

const RENEWAL_LOCK = 'sofre.auth.renewal';

/** Only one tab of the browser refreshes at a time; without Web Locks each goes alone. */
async function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? await locks.request(RENEWAL_LOCK, task) : task();
}

/** Offline, rate-limited or a server in trouble: the session itself may well be fine. */
const isTransient = (error: unknown): boolean =>
  !isApiError(error) ||
  error.status === 0 ||
  error.status === 429 ||
  error.status >= 500 ||
  error.code === 'BAD_RESPONSE';

export const tokenRenewal = createTokenRenewal({
  readTokens,
  saveTokens,
  clearAllStorage,
  refresh: refreshTokens,
  isTransient,
  exclusive,
  goToLogin: () => globalThis.location.assign(loginTargetAt(globalThis.location.href)),
  notifyReloading: () =>
    notifications.show({ color: 'blue', message: authMessages.tokenRenewed, autoClose: false }),
  reload: () => globalThis.location.reload(),
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
});

let started = false;

export function startTokenRenewal(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const look = () => tokenRenewal.schedule();
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) look();
  });
  window.addEventListener('online', look);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') look();
  });
  look();
}
