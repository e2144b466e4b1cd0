// The admin's calls: GET feature/packages/all (every package, inactive ones and the free one
// too), POST / PUT feature/packages, PUT feature (a feature's title and description, answering
// every feature), GET feature/all (the features with the admin's titles), and
// usersubscriptioncode POST / PUT / DELETE ?id= / GET list.
import {
  FeatureView,
  PackageView,
  SubscriptionCodeView,
  type CreatePackageRequest,
} from '@sofre/engine/contracts';
import type { FeatureId } from '@sofre/engine/subscriptions';
import { newId } from '@sofre/web-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from './admin-session.ts';

const FEATURE = '/api-identity/feature';
const CODES = '/api-identity/usersubscriptioncode';
const featuresKey = ['platform', 'features'] as const;
const packagesKey = ['platform', 'packages'] as const;
const codesKey = ['platform', 'codes'] as const;

export function useAdminFeatures() {
  return useQuery({
    queryKey: featuresKey,
    queryFn: ({ signal }) =>
      adminRequest({ path: `${FEATURE}/all`, response: z.array(FeatureView), signal }),
  });
}

export function useSaveFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { feature: FeatureId; title: string; description: string }) =>
      adminRequest({ method: 'PUT', path: FEATURE, body, response: z.array(FeatureView) }),
    onSuccess: (features) => queryClient.setQueryData(featuresKey, features),
  });
}

export function useAdminPackages() {
  return useQuery({
    queryKey: packagesKey,
    queryFn: ({ signal }) =>
      adminRequest({ path: `${FEATURE}/packages/all`, response: z.array(PackageView), signal }),
  });
}

export type PackageFieldsInput = Omit<z.input<typeof CreatePackageRequest>, 'id'>;

export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id?: string; fields: PackageFieldsInput }) =>
      adminRequest({
        method: id ? 'PUT' : 'POST',
        path: `${FEATURE}/packages`,
        // A new package carries the client's id: a create sent twice makes one package.
        body: { id: id ?? newId(), ...fields },
        response: PackageView,
      }),
    onSuccess: (saved) =>
      queryClient.setQueryData<PackageView[]>(packagesKey, (list = []) =>
        list.some((p) => p.id === saved.id)
          ? list.map((p) => (p.id === saved.id ? saved : p))
          : [...list, saved],
      ),
  });
}

export function useCodes() {
  return useQuery({
    queryKey: codesKey,
    queryFn: ({ signal }) =>
      adminRequest({ path: `${CODES}/list`, response: z.array(SubscriptionCodeView), signal }),
  });
}

export type CodeFieldsInput = Omit<SubscriptionCodeView, 'id' | 'packageTitle' | 'used'>;

export function useSaveCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id?: string; fields: CodeFieldsInput }) =>
      adminRequest({
        method: id ? 'PUT' : 'POST',
        path: CODES,
        body: { id: id ?? newId(), ...fields },
        response: SubscriptionCodeView,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: codesKey }),
  });
}

export function useRemoveCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest({ method: 'DELETE', path: CODES, query: { id }, response: z.unknown() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: codesKey }),
  });
}
