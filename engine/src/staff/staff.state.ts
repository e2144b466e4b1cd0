// A vendor's roles and staff as decide needs them, folded from the staff stream.
import type { PermissionId } from './permissions.ts';
import { permissionsOf, type Role } from './role.ts';
import type { StaffEvent } from './staff.events.ts';

export interface StaffState {
  readonly roles: Readonly<Record<string, Role>>;
  /** userId → the ids of the roles they hold at this vendor. */
  readonly members: Readonly<Record<string, readonly string[]>>;
}

export const initialStaffState = (): StaffState => ({ roles: {}, members: {} });

const without = <T>(record: Readonly<Record<string, T>>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

export function evolveStaff(state: StaffState, event: StaffEvent): StaffState {
  switch (event.type) {
    case 'RoleCreated':
      return { ...state, roles: { ...state.roles, [event.data.roleId]: event.data } };
    case 'RoleChanged': {
      const role = state.roles[event.data.roleId];
      if (!role) return state;
      return { ...state, roles: { ...state.roles, [role.roleId]: { ...role, ...event.data } } };
    }
    case 'RoleDeleted':
      return { ...state, roles: without(state.roles, event.data.roleId) };
    case 'StaffAdded':
    case 'StaffRolesChanged':
      return { ...state, members: { ...state.members, [event.data.userId]: event.data.roleIds } };
    case 'StaffRemoved':
      return { ...state, members: without(state.members, event.data.userId) };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** Users holding the owner role. */
export const ownersOf = (state: StaffState): string[] =>
  Object.entries(state.members)
    .filter(([, roleIds]) => roleIds.some((id) => state.roles[id]?.isOwner === true))
    .map(([userId]) => userId);

/** What a user may do at this vendor (permissions/me, the gateway's route check). */
export const memberPermissions = (state: StaffState, userId: string): ReadonlySet<PermissionId> =>
  permissionsOf(state.roles, state.members[userId] ?? []);
