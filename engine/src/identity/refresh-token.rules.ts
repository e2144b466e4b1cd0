// How long a login lasts and how a refresh token is recognised (OWASP ASVS 5, FIELD-NOTES
// "Identity"): rotate on every use, a reused token revokes the family, an absolute expiry.
import { secondsBetween } from './instants.ts';

/** A login ends 30 days after it began, however busy it was. */
export const REFRESH_ABSOLUTE_TTL_SECONDS = 30 * 24 * 60 * 60;
/** …and after 7 days without a refresh, the auth cookie's own max-age (spec §9). */
export const REFRESH_IDLE_TTL_SECONDS = 7 * 24 * 60 * 60;
/**
 * The grace. The token just rotated out may be presented again for 10 seconds and is answered
 * with another fresh token instead of revoking the family: two tabs refreshing at once, or a
 * phone that lost the first answer and retries. Only the immediately previous token, only that
 * long, and at most REFRESH_GRACE_REISSUES times; anything older or later is reuse.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
export const REFRESH_GRACE_REISSUES = 2;

export interface RefreshTokens {
  /** Hashes that refresh normally: the latest token, plus any minted in the grace. */
  readonly current: readonly string[];
  /** The token rotated out last, and when. */
  readonly previous?: { readonly hash: string; readonly rotatedAt: string };
}

/** What a presented token is to its family at `now`. */
export type PresentedToken = 'CURRENT' | 'GRACE' | 'REUSED';

export function classifyPresented(
  tokens: RefreshTokens,
  presentedHash: string,
  now: string,
): PresentedToken {
  if (tokens.current.includes(presentedHash)) return 'CURRENT';
  const { previous } = tokens;
  const inGrace =
    previous !== undefined &&
    previous.hash === presentedHash &&
    secondsBetween(previous.rotatedAt, now) <= REFRESH_REUSE_GRACE_SECONDS &&
    tokens.current.length <= REFRESH_GRACE_REISSUES;
  return inGrace ? 'GRACE' : 'REUSED';
}

/** A live family is past its absolute or idle expiry. */
export const familyExpired = (
  family: { readonly absoluteExpiresAt: string; readonly lastUsedAt: string },
  now: string,
): boolean =>
  secondsBetween(family.absoluteExpiresAt, now) >= 0 ||
  secondsBetween(family.lastUsedAt, now) >= REFRESH_IDLE_TTL_SECONDS;
