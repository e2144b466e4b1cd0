// GET /api-identity/roles — the vendor's roles (the roles screen, and the staff form's choices).
import { z } from 'zod';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { staff } from '../http/access.ts';
import { roleAnswer } from './staff.answers.ts';
import { RoleResponse } from './staff.contracts.ts';
import type { StaffDeps } from './staff.deps.ts';

export function listRolesRoute(app: ZodApp, deps: StaffDeps) {
  const { readSide } = deps.platform;
  app.get(
    '/api-identity/roles',
    {
      schema: {
        tags: ['identity'],
        summary: 'The vendor’s roles',
        headers: BearerHeaders,
        response: { 200: z.array(RoleResponse), ...problemResponses(401, 403) },
      },
      config: { access: staff('roles.manage', 'staff.manage') },
    },
    async (request) => (await readSide.roles(contextOf(request).vendor.id)).map(roleAnswer),
  );
}
