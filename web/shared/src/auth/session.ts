// The page's one session recovery, wired to the browser: storage, the refresh call, a toast,
// reload and the back-office login.
import { notifications } from '@mantine/notifications';
import { authMessages } from '../messages/auth.messages.ts';
import { refreshTokens } from './refresh-token.api.ts';
import { clearAllStorage, readTokens, saveTokens } from './auth-storage.ts';
import { BACK_OFFICE_LOGIN_PATH } from './auth.constants.ts';
import { createSessionRecovery } from './session-recovery.ts';

export const sessionRecovery = createSessionRecovery({
  readTokens,
  saveTokens,
  clearAllStorage,
  refresh: refreshTokens,
  notifyRenewed: () =>
    notifications.show({ color: 'blue', message: authMessages.tokenRenewed, autoClose: false }),
  reload: () => globalThis.location.reload(),
  goToLogin: () => globalThis.location.assign(BACK_OFFICE_LOGIN_PATH),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
});
