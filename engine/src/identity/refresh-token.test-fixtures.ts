// Refresh-token commands and events for tests: one login of user-1 at T0.
import { addSeconds } from './instants.ts';
import { hashOf, metadataAt, T0 } from './identity.test-fixtures.ts';
import type { RefreshTokenCommandOf } from './refresh-token.commands.ts';
import {
  RefreshFamilyRevoked,
  RefreshFamilyStarted,
  RefreshTokenRotated,
  type RefreshRevocationReason,
} from './refresh-token.events.ts';
import { REFRESH_ABSOLUTE_TTL_SECONDS } from './refresh-token.rules.ts';

export const familyId = 'family-1';
export const [R0, R1, R2, R3, R4] = ['r0', 'r1', 'r2', 'r3', 'r4'].map(hashOf) as [
  string,
  string,
  string,
  string,
  string,
];

export const started = RefreshFamilyStarted({
  familyId,
  userId: 'user-1',
  userKind: 'STAFF',
  tokenHash: R0,
  startedAt: T0,
  absoluteExpiresAt: addSeconds(T0, REFRESH_ABSOLUTE_TTL_SECONDS),
});

export const rotated = (
  presentedHash: string,
  tokenHash: string,
  rotatedAt: string,
  withinGrace = false,
) => RefreshTokenRotated({ familyId, presentedHash, tokenHash, rotatedAt, withinGrace });

export const revoked = (reason: RefreshRevocationReason, revokedAt: string) =>
  RefreshFamilyRevoked({ familyId, reason, revokedAt });

export const startFamily = (): RefreshTokenCommandOf<'StartRefreshFamily'> => ({
  type: 'StartRefreshFamily',
  data: { familyId, userId: 'user-1', userKind: 'STAFF', tokenHash: R0 },
  metadata: metadataAt(T0, 'user-1'),
});

export const rotate = (
  presentedHash: string,
  newTokenHash: string,
  now: string,
): RefreshTokenCommandOf<'RotateRefreshToken'> => ({
  type: 'RotateRefreshToken',
  data: { familyId, presentedHash, newTokenHash },
  metadata: metadataAt(now, 'user-1'),
});

export const logout = (
  now: string,
  userId = 'user-1',
): RefreshTokenCommandOf<'RevokeRefreshFamily'> => ({
  type: 'RevokeRefreshFamily',
  data: { familyId, userId },
  metadata: metadataAt(now, userId),
});
