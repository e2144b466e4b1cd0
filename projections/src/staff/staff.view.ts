// A vendor's roles and staff as the roles and staff screens need them (spec §6), and what the
// gateway computes a caller's permissions from. Ids are unique per vendor only, so row keys hold
// the vendor.
import { PermissionId } from '@sofre/engine/staff';
import { z } from 'zod';

export const RoleView = z.object({
  id: z.string(),
  vendorId: z.string(),
  name: z.string(),
  /** As stored; the owner role's list is empty, since it holds every permission (engine role.ts). */
  permissions: z.array(PermissionId),
  isOwner: z.boolean(),
  /** One of the roles every vendor starts with (engine default-roles.ts), by its fixed id. */
  isDefault: z.boolean(),
  position: z.string(),
});
export type RoleView = z.infer<typeof RoleView>;

/** A member stays after removal (status REMOVED) so the screen can say who left and when. */
export const StaffMemberView = z.object({
  userId: z.string(),
  vendorId: z.string(),
  roleIds: z.array(z.string()),
  status: z.enum(['ACTIVE', 'REMOVED']),
  addedAt: z.string(),
  /** Log position of the join: exact order even when members join within one millisecond. */
  addedPosition: z.string(),
  removedAt: z.string().nullable(),
  position: z.string(),
});
export type StaffMemberView = z.infer<typeof StaffMemberView>;

export const roleKey = (vendorId: string, roleId: string): string => `${vendorId}:${roleId}`;
export const staffMemberKey = (vendorId: string, userId: string): string => `${vendorId}:${userId}`;
