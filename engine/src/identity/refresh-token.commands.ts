// Wishes about a login's refresh tokens. Token strings never come in, only their hashes.
import { z } from 'zod';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
import { SecretHash, UserKind } from './identity.enums.ts';

const familyId = z.string().min(1);

/** After a successful verify: the login's first refresh token. */
export const StartRefreshFamilyData = z.object({
  familyId,
  userId: z.string().min(1),
  userKind: UserKind,
  tokenHash: SecretHash,
});

export const RotateRefreshTokenData = z.object({
  familyId,
  presentedHash: SecretHash,
  newTokenHash: SecretHash,
});

/** Logout. userId is the bearer's: one user cannot end another's login. */
export const RevokeRefreshFamilyData = z.object({ familyId, userId: z.string().min(1) });

export const refreshTokenCommandSchemas = {
  StartRefreshFamily: StartRefreshFamilyData,
  RotateRefreshToken: RotateRefreshTokenData,
  RevokeRefreshFamily: RevokeRefreshFamilyData,
} as const;

type Schemas = typeof refreshTokenCommandSchemas;
export type RefreshTokenCommandType = keyof Schemas;
export type RefreshTokenCommandOf<T extends RefreshTokenCommandType> = CommandFrom<Schemas, T>;
export type RefreshTokenCommand = CommandUnion<Schemas>;
