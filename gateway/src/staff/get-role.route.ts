// GET /api-identity/roles/{id} — one role of the vendor (the role form).
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { staff } from '../http/access.ts';
import { roleById } from './staff.answers.ts';
import { RoleIdParams, RoleResponse } from './staff.contracts.ts';
import type { StaffDeps } from './staff.deps.ts';

export function getRoleRoute(app: ZodApp, deps: StaffDeps) {
  const { readSide } = deps.platform;
  app.get(
    '/api-identity/roles/:id',
    {
      schema: {
        tags: ['identity'],
        summary: 'One role of the vendor',
        headers: BearerHeaders,
        params: RoleIdParams,
        response: { 200: RoleResponse, ...problemResponses(401, 403, 422) },
      },
      config: { access: staff('roles.manage', 'staff.manage') },
    },
    async (request) => roleById(readSide, contextOf(request).vendor.id, request.params.id),
  );
}
