// GET /api-identity/permissions/userpermissions?userId= — what a member of staff may do here.
import { DomainError } from '@sofre/engine';
import { allPermissions } from '@sofre/engine/staff';
import { contextOf } from '../../http/request-context.ts';
import { problemResponses, type ZodApp } from '../../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { staff } from '../../http/access.ts';
import { permissionsOfUser } from './effective-permissions.ts';
import { UserPermissions, UserPermissionsQuery } from './staff.contracts.ts';
import type { StaffDeps } from './staff.deps.ts';

export function userPermissionsRoute(app: ZodApp, deps: StaffDeps) {
  const { readSide } = deps.platform;
  app.get(
    '/api-identity/permissions/userpermissions',
    {
      schema: {
        tags: ['identity'],
        summary: 'A staff member’s permissions at this vendor',
        headers: BearerHeaders,
        querystring: UserPermissionsQuery,
        response: { 200: UserPermissions, ...problemResponses(400, 401, 403, 422) },
      },
      config: { access: staff('staff.manage') },
    },
    async (request) => {
      const vendorId = contextOf(request).vendor.id;
      const { userId } = request.query;
      const member = await readSide.staffMember(vendorId, userId);
      if (member?.status !== 'ACTIVE') throw new DomainError('STAFF_NOT_FOUND');
      const held = await permissionsOfUser(readSide, vendorId, userId);
      return { userId, permissions: allPermissions.filter((p) => held.has(p)) };
    },
  );
}
