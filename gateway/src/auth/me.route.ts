// GET /api-identity/identity/auth/me — the bearer's own profile.
import { DomainError } from '@sofre/engine';
import { authOf, contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders, UserProfile } from './auth.contracts.ts';
import type { AuthDeps } from './auth.deps.ts';
import { profileOf } from './verify.route.ts';

export function meGetRoute(app: ZodApp, deps: AuthDeps) {
  app.get(
    '/api-identity/identity/auth/me',
    {
      schema: {
        tags: ['identity'],
        summary: 'The logged-in user’s profile',
        headers: BearerHeaders,
        response: { 200: UserProfile, ...problemResponses(401, 404) },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const { vendor } = contextOf(request);
      const user = await deps.platform.readSide.userById(vendor.id, authOf(request).sub);
      if (!user) throw new DomainError('USER_NOT_FOUND');
      return profileOf(user);
    },
  );
}
