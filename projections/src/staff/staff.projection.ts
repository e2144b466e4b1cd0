// Roles by id and staff members by user id, per vendor, from the vendor's staff stream.
import { defaultRoles, staffEventCodec, type StaffEvent } from '@sofre/engine/staff';
import { defineProjection, type ProjectedEvent } from '../projection.ts';
import { roleKey, staffMemberKey, type RoleView, type StaffMemberView } from './staff.view.ts';

type RoleEvent = Extract<StaffEvent, { type: 'RoleCreated' | 'RoleChanged' | 'RoleDeleted' }>;
type MemberEvent = Exclude<StaffEvent, RoleEvent>;

const defaultRoleIds = new Set(defaultRoles.map((r) => r.roleId));

export function evolveRole(
  row: RoleView | undefined,
  event: ProjectedEvent<RoleEvent>,
): RoleView | undefined {
  const { position } = event;
  switch (event.type) {
    case 'RoleCreated': {
      const { roleId, name, permissions, isOwner } = event.data;
      const vendorId = event.metadata.vendorId;
      const isDefault = defaultRoleIds.has(roleId);
      return { id: roleId, vendorId, name, permissions, isOwner, isDefault, position };
    }
    case 'RoleChanged': {
      if (!row) return row;
      const { name, permissions } = event.data;
      return { ...row, name, permissions, position };
    }
    case 'RoleDeleted':
      return undefined;
  }
}

export function evolveStaffMember(
  row: StaffMemberView | undefined,
  event: ProjectedEvent<MemberEvent>,
): StaffMemberView | undefined {
  const { position } = event;
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'StaffAdded': {
      const { userId, roleIds } = event.data;
      const vendorId = event.metadata.vendorId;
      return {
        userId,
        vendorId,
        roleIds,
        status: 'ACTIVE',
        addedAt: at,
        addedPosition: position,
        removedAt: null,
        position,
      };
    }
    case 'StaffRolesChanged':
      return row && { ...row, roleIds: event.data.roleIds, position };
    case 'StaffRemoved':
      return row && { ...row, status: 'REMOVED', removedAt: at, position };
  }
}

export const staffRolesProjection = defineProjection<RoleView, RoleEvent>({
  name: 'staff-roles',
  version: 1,
  codec: staffEventCodec,
  eventTypes: ['RoleCreated', 'RoleChanged', 'RoleDeleted'],
  keysOf: (event) => [roleKey(event.metadata.vendorId, event.data.roleId)],
  evolve: (row, event) => evolveRole(row, event),
  index: (row) => ({ vendorId: row.vendorId }),
});

export const staffMembersProjection = defineProjection<StaffMemberView, MemberEvent>({
  name: 'staff-members',
  version: 2,
  codec: staffEventCodec,
  eventTypes: ['StaffAdded', 'StaffRolesChanged', 'StaffRemoved'],
  keysOf: (event) => [staffMemberKey(event.metadata.vendorId, event.data.userId)],
  evolve: (row, event) => evolveStaffMember(row, event),
  index: (row) => ({ vendorId: row.vendorId, open: row.status === 'ACTIVE' }),
});
