// PUT /api-identity/permissions — a role's new name and permissions {id, name, permissions}.
// The owner role is locked; nobody grants what they do not hold.
import { staffAggregate } from '@sofre/engine/staff';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { staff } from '../http/access.ts';
import { roleById } from './staff.answers.ts';
import { EditRoleRequest, RoleResponse } from './staff.contracts.ts';
import type { StaffDeps } from './staff.deps.ts';

export function editRoleRoute(app: ZodApp, deps: StaffDeps) {
  app.put(
    '/api-identity/permissions',
    {
      schema: {
        tags: ['identity'],
        summary: 'Rename a role and set its permissions',
        headers: BearerHeaders,
        body: EditRoleRequest,
        response: { 200: RoleResponse, ...problemResponses(400, 401, 403, 422) },
      },
      config: { access: staff('roles.manage') },
    },
    async (request) => {
      const { id, name, permissions } = request.body;
      await deps.runner.run(request, staffAggregate, {
        type: 'EditRole',
        data: { roleId: id, name, permissions },
      });
      return roleById(deps.platform.readSide, contextOf(request).vendor.id, id);
    },
  );
}
