// A login that succeeded: a new refresh family (only the token's hash is stored) and an access
// token for the user, as verify answers it.
import { refreshFamilyAggregate, type UserKind } from '@sofre/engine/identity';
import { actorOf } from '../http/access-claims.ts';
import type { UserProfile } from './auth.contracts.ts';
import type { AuthDeps } from './auth.deps.ts';
import { newRefreshToken } from './auth-crypto.ts';

export async function accessToken(
  deps: AuthDeps,
  vendorId: string,
  user: { id: string; kind: UserKind },
  familyId: string,
) {
  const claims = { sub: user.id, vendorId, kind: user.kind, sid: familyId };
  return deps.tokens.sign(claims, deps.clock());
}

export async function startSession(deps: AuthDeps, vendorId: string, user: UserProfile) {
  const { familyId, token: refreshToken } = newRefreshToken();
  // Nothing the answer holds is read back: the run does not wait for the read models.
  await deps.runner.run(
    { vendorId, actor: actorOf(user.id, user.kind) },
    refreshFamilyAggregate,
    {
      type: 'StartRefreshFamily',
      data: {
        familyId,
        userId: user.id,
        userKind: user.kind,
        tokenHash: deps.crypto.hash('refresh', refreshToken),
      },
    },
    { wait: false },
  );
  const token = await accessToken(deps, vendorId, user, familyId);
  return {
    status: 'LOGGED_IN' as const,
    token,
    refreshToken,
    user,
    expiresInSeconds: deps.tokens.ttlSeconds,
  };
}
