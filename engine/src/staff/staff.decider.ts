// decide / evolve for a vendor's roles and staff (spec §6). No lifecycle, so no machine: the
// rules are the catalogue's (staff.rules.ts). The vendor is the command's (metadata.vendorId).
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { defaultRoles, OWNER_ROLE_ID } from './default-roles.ts';
import type { StaffCommand, StaffCommandOf, StaffCommandType } from './staff.commands.ts';
import {
  RoleChanged,
  RoleCreated,
  RoleDeleted,
  StaffAdded,
  StaffRemoved,
  StaffRolesChanged,
  staffEventCodec,
  staffStreamName,
  type StaffEvent,
} from './staff.events.ts';
import {
  checkGrantable,
  checkKeepsAnOwner,
  checkRoleFields,
  checkRoleIds,
  existingRole,
  grantedBy,
  refuse,
} from './staff.rules.ts';
import { evolveStaff, initialStaffState, type StaffState } from './staff.state.ts';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

const unique = <T>(list: readonly T[]): T[] => [...new Set(list)];

type Decide<T extends StaffCommandType> = (c: StaffCommandOf<T>, s: StaffState) => StaffEvent[];

const seedDefaultRoles: Decide<'SeedDefaultRoles'> = (command, state) => {
  if (Object.keys(state.roles).length > 0) throw refuse('ROLES_ALREADY_SEEDED');
  return [
    ...defaultRoles.map((role) => RoleCreated({ ...role, permissions: [...role.permissions] })),
    StaffAdded({ userId: command.data.ownerUserId, roleIds: [OWNER_ROLE_ID] }),
  ];
};

const createRole: Decide<'CreateRole'> = (command, state) => {
  const { roleId, name } = command.data;
  const permissions = unique(command.data.permissions);
  if (state.roles[roleId]) throw refuse('ROLE_NAME_TAKEN', 'roleId', { roleId });
  checkRoleFields(state, roleId, name, permissions);
  checkGrantable(state, command.metadata, permissions);
  return [RoleCreated({ roleId, name, permissions, isOwner: false })];
};

const editRole: Decide<'EditRole'> = (command, state) => {
  const { roleId, name } = command.data;
  const permissions = unique(command.data.permissions);
  const role = existingRole(state, roleId);
  if (role.isOwner) throw refuse('OWNER_ROLE_LOCKED', 'roleId', { roleId });
  checkRoleFields(state, roleId, name, permissions);
  checkGrantable(state, command.metadata, permissions);
  if (role.name === name && sameSet(role.permissions, permissions)) return [];
  return [RoleChanged({ roleId, name, permissions })];
};

const deleteRole: Decide<'DeleteRole'> = (command, state) => {
  const { roleId } = command.data;
  const role = existingRole(state, roleId);
  if (role.isOwner) throw refuse('OWNER_ROLE_LOCKED', 'roleId', { roleId });
  const holders = Object.keys(state.members).filter((u) => state.members[u]!.includes(roleId));
  if (holders.length > 0) throw refuse('ROLE_IN_USE', 'roleId', { roleId, holders });
  return [RoleDeleted({ roleId })];
};

const addStaff: Decide<'AddStaff'> = (command, state) => {
  const { userId } = command.data;
  const roleIds = unique(command.data.roleIds);
  if (state.members[userId]) throw refuse('STAFF_ALREADY_EXISTS', 'userId', { userId });
  checkRoleIds(state, roleIds);
  checkGrantable(state, command.metadata, grantedBy(state, roleIds));
  return [StaffAdded({ userId, roleIds })];
};

const updateStaffRoles: Decide<'UpdateStaffRoles'> = (command, state) => {
  const { userId } = command.data;
  const roleIds = unique(command.data.roleIds);
  const current = state.members[userId];
  if (!current) throw refuse('STAFF_NOT_FOUND', 'userId', { userId });
  checkRoleIds(state, roleIds);
  if (sameSet(current, roleIds)) return [];
  // Both sides: you may not take away more than you hold either (demoting the owner).
  checkGrantable(state, command.metadata, [
    ...grantedBy(state, roleIds),
    ...grantedBy(state, current),
  ]);
  checkKeepsAnOwner(state, userId, roleIds);
  return [StaffRolesChanged({ userId, roleIds })];
};

const removeStaff: Decide<'RemoveStaff'> = (command, state) => {
  const { userId } = command.data;
  const current = state.members[userId];
  if (!current) throw refuse('STAFF_NOT_FOUND', 'userId', { userId });
  // Nobody removes a colleague who holds more than they do (a manager removing the owner).
  checkGrantable(state, command.metadata, grantedBy(state, current));
  checkKeepsAnOwner(state, userId, []);
  return [StaffRemoved({ userId })];
};

export function decideStaff(command: StaffCommand, state: StaffState): StaffEvent[] {
  switch (command.type) {
    case 'SeedDefaultRoles':
      return seedDefaultRoles(command, state);
    case 'CreateRole':
      return createRole(command, state);
    case 'EditRole':
      return editRole(command, state);
    case 'DeleteRole':
      return deleteRole(command, state);
    case 'AddStaff':
      return addStaff(command, state);
    case 'UpdateStaffRoles':
      return updateStaffRoles(command, state);
    case 'RemoveStaff':
      return removeStaff(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${(unknown as { type: string }).type}`);
    }
  }
}

export const staffDecider: Decider<StaffState, StaffCommand, StaffEvent> = {
  initialState: initialStaffState,
  decide: decideStaff,
  evolve: evolveStaff,
};

export const staffAggregate: Aggregate<StaffState, StaffCommand, StaffEvent> = {
  decider: staffDecider,
  codec: staffEventCodec,
  streamName: (command) => staffStreamName(command.metadata.vendorId),
  notFound: 'STAFF_NOT_FOUND',
};
