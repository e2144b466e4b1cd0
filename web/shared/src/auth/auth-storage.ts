// Where the login lives (spec §4): the token pair in a 7-day cookie and in localStorage. On start
// localStorage is read first; the cookie brings the pair back when localStorage was reset (a
// version change) or cleared by the browser.
import { z } from 'zod';
import { deleteCookie, readCookie, writeCookie } from './auth-cookie.ts';
import { AUTH_STORAGE_KEY, REFRESH_TOKEN_COOKIE, TOKEN_COOKIE } from './auth.constants.ts';
import { readPersisted, writePersisted } from './persisted-state.ts';
import { loginOf, tokenClaims } from './token-claims.ts';

export const AuthTokens = z.object({ token: z.string().min(1), refreshToken: z.string().min(1) });
export type AuthTokens = z.infer<typeof AuthTokens>;

export function saveTokens(tokens: AuthTokens): void {
  writePersisted(AUTH_STORAGE_KEY, AuthTokens.parse(tokens));
  writeCookie(TOKEN_COOKIE, tokens.token);
  writeCookie(REFRESH_TOKEN_COOKIE, tokens.refreshToken);
}

export function readTokens(): AuthTokens | undefined {
  const stored = readPersisted(AUTH_STORAGE_KEY, AuthTokens);
  if (stored) return stored;
  const fromCookies = AuthTokens.safeParse({
    token: readCookie(TOKEN_COOKIE),
    refreshToken: readCookie(REFRESH_TOKEN_COOKIE),
  });
  if (!fromCookies.success) return undefined;
  writePersisted(AUTH_STORAGE_KEY, fromCookies.data);
  return fromCookies.data;
}

export const readAccessToken = (): string | undefined => readTokens()?.token;
export const hasSession = (): boolean => readTokens() !== undefined;

/** Whose login this browser holds ("vendor/user", from the access token), if any. */
export function currentLogin(): string | undefined {
  const token = readAccessToken();
  const claims = token ? tokenClaims(token) : undefined;
  return claims && loginOf(claims);
}

/** Logout (spec §4): "all storage is cleared" — localStorage, sessionStorage and the auth cookies. */
export function clearAllStorage(): void {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  deleteCookie(TOKEN_COOKIE);
  deleteCookie(REFRESH_TOKEN_COOKIE);
}
