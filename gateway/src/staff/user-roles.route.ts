// GET /api-identity/users/userroles/{id} — the roles a member of staff holds at this vendor.
import { z } from 'zod';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { staff } from '../http/access.ts';
import { roleAnswer, rolesOfMember } from './staff.answers.ts';
import { RoleResponse, UserIdParams } from './staff.contracts.ts';
import type { StaffDeps } from './staff.deps.ts';

export function userRolesRoute(app: ZodApp, deps: StaffDeps) {
  const { readSide } = deps.platform;
  app.get(
    '/api-identity/users/userroles/:id',
    {
      schema: {
        tags: ['identity'],
        summary: 'The roles a staff member holds',
        headers: BearerHeaders,
        params: UserIdParams,
        response: { 200: z.array(RoleResponse), ...problemResponses(401, 403, 422) },
      },
      config: { access: staff('staff.manage') },
    },
    async (request) => {
      const vendorId = contextOf(request).vendor.id;
      const { held, roles } = await rolesOfMember(readSide, vendorId, request.params.id);
      return roles.filter((r) => held.has(r.id)).map(roleAnswer);
    },
  );
}
