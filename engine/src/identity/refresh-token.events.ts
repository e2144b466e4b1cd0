// What happened to one login's refresh tokens (a "family"). The token the client holds is
// `${familyId}.${secret}`; the gateway reads the family id from it and passes the keyed hash of
// the whole string. familyId must be random (UUIDv4), since knowing it lets one present a token.
import { z } from 'zod';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import { SecretHash, UserKind } from './identity.enums.ts';

const familyId = z.string().min(1);
const instant = z.iso.datetime();

/** A login: the first refresh token of the family. */
export const RefreshFamilyStarted = defineEvent(
  'RefreshFamilyStarted',
  z.object({
    familyId,
    userId: z.string().min(1),
    userKind: UserKind,
    tokenHash: SecretHash,
    startedAt: instant,
    absoluteExpiresAt: instant,
  }),
);

/** A refresh: presentedHash is spent, tokenHash is the new one. withinGrace: see the rules. */
export const RefreshTokenRotated = defineEvent(
  'RefreshTokenRotated',
  z.object({
    familyId,
    presentedHash: SecretHash,
    tokenHash: SecretHash,
    rotatedAt: instant,
    withinGrace: z.boolean(),
  }),
);

export const RefreshRevocationReason = z.enum(['LOGOUT', 'REUSE_DETECTED']);
export type RefreshRevocationReason = z.infer<typeof RefreshRevocationReason>;

/** No token of the family refreshes any more. */
export const RefreshFamilyRevoked = defineEvent(
  'RefreshFamilyRevoked',
  z.object({ familyId, reason: RefreshRevocationReason, revokedAt: instant }),
);

export const refreshTokenEvents = [
  RefreshFamilyStarted,
  RefreshTokenRotated,
  RefreshFamilyRevoked,
] as const;
export const refreshTokenEventCodec = eventCodec(refreshTokenEvents);
export type RefreshTokenEvent = EventOf<(typeof refreshTokenEvents)[number]>;

export const refreshFamilyStreamName = (vendorId: string, familyId: string): string =>
  `refresh-${vendorId}-${familyId}`;
