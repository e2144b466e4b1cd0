// Access tokens: short-lived HS256 JWTs (jose). They carry their login's refresh family (sid):
// logout or a detected refresh-token reuse revokes the family, and the request context refuses
// every access token of it from then on (read side revokedSessions).
import { jwtVerify, SignJWT } from 'jose';
import { AccessClaims, type TokenVerifier } from '../http/access-claims.ts';

/** How long an access token lives unless the gateway is told otherwise (ACCESS_TOKEN_TTL_SECONDS). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'sofre';
const AUDIENCE = 'sofre-api';

export interface AccessTokens extends TokenVerifier {
  /** Seconds from a token's issue to its expiry. */
  readonly ttlSeconds: number;
  sign(claims: AccessClaims, now: Date): Promise<string>;
}

/** Verified tokens kept (oldest dropped first): a busy till presents one token per order. */
const MAX_VERIFIED = 10_000;

export function accessTokens(key: Buffer, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): AccessTokens {
  // A token verified once is the same claims until it expires: checking the signature again on
  // every request was an eighth of an order's cost. Revocation is checked apart (request context).
  const verified = new Map<string, { readonly claims: AccessClaims; readonly expiresAt: number }>();
  const remember = (token: string, claims: AccessClaims, exp: number | undefined) => {
    if (exp === undefined) return;
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAt: exp * 1000 });
  };
  return {
    ttlSeconds,
    async sign({ sub, vendorId, kind, sid }, now) {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ vendorId, kind, sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    async verify(token, now) {
      const hit = verified.get(token);
      if (hit) {
        if (now.getTime() < hit.expiresAt) return hit.claims;
        verified.delete(token);
        return undefined;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
        });
        const claims = AccessClaims.safeParse(payload);
        if (!claims.success) return undefined;
        remember(token, claims.data, payload.exp);
        return claims.data;
      } catch {
        return undefined;
      }
    },
  };
}
