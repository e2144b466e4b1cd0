// GET /api-identity/permissions — the permission catalogue, grouped, with Persian labels (the
// role form's checkboxes).
import { permissionCatalogue, permissionGroupLabels } from '@sofre/engine/staff';
import { problemResponses, type ZodApp } from '../../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { staffOnly } from './effective-permissions.ts';
import { PermissionCatalogue } from './staff.contracts.ts';
import type { StaffDeps } from './staff.deps.ts';

const catalogue = {
  groups: Object.entries(permissionGroupLabels).map(([id, label]) => ({
    id,
    label,
    permissions: permissionCatalogue
      .filter((p) => p.group === id)
      .map((p) => ({ id: p.id, label: p.label })),
  })),
};

export function listPermissionsRoute(app: ZodApp, deps: StaffDeps) {
  app.get(
    '/api-identity/permissions',
    {
      schema: {
        tags: ['identity'],
        summary: 'Every permission a role can grant, by group',
        headers: BearerHeaders,
        response: { 200: PermissionCatalogue, ...problemResponses(401, 403) },
      },
      ...staffOnly(deps.platform.readSide, 'roles.manage', 'staff.manage'),
    },
    async () => catalogue,
  );
}
