// What a page reads from its access token, unverified (the gateway verifies it): when it expires,
// so it is renewed before it does, and whose login it is, so a page notices another login.
import { z } from 'zod';

const Claims = z.object({
  sub: z.string(),
  vendorId: z.string().optional(),
  /** Seconds since 1970, UTC: issued and expiring. */
  iat: z.number(),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof Claims>;

/** The claims of a JWT's payload; undefined for anything that is not one. */
export function tokenClaims(token: string): TokenClaims | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims = Claims.safeParse(JSON.parse(json));
    return claims.success ? claims.data : undefined;
  } catch {
    return undefined;
  }
}

/** The longest a token is renewed before it expires. */
const MAX_MARGIN_MS = 60_000;

/**
 * When (ms since 1970, the server's clock) to renew a token: a minute before it expires, or a
 * quarter of its life before for a short-lived one.
 */
export function renewalDueAt(claims: TokenClaims): number {
  const lifeMs = (claims.exp - claims.iat) * 1000;
  return claims.exp * 1000 - Math.min(MAX_MARGIN_MS, lifeMs / 4);
}

/** Whose login a token is: the user at the vendor. */
export const loginOf = (claims: TokenClaims): string => `${claims.vendorId ?? ''}/${claims.sub}`;
