// Read models as the staff routes answer them.
import { DomainError } from '@sofre/engine';
import { permissionsOfRole } from '@sofre/engine/staff';
import type { RoleView } from '@sofre/projections';
import type { ReadSide } from '../platform/read-side.port.ts';
import { roleOf } from './effective-permissions.ts';
import type { RoleResponse } from './staff.contracts.ts';

export const roleAnswer = (view: RoleView): RoleResponse => ({
  id: view.id,
  name: view.name,
  permissions: [...permissionsOfRole(roleOf(view))],
  isOwner: view.isOwner,
  isDefault: view.isDefault,
});

export async function roleById(readSide: ReadSide, vendorId: string, roleId: string) {
  const role = await readSide.role(vendorId, roleId);
  if (!role) throw new DomainError('ROLE_NOT_FOUND');
  return roleAnswer(role);
}

/** A member with their profile; STAFF_NOT_FOUND for someone who is not (or no longer) staff. */
export async function staffMemberAnswer(readSide: ReadSide, vendorId: string, userId: string) {
  const [member, user] = await Promise.all([
    readSide.staffMember(vendorId, userId),
    readSide.userById(vendorId, userId),
  ]);
  if (!member) throw new DomainError('STAFF_NOT_FOUND');
  return {
    userId,
    phoneNumber: user?.phoneNumber ?? null,
    firstName: user?.firstName ?? null,
    lastName: user?.lastName ?? null,
    kind: user?.kind ?? null,
    roleIds: member.roleIds,
    status: member.status,
  };
}

/** The active member's roles; STAFF_NOT_FOUND otherwise. */
export async function rolesOfMember(readSide: ReadSide, vendorId: string, userId: string) {
  const member = await readSide.staffMember(vendorId, userId);
  if (!member || member.status !== 'ACTIVE') throw new DomainError('STAFF_NOT_FOUND');
  const roles = await readSide.roles(vendorId);
  return { held: new Set(member.roleIds), roles };
}
