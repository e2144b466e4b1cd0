// The page's one session recovery, wired to the browser: storage, the refresh call, a toast,
// reload and the login of the staff app the page belongs to (back office or kitchen display).
import { notifications } from '@mantine/notifications';
import { authMessages } from '../messages/auth.messages.ts';
import { refreshTokens } from './refresh-token.api.ts';
import { clearAllStorage, readTokens, saveTokens } from './auth-storage.ts';
import { staffAppAt } from './auth.constants.ts';
import { createSessionRecovery } from './session-recovery.ts';

export const sessionRecovery = createSessionRecovery({
  readTokens,
  saveTokens,
  clearAllStorage,
  refresh: refreshTokens,
  notifyRenewed: () =>
    notifications.show({ color: 'blue', message: authMessages.tokenRenewed, autoClose: false }),
  reload: () => globalThis.location.reload(),
  goToLogin: () => globalThis.location.assign(staffAppAt(globalThis.location.pathname).loginPath),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
});
