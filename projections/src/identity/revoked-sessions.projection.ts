// Logins that ended (logout, or a stolen refresh token detected): their access tokens must stop
// working at once, not when they expire. Only the last ACCESS_TOKEN lifetime of revocations matters
// to the gateway, so rows are sorted by revokedAt and read from a recent instant on.
import { refreshTokenEventCodec, type RefreshTokenEvent } from '@sofre/engine/identity';
import { defineProjection, type ProjectedEvent } from '../projection.ts';

export interface RevokedSessionRow {
  readonly familyId: string;
  readonly vendorId: string;
  readonly revokedAt: string;
  readonly position: string;
}

export const revokedSessionKey = (vendorId: string, familyId: string): string =>
  `${vendorId}:${familyId}`;

type RevokedEvent = Extract<RefreshTokenEvent, { type: 'RefreshFamilyRevoked' }>;

export function evolveRevokedSession(
  row: RevokedSessionRow | undefined,
  event: ProjectedEvent<RevokedEvent>,
): RevokedSessionRow {
  // Revoked once is revoked for good: a second revocation changes nothing.
  return (
    row ?? {
      familyId: event.data.familyId,
      vendorId: event.metadata.vendorId,
      revokedAt: event.data.revokedAt,
      position: event.position,
    }
  );
}

export const revokedSessionsProjection = defineProjection<RevokedSessionRow, RevokedEvent>({
  name: 'revoked-sessions',
  version: 1,
  codec: refreshTokenEventCodec,
  eventTypes: ['RefreshFamilyRevoked'],
  keysOf: (event) => [revokedSessionKey(event.metadata.vendorId, event.data.familyId)],
  evolve: (row, event) => evolveRevokedSession(row, event),
  index: (row) => ({ vendorId: row.vendorId, sortAt: new Date(row.revokedAt).toISOString() }),
});
