// Spec §8, a 401: try one refresh. Success saves the new pair, says "token renewed, page
// reloading" and reloads after 1 s; failure, or no refresh token to try, clears all storage and
// goes to the back-office login. However many calls fail at once, they share one recovery, and
// it happens once per page: either way the page is left.
import type { AuthTokens } from './auth-storage.ts';
import { RELOAD_AFTER_REFRESH_MS } from './auth.constants.ts';

export type RecoveryOutcome = 'renewed' | 'loggedOut';

export interface SessionRecoveryDeps {
  readonly readTokens: () => AuthTokens | undefined;
  readonly saveTokens: (tokens: AuthTokens) => void;
  readonly clearAllStorage: () => void;
  readonly refresh: (refreshToken: string) => Promise<AuthTokens>;
  readonly notifyRenewed: () => void;
  readonly reload: () => void;
  readonly goToLogin: () => void;
  readonly setTimeout: (run: () => void, ms: number) => unknown;
}

export interface SessionRecovery {
  recover(): Promise<RecoveryOutcome>;
}

export function createSessionRecovery(deps: SessionRecoveryDeps): SessionRecovery {
  let recovery: Promise<RecoveryOutcome> | undefined;

  const run = async (): Promise<RecoveryOutcome> => {
    const refreshToken = deps.readTokens()?.refreshToken;
    if (refreshToken) {
      try {
        deps.saveTokens(await deps.refresh(refreshToken));
        deps.notifyRenewed();
        deps.setTimeout(deps.reload, RELOAD_AFTER_REFRESH_MS);
        return 'renewed';
      } catch {
        // A refused or failed refresh ends the session, like having none.
      }
    }
    deps.clearAllStorage();
    deps.goToLogin();
    return 'loggedOut';
  };

  return {
    recover: () => (recovery ??= run()),
  };
}
