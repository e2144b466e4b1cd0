// What the caller may do at the request's vendor, from the staff read model rather than the kind
// of token: the union of the permissions of the roles they hold (engine permissionsOf). A
// customer, a removed member or someone who never joined holds nothing.
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { can, permissionsOf, type PermissionId, type Role } from '@sofre/engine/staff';
import { authOf, contextOf } from '../../http/request-context.ts';
import { GatewayProblem } from '../../http/problem.ts';
import type { ReadSide } from '../../platform/read-side.port.ts';
import type { RoleView } from '@sofre/projections';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The staff permissions a route needs, any one of them (roles and staff routes). */
    staffPermission?: readonly PermissionId[];
  }
}

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

/** The bearer's permissions: only a staff actor (not a customer) holds any. */
export async function effectivePermissions(
  readSide: ReadSide,
  request: FastifyRequest,
): Promise<ReadonlySet<PermissionId>> {
  const { vendor, actor } = contextOf(request);
  if (actor.kind !== 'STAFF') return new Set();
  return permissionsOfUser(readSide, vendor.id, authOf(request).sub);
}

/**
 * The options of a route only staff holding one of `permissions` may call: a bearer token is
 * required (401 without, by the request context), then the role check (403 without).
 */
export function staffOnly(readSide: ReadSide, ...permissions: PermissionId[]) {
  const onRequest: onRequestHookHandler = async (request) => {
    const held = await effectivePermissions(readSide, request);
    if (!permissions.some((p) => can(held, p))) throw new GatewayProblem(403, 'FORBIDDEN');
  };
  return {
    config: { permission: 'auth.self', authenticated: true, staffPermission: permissions },
    onRequest,
  } as const;
}
