// decide / evolve for a login's refresh tokens. Like a wrong one-time code, a reused token is a
// fact that must be stored (the family is revoked) and also a refusal: decide returns the
// revocation and refreshRotation() turns it into REFRESH_TOKEN_REUSED for the caller.
import { transition } from 'xstate';
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { domainError } from '../shared/domain-error.ts';
import { addSeconds } from './instants.ts';
import type { RefreshTokenCommand, RefreshTokenCommandOf } from './refresh-token.commands.ts';
import {
  RefreshFamilyRevoked,
  RefreshFamilyStarted,
  RefreshTokenRotated,
  refreshFamilyStreamName,
  refreshTokenEventCodec,
  type RefreshTokenEvent,
} from './refresh-token.events.ts';
import { refreshMachine, refreshSnapshot, type RefreshStatus } from './refresh-token.machine.ts';
import { classifyPresented, REFRESH_ABSOLUTE_TTL_SECONDS } from './refresh-token.rules.ts';
import {
  evolveRefreshFamily,
  initialRefreshFamilyState,
  refreshStatusAt,
  type RefreshFamilyState,
} from './refresh-token.state.ts';

const refusalOf = {
  none: 'REFRESH_TOKEN_INVALID',
  expired: 'REFRESH_TOKEN_EXPIRED',
  revoked: 'REFRESH_TOKEN_REVOKED',
} as const satisfies Partial<Record<RefreshStatus, string>>;

function rotate(
  command: RefreshTokenCommandOf<'RotateRefreshToken'>,
  state: RefreshFamilyState,
): RefreshTokenEvent[] {
  const { now } = command.metadata;
  const { familyId, presentedHash, newTokenHash } = command.data;
  const status = refreshStatusAt(state, now);
  if (status !== 'active' || state.status !== 'ACTIVE') {
    throw domainError(status === 'active' ? 'REFRESH_TOKEN_INVALID' : refusalOf[status]);
  }
  const move = { type: 'ROTATE', presentedHash, now } as const;
  const [next] = transition(refreshMachine, refreshSnapshot(status, state), move);
  if (next.value === 'revoked') {
    return [RefreshFamilyRevoked({ familyId, reason: 'REUSE_DETECTED', revokedAt: now })];
  }
  const withinGrace = classifyPresented(state, presentedHash, now) === 'GRACE';
  return [
    RefreshTokenRotated({
      familyId,
      presentedHash,
      tokenHash: newTokenHash,
      rotatedAt: now,
      withinGrace,
    }),
  ];
}

export function decideRefreshFamily(
  command: RefreshTokenCommand,
  state: RefreshFamilyState,
): RefreshTokenEvent[] {
  const { now } = command.metadata;
  switch (command.type) {
    case 'StartRefreshFamily': {
      // Family ids are random; a second start under one id is a bug or a forgery, not a login.
      if (state.status !== 'NONE') throw domainError('REFRESH_TOKEN_INVALID');
      const absoluteExpiresAt = addSeconds(now, REFRESH_ABSOLUTE_TTL_SECONDS);
      return [RefreshFamilyStarted({ ...command.data, startedAt: now, absoluteExpiresAt })];
    }
    case 'RotateRefreshToken':
      return rotate(command, state);
    case 'RevokeRefreshFamily': {
      // Logging out twice, or out of nothing, is done already; it says nothing either way.
      if (state.status !== 'ACTIVE') return [];
      if (state.userId !== command.data.userId) throw domainError('REFRESH_TOKEN_INVALID');
      const { familyId } = command.data;
      return [RefreshFamilyRevoked({ familyId, reason: 'LOGOUT', revokedAt: now })];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${(unknown as { type: string }).type}`);
    }
  }
}

/** What a rotation's events mean for the caller: a new token, or REFRESH_TOKEN_REUSED. */
export function refreshRotation(events: readonly RefreshTokenEvent[]): { withinGrace: boolean } {
  const rotated = events.find((e) => e.type === 'RefreshTokenRotated');
  if (!rotated) throw domainError('REFRESH_TOKEN_REUSED');
  return { withinGrace: rotated.data.withinGrace };
}

export const refreshFamilyDecider: Decider<
  RefreshFamilyState,
  RefreshTokenCommand,
  RefreshTokenEvent
> = {
  initialState: initialRefreshFamilyState,
  decide: decideRefreshFamily,
  evolve: evolveRefreshFamily,
};

export const refreshFamilyAggregate: Aggregate<
  RefreshFamilyState,
  RefreshTokenCommand,
  RefreshTokenEvent
> = {
  decider: refreshFamilyDecider,
  codec: refreshTokenEventCodec,
  streamName: (command) =>
    refreshFamilyStreamName(command.metadata.vendorId, command.data.familyId),
  notFound: 'REFRESH_TOKEN_INVALID',
};
