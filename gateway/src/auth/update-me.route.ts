// PUT /api-identity/identity/auth/me — the bearer changes their names and email; bad fields come
// back as field errors (spec §5).
import { DomainError } from '@sofre/engine';
import { EmailInput, PersonName, userAggregate } from '@sofre/engine/identity';
import { z } from 'zod';
import { authOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders, UserProfile } from './auth.contracts.ts';
import type { AuthDeps } from './auth.deps.ts';

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
      const userId = authOf(request).sub;
      const result = await deps.runner.run(request, userAggregate, {
        type: 'UpdateProfile',
        data: { userId, ...request.body },
      });
      const user = result.state;
      if (user.status !== 'REGISTERED') throw new DomainError('USER_NOT_FOUND');
      const { phone, firstName, lastName, email, kind } = user;
      return { id: userId, phoneNumber: phone, firstName, lastName, email, kind };
    },
  );
}
