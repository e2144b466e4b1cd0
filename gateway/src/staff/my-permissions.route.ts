// GET /api-identity/permissions/me — what the caller may do here (the back office hides what
// they may not). Any logged-in user may ask; a customer holds nothing.
import { allPermissions } from '@sofre/engine/staff';
import { authOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { effectivePermissions } from './effective-permissions.ts';
import { UserPermissions } from './staff.contracts.ts';

export function myPermissionsRoute(app: ZodApp) {
  app.get(
    '/api-identity/permissions/me',
    {
      schema: {
        tags: ['identity'],
        summary: 'The logged-in user’s permissions at this vendor',
        headers: BearerHeaders,
        response: { 200: UserPermissions, ...problemResponses(401) },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const held = effectivePermissions(request);
      // In catalogue order, so the answer is stable.
      return {
        userId: authOf(request).sub,
        permissions: allPermissions.filter((p) => held.has(p)),
      };
    },
  );
}
