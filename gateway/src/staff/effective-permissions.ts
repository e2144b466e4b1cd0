// What the caller may do at the request's vendor, from the staff read model rather than the kind
// of token: the union of the permissions of the roles they hold (engine permissionsOf). A
// customer, a removed member or someone who never joined holds nothing. The request context
// checks every route's access with permissionsOfUser (http/access.ts): one way, not per route.
import type { FastifyRequest } from 'fastify';
import { permissionsOf, type PermissionId, type Role } from '@sofre/engine/staff';
import { contextOf } from '../http/request-context.ts';
import type { ReadSide } from '../platform/read-side.port.ts';
import type { RoleView } from '@sofre/projections';

export const roleOf = (view: RoleView): Role => ({
  roleId: view.id,
  name: view.name,
  permissions: view.permissions,
  isOwner: view.isOwner,
});

/** The permissions `userId` holds at `vendorId` through their roles. */
export async function permissionsOfUser(
  readSide: ReadSide,
  vendorId: string,
  userId: string,
): Promise<ReadonlySet<PermissionId>> {
  const member = await readSide.staffMember(vendorId, userId);
  if (!member || member.status !== 'ACTIVE') return new Set();
  const roles = await readSide.roles(vendorId);
  return permissionsOf(roles.map(roleOf), member.roleIds);
}

/** The bearer's permissions at the request's vendor, as the request context found them. */
export const effectivePermissions = (request: FastifyRequest): ReadonlySet<PermissionId> =>
  contextOf(request).permissions;
