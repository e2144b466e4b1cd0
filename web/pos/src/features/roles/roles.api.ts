// The roles screen's calls: the vendor's roles (GET /api-identity/roles), create and edit
// (POST / PUT /api-identity/permissions — routes.txt names the role form after its permissions)
// and delete (DELETE /api-identity/roles/{id}). The staff screen reads the same list for its
// role checkboxes, so both sit under one key.
import { RoleResponse, type CreateRoleRequest } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

export const rolesKey = ['roles'] as const;

export const useRoles = () =>
  useQuery({
    queryKey: rolesKey,
    queryFn: ({ signal }) =>
      apiRequest({ path: '/api-identity/roles', response: z.array(RoleResponse), signal }),
  });

const saveRole = ({ id, fields }: { id?: string; fields: CreateRoleRequest }) =>
  apiRequest({
    method: id ? 'PUT' : 'POST',
    path: '/api-identity/permissions',
    body: id ? { id, ...fields } : fields,
    response: RoleResponse,
  });

const deleteRole = (id: string) =>
  apiRequest({
    method: 'DELETE',
    path: `/api-identity/roles/${encodeURIComponent(id)}`,
    response: z.unknown(),
  });

function useRoleMutation<V, R>(run: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // A member's permissions change with their roles: the staff list reads them too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rolesKey }),
        queryClient.invalidateQueries({ queryKey: ['staff'] }),
        queryClient.invalidateQueries({ queryKey: ['permissions', 'me'] }),
      ]),
  });
}

export const useSaveRole = () => useRoleMutation(saveRole);
export const useDeleteRole = () => useRoleMutation(deleteRole);
