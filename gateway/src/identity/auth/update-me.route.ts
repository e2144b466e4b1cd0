// PUT /api-identity/identity/auth/me — the bearer changes their names and email; bad fields come
// back as field errors (spec §5).
import { DomainError, handleCommand } from '@sofre/engine';
import { EmailInput, PersonName, userAggregate } from '@sofre/engine/identity';
import { z } from 'zod';
import { authOf, contextOf } from '../../http/request-context.ts';
import { problemResponses, type ZodApp } from '../../http/zod-app.ts';
import { BearerHeaders, UserProfile } from './auth.contracts.ts';
import { authMetadata, type AuthDeps } from './auth.deps.ts';

const PROJECTION_WAIT_MS = 5_000;

export const UpdateMeRequest = z.object({
  firstName: PersonName,
  lastName: PersonName,
  email: EmailInput.optional(),
});

export function mePutRoute(app: ZodApp, deps: AuthDeps) {
  app.put(
    '/api-identity/identity/auth/me',
    {
      schema: {
        tags: ['identity'],
        summary: 'Change the logged-in user’s names and email',
        headers: BearerHeaders,
        body: UpdateMeRequest,
        response: { 200: UserProfile, ...problemResponses(400, 401, 404) },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const ctx = contextOf(request);
      const userId = authOf(request).sub;
      const result = await handleCommand(deps.platform.store, userAggregate, {
        type: 'UpdateProfile',
        data: { userId, ...request.body },
        metadata: authMetadata(deps, ctx.vendor.id, ctx.actor),
      });
      const user = result.state;
      if (user.status !== 'REGISTERED') throw new DomainError('USER_NOT_FOUND');
      if (deps.platform.waitForProjections && result.position)
        await deps.platform.readSide.waitFor(result.position, PROJECTION_WAIT_MS);
      const { phone, firstName, lastName, email, kind } = user;
      return { id: userId, phoneNumber: phone, firstName, lastName, email, kind };
    },
  );
}
