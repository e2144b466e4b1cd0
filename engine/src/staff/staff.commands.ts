// Wishes about a vendor's roles and staff. Permission lists may be empty here: decide answers
// ROLE_NEEDS_PERMISSION with a field error the role form shows (spec §5).
import { z } from 'zod';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
import { PermissionId } from './permissions.ts';
import { RoleId, RoleName } from './role.ts';

const userId = z.string().min(1);
const roleIds = z.array(RoleId);
const permissions = z.array(PermissionId);

export const staffCommandSchemas = {
  /** When a vendor is created: the default roles, and its first user as owner. */
  SeedDefaultRoles: z.object({ ownerUserId: userId }),
  CreateRole: z.object({ roleId: RoleId, name: RoleName, permissions }),
  EditRole: z.object({ roleId: RoleId, name: RoleName, permissions }),
  DeleteRole: z.object({ roleId: RoleId }),
  AddStaff: z.object({ userId, roleIds }),
  UpdateStaffRoles: z.object({ userId, roleIds }),
  RemoveStaff: z.object({ userId }),
} as const;

type Schemas = typeof staffCommandSchemas;
export type StaffCommandType = keyof Schemas;
export type StaffCommandOf<T extends StaffCommandType> = CommandFrom<Schemas, T>;
export type StaffCommand = CommandUnion<Schemas>;
