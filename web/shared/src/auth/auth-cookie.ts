// The auth cookies (spec §4, §9: max-age 7 days). Path / so the POS, the kitchen screen and the
// site on one host share the login; SameSite=Lax, and Secure when the page itself is https.
import { AUTH_COOKIE_MAX_AGE_SECONDS } from './auth.constants.ts';

const doc = (): Document | undefined => globalThis.document;
const secure = () => (globalThis.location?.protocol === 'https:' ? '; Secure' : '');

export function writeCookie(name: string, value: string): void {
  const d = doc();
  if (!d) return;
  d.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${AUTH_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure()}`;
}

export function readCookie(name: string): string | undefined {
  for (const part of doc()?.cookie.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function deleteCookie(name: string): void {
  const d = doc();
  if (d) d.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax${secure()}`;
}
