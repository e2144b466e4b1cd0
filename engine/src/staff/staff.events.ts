// What happened to a vendor's roles and staff (spec §6). One stream per vendor holds both,
// because their rules cross: a role still assigned cannot be deleted, the last owner cannot leave.
import { z } from 'zod';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import { PermissionId } from './permissions.ts';
import { RoleData, RoleId, RoleName } from './role.ts';

const userId = z.string().min(1);
const roleIds = z.array(RoleId).min(1);

export const RoleCreated = defineEvent('RoleCreated', RoleData);

/** The role's whole new name and permission set. */
export const RoleChanged = defineEvent(
  'RoleChanged',
  z.object({ roleId: RoleId, name: RoleName, permissions: z.array(PermissionId).min(1) }),
);

export const RoleDeleted = defineEvent('RoleDeleted', z.object({ roleId: RoleId }));

/** A user (registered in identity) joins the vendor's staff with these roles. */
export const StaffAdded = defineEvent('StaffAdded', z.object({ userId, roleIds }));

export const StaffRolesChanged = defineEvent('StaffRolesChanged', z.object({ userId, roleIds }));

export const StaffRemoved = defineEvent('StaffRemoved', z.object({ userId }));

export const staffEvents = [
  RoleCreated,
  RoleChanged,
  RoleDeleted,
  StaffAdded,
  StaffRolesChanged,
  StaffRemoved,
] as const;
export const staffEventCodec = eventCodec(staffEvents);
export type StaffEvent = EventOf<(typeof staffEvents)[number]>;

export const staffStreamName = (vendorId: string): string => `staff-${vendorId}`;
