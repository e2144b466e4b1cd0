// GET /api-identity/permissions — the permission catalogue, grouped, with Persian labels (the
// role form's checkboxes).
import { permissionCatalogue, permissionGroupLabels } from '@sofre/engine/staff';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { staff } from '../http/access.ts';
import { PermissionCatalogue } from './staff.contracts.ts';

const catalogue = {
  groups: Object.entries(permissionGroupLabels).map(([id, label]) => ({
    id,
    label,
    permissions: permissionCatalogue
      .filter((p) => p.group === id)
      .map((p) => ({ id: p.id, label: p.label })),
  })),
};

export function listPermissionsRoute(app: ZodApp) {
  app.get(
    '/api-identity/permissions',
    {
      schema: {
        tags: ['identity'],
        summary: 'Every permission a role can grant, by group',
        headers: BearerHeaders,
        response: { 200: PermissionCatalogue, ...problemResponses(401, 403) },
      },
      config: { access: staff('roles.manage', 'staff.manage') },
    },
    async () => catalogue,
  );
}
