// POST /api-identity/users/updatestaffrole {userId, roleIds} — a member's whole new set of roles.
import { staffAggregate } from '@sofre/engine/staff';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { staff } from '../http/access.ts';
import { staffMemberAnswer } from './staff.answers.ts';
import { StaffMemberResponse, UpdateStaffRoleRequest } from './staff.contracts.ts';
import type { StaffDeps } from './staff.deps.ts';

export function updateStaffRoleRoute(app: ZodApp, deps: StaffDeps) {
  app.post(
    '/api-identity/users/updatestaffrole',
    {
      schema: {
        tags: ['identity'],
        summary: 'Set the roles of a staff member',
        headers: BearerHeaders,
        body: UpdateStaffRoleRequest,
        response: { 200: StaffMemberResponse, ...problemResponses(400, 401, 403, 422) },
      },
      config: { access: staff('staff.manage') },
    },
    async (request) => {
      const { userId, roleIds } = request.body;
      await deps.runner.run(request, staffAggregate, {
        type: 'UpdateStaffRoles',
        data: { userId, roleIds },
      });
      return staffMemberAnswer(deps.platform.readSide, contextOf(request).vendor.id, userId);
    },
  );
}
