// Roles, permissions and staff of a vendor (routes.txt /api-identity/roles, /permissions,
// /users/*staff*, /users/*roles*). Reading roles needs roles.manage or staff.manage (the staff
// form lists them); changing roles needs roles.manage; staff routes need staff.manage;
// permissions/me only a login.
import type { ZodApp } from '../http/zod-app.ts';
import { assignableRolesRoute } from './assignable-roles.route.ts';
import { addStaffRoute } from './add-staff.route.ts';
import { createRoleRoute } from './create-role.route.ts';
import { deleteRoleRoute } from './delete-role.route.ts';
import { editRoleRoute } from './edit-role.route.ts';
import { getRoleRoute } from './get-role.route.ts';
import { listPermissionsRoute } from './list-permissions.route.ts';
import { listRolesRoute } from './list-roles.route.ts';
import { myPermissionsRoute } from './my-permissions.route.ts';
import { removeStaffRoute } from './remove-staff.route.ts';
import type { StaffDeps } from './staff.deps.ts';
import { updateStaffRoleRoute } from './update-staff-role.route.ts';
import { userPermissionsRoute } from './user-permissions.route.ts';
import { userRolesRoute } from './user-roles.route.ts';

export function staffRoutes(app: ZodApp, deps: StaffDeps) {
  listRolesRoute(app, deps);
  getRoleRoute(app, deps);
  deleteRoleRoute(app, deps);
  listPermissionsRoute(app);
  createRoleRoute(app, deps);
  editRoleRoute(app, deps);
  myPermissionsRoute(app);
  userPermissionsRoute(app, deps);
  addStaffRoute(app, deps);
  removeStaffRoute(app, deps);
  updateStaffRoleRoute(app, deps);
  userRolesRoute(app, deps);
  assignableRolesRoute(app, deps);
}
