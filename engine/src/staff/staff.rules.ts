// The checks staff commands share, each refusing with the code and field error the role and
// staff forms show (spec §5: server field errors are kept on the form).
import { DomainError, errorMessages, type ErrorCode } from '../shared/domain-error.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import { can, type PermissionId } from './permissions.ts';
import { permissionsOf, roleNameKey } from './role.ts';
import { memberPermissions, ownersOf, type StaffState } from './staff.state.ts';

export const refuse = (code: ErrorCode, field?: string, detail?: Record<string, unknown>) =>
  new DomainError(code, field ? [{ field, code, message: errorMessages[code] }] : [], detail);

export function existingRole(state: StaffState, roleId: string) {
  const role = state.roles[roleId];
  if (!role) throw refuse('ROLE_NOT_FOUND', 'roleId', { roleId });
  return role;
}

export function checkRoleFields(
  state: StaffState,
  roleId: string,
  name: string,
  permissions: readonly PermissionId[],
): void {
  const key = roleNameKey(name);
  const clash = Object.values(state.roles).find(
    (r) => r.roleId !== roleId && roleNameKey(r.name) === key,
  );
  if (clash) throw refuse('ROLE_NAME_TAKEN', 'name', { roleId: clash.roleId });
  if (permissions.length === 0) throw refuse('ROLE_NEEDS_PERMISSION', 'permissions');
}

export function checkRoleIds(state: StaffState, roleIds: readonly string[]): void {
  if (roleIds.length === 0) throw refuse('ROLE_NOT_FOUND', 'roleIds');
  const missing = roleIds.filter((id) => !state.roles[id]);
  if (missing.length > 0) throw refuse('ROLE_NOT_FOUND', 'roleIds', { roleIds: missing });
}

/**
 * No one hands out more than they hold: a manager with staff.manage cannot make anyone (or
 * themselves) owner, nor build a role with permissions they lack. The platform (SYSTEM) can.
 */
export function checkGrantable(
  state: StaffState,
  metadata: CommandMetadata,
  granted: Iterable<PermissionId>,
): void {
  if (metadata.actor.kind === 'SYSTEM') return;
  const held = memberPermissions(state, metadata.actor.userId);
  const wanted = [...granted];
  if (!can(held, wanted)) {
    throw refuse('USER_HAS_NO_ACCESS', undefined, {
      missing: wanted.filter((p) => !held.has(p)),
    });
  }
}

export const grantedBy = (state: StaffState, roleIds: readonly string[]) =>
  permissionsOf(state.roles, roleIds);

/** The vendor keeps at least one owner after `userId` ends up with `roleIds` (none = removed). */
export function checkKeepsAnOwner(state: StaffState, userId: string, roleIds: readonly string[]) {
  const owners = ownersOf(state);
  const staysOwner = roleIds.some((id) => state.roles[id]?.isOwner === true);
  if (owners.length === 1 && owners[0] === userId && !staysOwner) {
    throw refuse('LAST_OWNER', 'userId', { userId });
  }
}
