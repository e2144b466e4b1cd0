// POST /api-identity/permissions — a new role {name, permissions}. Nobody grants what they do
// not hold (engine checkGrantable → 403).
import { randomUUID } from 'node:crypto';
import { staffAggregate } from '@sofre/engine/staff';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { staff } from '../http/access.ts';
import { roleById } from './staff.answers.ts';
import { CreateRoleRequest, RoleResponse } from './staff.contracts.ts';
import type { StaffDeps } from './staff.deps.ts';

export function createRoleRoute(app: ZodApp, deps: StaffDeps) {
  app.post(
    '/api-identity/permissions',
    {
      schema: {
        tags: ['identity'],
        summary: 'Create a role with a name and permissions',
        headers: BearerHeaders,
        body: CreateRoleRequest,
        response: { 201: RoleResponse, ...problemResponses(400, 401, 403, 422) },
      },
      config: { access: staff('roles.manage') },
    },
    async (request, reply) => {
      const roleId = randomUUID();
      await deps.runner.run(request, staffAggregate, {
        type: 'CreateRole',
        data: { roleId, ...request.body },
      });
      const role = await roleById(deps.platform.readSide, contextOf(request).vendor.id, roleId);
      return reply.code(201).send(role);
    },
  );
}
