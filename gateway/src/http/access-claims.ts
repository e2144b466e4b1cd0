// What a verified bearer token says about its caller, as the request context reads it: the user,
// their vendor and kind, and their login's refresh family (sid). The auth area signs and verifies
// the tokens (auth/access-token.ts); the plumbing only needs the claims and a verifier.
import { z } from 'zod';
import type { Actor } from '@sofre/engine';
import { UserKind } from '@sofre/engine/identity';

export const AccessClaims = z.object({
  sub: z.string().min(1),
  vendorId: z.string().min(1),
  kind: UserKind,
  /** The refresh family of the login, so logout knows what to end. */
  sid: z.string().min(1),
});
export type AccessClaims = z.infer<typeof AccessClaims>;

export interface TokenVerifier {
  /** undefined for a bad signature, a wrong issuer or audience, an expired or malformed token. */
  verify(token: string, now: Date): Promise<AccessClaims | undefined>;
}

/** The actor a user of this kind acts as: customers as customers, everyone else as staff. */
export const actorOf = (userId: string, kind: UserKind): Actor => ({
  userId,
  kind: kind === 'CUSTOMER' ? 'CUSTOMER' : 'STAFF',
});
