// GET /api-identity/permissions/userpermissions?userId= — what a member of staff may do here.
// Without userId it answers every current member with their roles and permissions: the staff
// screen's list. routes.txt has no "list staff" route; this one is the closest fit — its name is
// "the users' permissions", it already answers per member from the staff read model, and its access
// (staff.manage) is exactly who may see the staff — so the list extends its answer rather than
// inventing a path. (GET /roles is readable with roles.manage alone, which must not reveal the
// members' phones; users/userroles/{id} and users/{id}/roles are about one user.)
import { DomainError } from '@sofre/engine';
import { allPermissions, permissionsOf } from '@sofre/engine/staff';
import { z } from 'zod';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { ReadSide } from '../platform/read-side.port.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { staff } from '../http/access.ts';
import { permissionsOfUser, roleOf } from './effective-permissions.ts';
import { StaffListEntry, UserPermissions, UserPermissionsQuery } from './staff.contracts.ts';
import type { StaffDeps } from './staff.deps.ts';

/** The vendor's current members, in the order they joined, each with roles and permissions. */
async function staffList(readSide: ReadSide, vendorId: string): Promise<StaffListEntry[]> {
  const [members, roles] = await Promise.all([
    readSide.staffList(vendorId),
    readSide.roles(vendorId),
  ]);
  const byId = new Map(roles.map((r) => [r.id, r]));
  return Promise.all(
    members.map(async (member) => {
      const user = await readSide.userById(vendorId, member.userId);
      const held = permissionsOf(roles.map(roleOf), member.roleIds);
      return {
        userId: member.userId,
        phoneNumber: user?.phoneNumber ?? null,
        firstName: user?.firstName ?? null,
        lastName: user?.lastName ?? null,
        kind: user?.kind ?? null,
        roleIds: member.roleIds,
        status: member.status,
        roles: member.roleIds.flatMap((id) => {
          const role = byId.get(id);
          return role ? [{ id, name: role.name, isOwner: role.isOwner }] : [];
        }),
        permissions: allPermissions.filter((p) => held.has(p)),
        addedAt: member.addedAt,
      };
    }),
  );
}

export function userPermissionsRoute(app: ZodApp, deps: StaffDeps) {
  const { readSide } = deps.platform;
  app.get(
    '/api-identity/permissions/userpermissions',
    {
      schema: {
        tags: ['identity'],
        summary: 'A staff member’s permissions at this vendor; without userId, every member',
        headers: BearerHeaders,
        querystring: UserPermissionsQuery,
        response: {
          200: z.union([UserPermissions, z.array(StaffListEntry)]),
          ...problemResponses(400, 401, 403, 422),
        },
      },
      config: { access: staff('staff.manage') },
    },
    async (request) => {
      const vendorId = contextOf(request).vendor.id;
      const { userId } = request.query;
      if (userId === undefined) return staffList(readSide, vendorId);
      const member = await readSide.staffMember(vendorId, userId);
      if (member?.status !== 'ACTIVE') throw new DomainError('STAFF_NOT_FOUND');
      const held = await permissionsOfUser(readSide, vendorId, userId);
      return { userId, permissions: allPermissions.filter((p) => held.has(p)) };
    },
  );
}
