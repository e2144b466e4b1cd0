// DELETE /api-identity/identity/auth/logout — ends the login of the bearer: its refresh family is
// revoked, and with it every access token of the login (the request context checks the family).
// Inline, the answer waits until the read side knows, so the token is refused from the next request
// on; with an external projector, once the projector has the revocation (its lag, under a second).
import { refreshFamilyAggregate } from '@sofre/engine/identity';
import { z } from 'zod';
import { authOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from './auth.contracts.ts';
import type { AuthDeps } from './auth.deps.ts';

export function logoutRoute(app: ZodApp, deps: AuthDeps) {
  app.delete(
    '/api-identity/identity/auth/logout',
    {
      schema: {
        tags: ['identity'],
        summary: 'Log out: revoke this login’s refresh tokens',
        headers: BearerHeaders,
        response: { 204: z.null().describe('Logged out'), ...problemResponses(401, 404) },
      },
      config: { access: 'authenticated' },
    },
    async (request, reply) => {
      const { sub, sid } = authOf(request);
      await deps.runner.run(request, refreshFamilyAggregate, {
        type: 'RevokeRefreshFamily',
        data: { familyId: sid, userId: sub },
      });
      return reply.code(204).send(null);
    },
  );
}
