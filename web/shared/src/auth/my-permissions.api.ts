// GET /api-identity/permissions/me: what the logged-in user may do at this vendor. The back office
// shows only the sections these allow; the gateway refuses the rest anyway (403).
import type { PermissionId } from '@sofre/engine/staff';
import { PermissionId as PermissionIdSchema } from '@sofre/engine/staff';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../api/api-client.ts';

const MyPermissions = z.object({ userId: z.string(), permissions: z.array(PermissionIdSchema) });

export const myPermissionsKey = ['permissions', 'me'] as const;

export const getMyPermissions = (signal?: AbortSignal) =>
  apiRequest({ path: '/api-identity/permissions/me', response: MyPermissions, signal });

export function useMyPermissions() {
  const query = useQuery({
    queryKey: myPermissionsKey,
    queryFn: ({ signal }) => getMyPermissions(signal),
  });
  const held = new Set<PermissionId>(query.data?.permissions ?? []);
  return { ...query, held, has: (p: PermissionId) => held.has(p) };
}
