// Request and response shapes of the roles, permissions and staff routes (spec §6, §7 Identity),
// shared by the gateway and the back office's staff and roles screens. Field errors of the role
// and staff forms come back in `errors` (spec §5).
import { z } from 'zod';
import { UserKind } from '../identity/identity.enums.ts';
import { PhoneInput } from '../identity/phone.ts';
import { PermissionId } from '../staff/permissions.ts';
import { RoleId, RoleName } from '../staff/role.ts';

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
export type CreateRoleRequest = z.input<typeof CreateRoleRequest>;
export const EditRoleRequest = CreateRoleRequest.extend({ id: RoleId });
export type EditRoleRequest = z.input<typeof EditRoleRequest>;

export const PermissionCatalogue = z.object({
  groups: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      permissions: z.array(z.object({ id: PermissionId, label: z.string() })),
    }),
  ),
});
export type PermissionCatalogue = z.infer<typeof PermissionCatalogue>;

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
export type AddStaffRequest = z.input<typeof AddStaffRequest>;

export const UpdateStaffRoleRequest = z.object({ userId, roleIds });
export type UpdateStaffRoleRequest = z.input<typeof UpdateStaffRoleRequest>;
export const RemoveStaffRequest = z.object({ userId });
/** With a userId: that member's permissions; without: every member (the staff screen). */
export const UserPermissionsQuery = z.object({ userId: userId.optional() });

export const StaffMemberResponse = z.object({
  userId: z.string(),
  phoneNumber: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  kind: UserKind.nullable(),
  roleIds: z.array(z.string()),
  status: z.enum(['ACTIVE', 'REMOVED']),
});
export type StaffMemberResponse = z.infer<typeof StaffMemberResponse>;

/** A current member as the staff screen lists them: who, their roles, what those allow. */
export const StaffListEntry = StaffMemberResponse.extend({
  roles: z.array(z.object({ id: z.string(), name: z.string(), isOwner: z.boolean() })),
  permissions: z.array(PermissionId),
  /** UTC ISO-8601 instant they joined. */
  addedAt: z.string(),
});
export type StaffListEntry = z.infer<typeof StaffListEntry>;

/** Every role of the vendor, marked when the user holds it (the staff form's checkboxes). */
export const AssignableRole = RoleResponse.extend({ isAssigned: z.boolean() });
