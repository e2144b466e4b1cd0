// The session calls every app shares: log out and read the profile
// (/api-identity/identity/auth/*).
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../api/api-client.ts';
import { UserProfile } from '@sofre/engine/contracts';
import { hasSession } from './auth-storage.ts';

const AUTH = '/api-identity/identity/auth';

/** Ends the refresh family on the server. The caller clears storage whatever the answer. */
export const logoutRequest = () =>
  apiRequest({
    method: 'DELETE',
    path: `${AUTH}/logout`,
    response: z.unknown(),
    recoverSession: false,
  });

export const getProfile = (signal?: AbortSignal) =>
  apiRequest({ path: `${AUTH}/me`, response: UserProfile, signal });

export const profileQueryKey = ['auth', 'me'] as const;

/** The logged-in user; idle when there is no session. */
export const useProfile = () =>
  useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    enabled: hasSession(),
    staleTime: Infinity,
  });
