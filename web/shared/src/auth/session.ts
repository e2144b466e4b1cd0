// The page's one session recovery, wired to the browser: storage, the refresh call, a toast,
// reload and the login of the staff app the page belongs to (back office or kitchen display), or
// the customer site's home.
import { notifications } from '@mantine/notifications';
import { authMessages } from '../messages/auth.messages.ts';
import { refreshTokens } from './refresh-token.api.ts';
import { clearAllStorage, readTokens, saveTokens } from './auth-storage.ts';
import { loginTargetAt } from './login-target.ts';
import { createSessionRecovery } from './session-recovery.ts';

export const sessionRecovery = createSessionRecovery({
  readTokens,
  saveTokens,
  clearAllStorage,
  refresh: refreshTokens,
  notifyRenewed: () =>
    notifications.show({ color: 'blue', message: authMessages.tokenRenewed, autoClose: false }),
  reload: () => globalThis.location.reload(),
  goToLogin: () => globalThis.location.assign(loginTargetAt(globalThis.location.href)),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
});
