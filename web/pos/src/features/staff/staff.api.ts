// The staff screen's calls. The list is GET /api-identity/permissions/userpermissions without a
// userId (every member with roles and permissions: routes.txt has no other "list staff" route);
// the roles to choose from are GET /api-identity/roles; add, change roles and remove are
// users/addstaff, users/updatestaffrole and users/removestaff.
import {
  RoleResponse,
  StaffListEntry,
  StaffMemberResponse,
  type AddStaffRequest,
  type UpdateStaffRoleRequest,
} from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

export const staffKey = ['staff'] as const;

export const useStaffList = () =>
  useQuery({
    queryKey: staffKey,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/api-identity/permissions/userpermissions',
        response: z.array(StaffListEntry),
        signal,
      }),
  });

/** Same key as the roles screen: one list of roles in the cache. */
export const useRoleChoices = () =>
  useQuery({
    queryKey: ['roles'],
    queryFn: ({ signal }) =>
      apiRequest({ path: '/api-identity/roles', response: z.array(RoleResponse), signal }),
  });

const addStaff = (body: AddStaffRequest) =>
  apiRequest({
    method: 'POST',
    path: '/api-identity/users/addstaff',
    body,
    response: StaffMemberResponse,
  });

const updateRoles = (body: UpdateStaffRoleRequest) =>
  apiRequest({
    method: 'POST',
    path: '/api-identity/users/updatestaffrole',
    body,
    response: StaffMemberResponse,
  });

const removeStaff = (userId: string) =>
  apiRequest({
    method: 'DELETE',
    path: '/api-identity/users/removestaff',
    body: { userId },
    response: z.unknown(),
  });

function useStaffMutation<V, R>(run: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // The manager may have changed their own roles: the navbar reads permissions/me.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKey }),
        queryClient.invalidateQueries({ queryKey: ['permissions', 'me'] }),
      ]),
  });
}

export const useAddStaff = () => useStaffMutation(addStaff);
export const useUpdateStaffRoles = () => useStaffMutation(updateRoles);
export const useRemoveStaff = () => useStaffMutation(removeStaff);
