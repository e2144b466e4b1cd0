// Request and response shapes of the roles, permissions and staff routes (spec §6, §7 Identity).
// They live in the engine's contracts (engine/src/contracts/staff.contract.ts) because the back
// office's staff and roles screens read the same shapes (STYLE §11: shared, not copied).
export {
  AddStaffRequest,
  AssignableRole,
  CreateRoleRequest,
  EditRoleRequest,
  PermissionCatalogue,
  RemoveStaffRequest,
  RoleIdParams,
  RoleResponse,
  StaffListEntry,
  StaffMemberResponse,
  UpdateStaffRoleRequest,
  UserIdParams,
  UserPermissions,
  UserPermissionsQuery,
} from '@sofre/engine/contracts';
