// A role is a named set of permissions inside one vendor. The owner role is special: it always
// holds every permission, including ones added to the catalogue later, and it cannot be edited
// or deleted, so a vendor can never lock itself out.
import { z } from 'zod';
import { allPermissions, PermissionId } from './permissions.ts';

export const RoleId = z.string().min(1).max(100);

export const RoleName = z.string().trim().min(1).max(50);

export interface Role {
  readonly roleId: string;
  readonly name: string;
  readonly permissions: readonly PermissionId[];
  readonly isOwner: boolean;
}

export const RoleData = z.object({
  roleId: RoleId,
  name: RoleName,
  permissions: z.array(PermissionId),
  isOwner: z.boolean(),
});

/**
 * The key two role names are compared on: Arabic ي/ك typed on some keyboards are the Persian
 * ی/ک, spaces and the zero-width non-joiner do not make a different name, Latin case neither.
 */
export const roleNameKey = (name: string): string =>
  name
    .replace(/ي/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[\s\u200c]+/g, ' ')
    .trim()
    .toLowerCase();

export const permissionsOfRole = (role: Role): readonly PermissionId[] =>
  role.isOwner ? allPermissions : role.permissions;

/**
 * Everything a user may do at a vendor: the union of the permissions of their roles. Role ids
 * that no longer exist grant nothing.
 */
export function permissionsOf(
  roles: Readonly<Record<string, Role>> | readonly Role[],
  userRoleIds: readonly string[],
): ReadonlySet<PermissionId> {
  const list: readonly Role[] = Array.isArray(roles) ? roles : Object.values(roles);
  const held = new Set<PermissionId>();
  for (const role of list) {
    if (userRoleIds.includes(role.roleId)) permissionsOfRole(role).forEach((p) => held.add(p));
  }
  return held;
}
