// DELETE /api-identity/roles/{id} — a role nobody holds any more; never the owner role.
import { staffAggregate } from '@sofre/engine/staff';
import { z } from 'zod';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { staff } from '../http/access.ts';
import { RoleIdParams } from './staff.contracts.ts';
import type { StaffDeps } from './staff.deps.ts';

export function deleteRoleRoute(app: ZodApp, deps: StaffDeps) {
  app.delete(
    '/api-identity/roles/:id',
    {
      schema: {
        tags: ['identity'],
        summary: 'Delete a role nobody holds',
        headers: BearerHeaders,
        params: RoleIdParams,
        response: { 204: z.null(), ...problemResponses(401, 403, 422) },
      },
      config: { access: staff('roles.manage') },
    },
    async (request, reply) => {
      await deps.runner.run(request, staffAggregate, {
        type: 'DeleteRole',
        data: { roleId: request.params.id },
      });
      return reply.code(204).send(null);
    },
  );
}
