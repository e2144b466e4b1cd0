// Request and response shapes of the roles, permissions and staff routes (spec §6, §7 Identity).
// Field errors of the role and staff forms come back in `errors` (spec §5).
import { z } from 'zod';
import { PhoneInput, UserKind } from '@sofre/engine/identity';
import { PermissionId, RoleId, RoleName } from '@sofre/engine/staff';

export const RoleIdParams = z.object({ id: RoleId });
export const UserIdParams = z.object({ id: z.string().min(1).max(100) });

/** A role; `permissions` is what it grants (the owner: every permission). */
export const RoleResponse = z.object({
  id: z.string(),
  name: z.string(),
  permissions: z.array(PermissionId),
  isOwner: z.boolean(),
  isDefault: z.boolean(),
});
export type RoleResponse = z.infer<typeof RoleResponse>;

export const CreateRoleRequest = z.object({
  name: RoleName,
  permissions: z.array(PermissionId).min(1).max(100),
});
export const EditRoleRequest = CreateRoleRequest.extend({ id: RoleId });

export const PermissionCatalogue = z.object({
  groups: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      permissions: z.array(z.object({ id: PermissionId, label: z.string() })),
    }),
  ),
});

export const UserPermissions = z.object({
  userId: z.string(),
  permissions: z.array(PermissionId),
});

const roleIds = z.array(RoleId).min(1).max(20);
const userId = z.string().min(1).max(100);

/** By phone (registers the user when the vendor has none with it) or by an existing user's id. */
export const AddStaffRequest = z
  .object({
    phoneNumber: PhoneInput.optional(),
    userId: userId.optional(),
    firstName: z.string().max(200).optional(),
    lastName: z.string().max(200).optional(),
    roleIds,
  })
  .refine((r) => (r.phoneNumber === undefined) !== (r.userId === undefined), {
    path: ['phoneNumber'],
    message: 'phoneNumber or userId, one of them',
  });

export const UpdateStaffRoleRequest = z.object({ userId, roleIds });
export const RemoveStaffRequest = z.object({ userId });
export const UserPermissionsQuery = z.object({ userId });

export const StaffMemberResponse = z.object({
  userId: z.string(),
  phoneNumber: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  kind: UserKind.nullable(),
  roleIds: z.array(z.string()),
  status: z.enum(['ACTIVE', 'REMOVED']),
});

/** Every role of the vendor, marked when the user holds it (the staff form's checkboxes). */
export const AssignableRole = RoleResponse.extend({ isAssigned: z.boolean() });
