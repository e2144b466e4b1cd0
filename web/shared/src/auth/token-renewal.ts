// Keeping the page's login alive without leaving the page (spec §8, issue 30). The access token
// is renewed a little before it expires (token-claims.ts), and a 401 renews it once so the caller
// can send the refused request again: the POS keeps its draft, the drawers stay open, the kitchen
// keeps its sound. A refresh token refreshes once, so the tabs of one browser take turns
// (`exclusive`: Web Locks) and a tab that finds a token renewed by another uses it. A refusal of
// the refresh ends the session (storage cleared, back to the login); a refresh that cannot reach
// the server leaves the session as it is and is tried again. Spec §8's "token renewed, page
// reloading" and reload remain for the one case a page cannot go on: its tokens now belong to
// another login (someone logged in as another user in another tab).
import type { AuthTokens } from './auth-storage.ts';
import { RELOAD_AFTER_REFRESH_MS } from './auth.constants.ts';
import { loginOf, renewalDueAt, tokenClaims } from './token-claims.ts';

export type Renewal =
  | { readonly kind: 'renewed'; readonly token: string }
  | { readonly kind: 'unreachable' }
  | { readonly kind: 'loggedOut' };

export interface TokenRenewalDeps {
  readonly readTokens: () => AuthTokens | undefined;
  readonly saveTokens: (tokens: AuthTokens) => void;
  readonly clearAllStorage: () => void;
  readonly refresh: (refreshToken: string) => Promise<AuthTokens>;
  /** A failed refresh that says nothing of the session (offline, server busy): try again later. */
  readonly isTransient: (error: unknown) => boolean;
  /** Runs `task` while no other tab of this browser renews. */
  readonly exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  readonly goToLogin: () => void;
  /** The spec §8 toast, before the reload. */
  readonly notifyReloading: () => void;
  readonly reload: () => void;
  readonly now: () => number;
  readonly setTimeout: (run: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}

export interface TokenRenewal {
  /** A new access token, unless `refused` is no longer the stored one (then that one). */
  renew(refused: string | undefined): Promise<Renewal>;
  /** The stored access token, renewed first when it is due (a socket about to connect). */
  freshToken(): Promise<string | undefined>;
  /** Sets the timer from the stored token; again whenever another tab changed the tokens. */
  schedule(): void;
  /** A renewed token was refused too: the login is over. */
  endSession(): Renewal;
}

/** A renewal that could not reach the server is tried again this much later. */
export const RETRY_RENEWAL_MS = 30_000;

export function createTokenRenewal(deps: TokenRenewalDeps): TokenRenewal {
  let inflight: Promise<Renewal> | undefined;
  let timer: unknown;
  /** The server's clock less ours, learnt from the tokens this tab is given. */
  let skewMs = 0;
  /** The login the page was opened with. */
  let login: string | undefined;
  let leaving = false;

  const isDue = (token: string) => {
    const claims = tokenClaims(token);
    return claims !== undefined && renewalDueAt(claims) <= deps.now() + skewMs;
  };

  /** Renews `token` in `ms`, unless another tab has renewed it by then. */
  const setTimer = (ms: number, token: string | undefined) => {
    deps.clearTimeout(timer);
    timer = deps.setTimeout(() => void renewal.renew(token), ms);
  };

  const endSession = (): Renewal => {
    deps.clearTimeout(timer);
    if (!leaving) {
      leaving = true;
      deps.clearAllStorage();
      deps.goToLogin();
    }
    return { kind: 'loggedOut' };
  };

  /** Another login took over the stored tokens: this page shows someone else's screens. */
  const checkLogin = (token: string) => {
    const claims = tokenClaims(token);
    const now = claims && loginOf(claims);
    login ??= now;
    if (leaving || !now || now === login) return;
    leaving = true;
    deps.clearTimeout(timer);
    deps.notifyReloading();
    deps.setTimeout(deps.reload, RELOAD_AFTER_REFRESH_MS);
  };

  const refreshed = (tokens: AuthTokens): Renewal => {
    deps.saveTokens(tokens);
    const claims = tokenClaims(tokens.token);
    if (claims) skewMs = claims.iat * 1000 - deps.now();
    return { kind: 'renewed', token: tokens.token };
  };

  const run = (refused: string | undefined) =>
    deps.exclusive(async (): Promise<Renewal> => {
      const stored = deps.readTokens();
      if (!stored) return endSession();
      // Renewed meanwhile (by another tab, or by this one's timer): that token will do.
      if (stored.token !== refused && !isDue(stored.token))
        return { kind: 'renewed', token: stored.token };
      try {
        return refreshed(await deps.refresh(stored.refreshToken));
      } catch (error) {
        return deps.isTransient(error) ? { kind: 'unreachable' } : endSession();
      }
    });

  const renewal: TokenRenewal = {
    renew(refused) {
      inflight ??= run(refused)
        // A lock or storage that failed is no answer about the session: try again later.
        .catch((): Renewal => ({ kind: 'unreachable' }))
        .then((outcome) => {
          inflight = undefined;
          if (outcome.kind === 'renewed') renewal.schedule();
          else if (outcome.kind === 'unreachable')
            setTimer(RETRY_RENEWAL_MS, deps.readTokens()?.token);
          return outcome;
        });
      return inflight;
    },

    async freshToken() {
      const token = deps.readTokens()?.token;
      if (!token || !isDue(token)) return token;
      const outcome = await renewal.renew(token);
      return outcome.kind === 'renewed' ? outcome.token : deps.readTokens()?.token;
    },

    schedule() {
      deps.clearTimeout(timer);
      if (leaving) return;
      const token = deps.readTokens()?.token;
      if (!token) {
        // Logged out in another tab: this one follows to the login.
        if (login !== undefined) endSession();
        return;
      }
      checkLogin(token);
      const claims = tokenClaims(token);
      if (!claims || leaving) return;
      setTimer(Math.max(0, renewalDueAt(claims) - (deps.now() + skewMs)), token);
    },

    endSession,
  };
  return renewal;
}
