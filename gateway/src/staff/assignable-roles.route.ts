// GET /api-identity/users/{id}/roles — every role of the vendor, marked when the member of staff
// holds it (the staff form's checkboxes).
import { z } from 'zod';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { staff } from '../http/access.ts';
import { roleAnswer, rolesOfMember } from './staff.answers.ts';
import { AssignableRole, UserIdParams } from './staff.contracts.ts';
import type { StaffDeps } from './staff.deps.ts';

export function assignableRolesRoute(app: ZodApp, deps: StaffDeps) {
  const { readSide } = deps.platform;
  app.get(
    '/api-identity/users/:id/roles',
    {
      schema: {
        tags: ['identity'],
        summary: 'Every role of the vendor, marked when the staff member holds it',
        headers: BearerHeaders,
        params: UserIdParams,
        response: { 200: z.array(AssignableRole), ...problemResponses(401, 403, 422) },
      },
      config: { access: staff('staff.manage') },
    },
    async (request) => {
      const vendorId = contextOf(request).vendor.id;
      const { held, roles } = await rolesOfMember(readSide, vendorId, request.params.id);
      return roles.map((r) => ({ ...roleAnswer(r), isAssigned: held.has(r.id) }));
    },
  );
}
