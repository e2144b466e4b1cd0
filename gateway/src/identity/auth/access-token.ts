// Access tokens: short-lived HS256 JWTs (jose). They carry their login's refresh family (sid):
// logout or a detected refresh-token reuse revokes the family, and the request context refuses
// every access token of it from then on (read side revokedSessions).
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { UserKind } from '@sofre/engine/identity';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'sofre';
const AUDIENCE = 'sofre-api';

export const AccessClaims = z.object({
  sub: z.string().min(1),
  vendorId: z.string().min(1),
  kind: UserKind,
  /** The refresh family of the login, so logout knows what to end. */
  sid: z.string().min(1),
});
export type AccessClaims = z.infer<typeof AccessClaims>;

export interface AccessTokens {
  sign(claims: AccessClaims, now: Date): Promise<string>;
  /** undefined for a bad signature, a wrong issuer or audience, an expired or malformed token. */
  verify(token: string, now: Date): Promise<AccessClaims | undefined>;
}

export function accessTokens(key: Buffer): AccessTokens {
  return {
    async sign({ sub, vendorId, kind, sid }, now) {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ vendorId, kind, sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
        });
        const claims = AccessClaims.safeParse(payload);
        return claims.success ? claims.data : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
