// POST /api-identity/identity/auth/refreshtoken — a new pair for a live refresh token. Each token
// refreshes once: presenting a spent one (past a 10 s grace for the one just spent) revokes the
// whole login, so the thief's and the owner's newest tokens both stop working (401). A platform
// admin's login (adminlogin) belongs to the platform, not to the vendor whose host the back office
// is opened on: a family the host's vendor does not hold is looked for among the platform's.
import { DomainError } from '@sofre/engine';
import {
  PLATFORM_VENDOR_ID,
  refreshFamilyAggregate,
  refreshFamilyStreamName,
  refreshRotation,
} from '@sofre/engine/identity';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { RefreshRequest, RefreshResponse } from './auth.contracts.ts';
import { anonymous, type AuthDeps } from './auth.deps.ts';
import { familyOf, newRefreshToken } from './auth-crypto.ts';
import { accessToken } from './session.ts';

export function refreshTokenRoute(app: ZodApp, deps: AuthDeps) {
  app.post(
    '/api-identity/identity/auth/refreshtoken',
    {
      schema: {
        tags: ['identity'],
        summary: 'Rotate a refresh token: a new access token and refresh token',
        body: RefreshRequest,
        response: { 200: RefreshResponse, ...problemResponses(400, 401, 404) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const presented = request.body.refreshToken;
      const familyId = familyOf(presented);
      if (!familyId) throw new DomainError('REFRESH_TOKEN_INVALID');
      const tenant = await tenantOf(deps, contextOf(request).vendor.id, familyId);
      const next = newRefreshToken(familyId);
      const result = await deps.runner.run(
        { vendorId: tenant, actor: anonymous },
        refreshFamilyAggregate,
        {
          type: 'RotateRefreshToken',
          data: {
            familyId,
            presentedHash: deps.crypto.hash('refresh', presented),
            newTokenHash: deps.crypto.hash('refresh', next.token),
          },
        },
        { wait: false },
      );
      // A reused token revoked the login: its access tokens die before the refusal is answered.
      if (result.events.some((e) => e.type === 'RefreshFamilyRevoked'))
        await deps.runner.waitFor(result.position);
      refreshRotation(result.events);
      const family = result.state;
      if (family.status !== 'ACTIVE') throw new DomainError('REFRESH_TOKEN_REVOKED');
      const user = { id: family.userId, kind: family.userKind };
      const token = await accessToken(deps, tenant, user, familyId);
      return { token, refreshToken: next.token, expiresInSeconds: deps.tokens.ttlSeconds };
    },
  );
}

/** The host's vendor, or the platform when the family is a platform admin's login. */
async function tenantOf(deps: AuthDeps, vendorId: string, familyId: string): Promise<string> {
  const { store } = deps.platform;
  if ((await store.readStream(refreshFamilyStreamName(vendorId, familyId))).length > 0)
    return vendorId;
  const platformFamily = refreshFamilyStreamName(PLATFORM_VENDOR_ID, familyId);
  return (await store.readStream(platformFamily)).length > 0 ? PLATFORM_VENDOR_ID : vendorId;
}
