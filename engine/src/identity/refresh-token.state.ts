// One login's refresh tokens as decide needs them. "Expired" is not stored: it is ACTIVE seen at
// a time past the absolute or idle expiry (refreshStatusAt).
import type { UserKind } from './identity.enums.ts';
import type { RefreshRevocationReason, RefreshTokenEvent } from './refresh-token.events.ts';
import type { RefreshStatus } from './refresh-token.machine.ts';
import { familyExpired, type RefreshTokens } from './refresh-token.rules.ts';

interface FamilyFacts {
  readonly familyId: string;
  readonly userId: string;
  readonly userKind: UserKind;
}

export type RefreshFamilyState =
  | { readonly status: 'NONE' }
  | (FamilyFacts &
      RefreshTokens & {
        readonly status: 'ACTIVE';
        readonly absoluteExpiresAt: string;
        readonly lastUsedAt: string;
      })
  | (FamilyFacts & {
      readonly status: 'REVOKED';
      readonly reason: RefreshRevocationReason;
      readonly revokedAt: string;
    });

export const initialRefreshFamilyState = (): RefreshFamilyState => ({ status: 'NONE' });

export function refreshStatusAt(state: RefreshFamilyState, now: string): RefreshStatus {
  if (state.status === 'ACTIVE') return familyExpired(state, now) ? 'expired' : 'active';
  return state.status === 'NONE' ? 'none' : 'revoked';
}

export function evolveRefreshFamily(
  state: RefreshFamilyState,
  event: RefreshTokenEvent,
): RefreshFamilyState {
  if (event.type === 'RefreshFamilyStarted') {
    const { familyId, userId, userKind, tokenHash, startedAt, absoluteExpiresAt } = event.data;
    return {
      status: 'ACTIVE',
      ...{ familyId, userId, userKind, absoluteExpiresAt },
      current: [tokenHash],
      lastUsedAt: startedAt,
    };
  }
  if (state.status !== 'ACTIVE') return state;
  switch (event.type) {
    case 'RefreshTokenRotated': {
      const { presentedHash, tokenHash, rotatedAt, withinGrace } = event.data;
      // In the grace the new token joins its siblings and the previous one stays previous, so
      // the grace is never extended by using it.
      return withinGrace
        ? { ...state, current: [...state.current, tokenHash], lastUsedAt: rotatedAt }
        : {
            ...state,
            current: [tokenHash],
            previous: { hash: presentedHash, rotatedAt },
            lastUsedAt: rotatedAt,
          };
    }
    case 'RefreshFamilyRevoked': {
      const { familyId, userId, userKind } = state;
      const { reason, revokedAt } = event.data;
      return { status: 'REVOKED', familyId, userId, userKind, reason, revokedAt };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
