// GET /api-identity/permissions/me — what the caller may do here (the back office hides what
// they may not). Any logged-in user may ask; a customer holds nothing.
import { allPermissions } from '@sofre/engine/staff';
import { authOf } from '../../http/request-context.ts';
import { problemResponses, type ZodApp } from '../../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { effectivePermissions } from './effective-permissions.ts';
import { UserPermissions } from './staff.contracts.ts';
import type { StaffDeps } from './staff.deps.ts';

export function myPermissionsRoute(app: ZodApp, deps: StaffDeps) {
  app.get(
    '/api-identity/permissions/me',
    {
      schema: {
        tags: ['identity'],
        summary: 'The logged-in user’s permissions at this vendor',
        headers: BearerHeaders,
        response: { 200: UserPermissions, ...problemResponses(401) },
      },
      config: { permission: 'auth.self', authenticated: true },
    },
    async (request) => {
      const held = await effectivePermissions(deps.platform.readSide, request);
      // In catalogue order, so the answer is stable.
      return {
        userId: authOf(request).sub,
        permissions: allPermissions.filter((p) => held.has(p)),
      };
    },
  );
}
