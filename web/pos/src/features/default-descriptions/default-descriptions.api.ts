// The default descriptions screen's calls (/api-identity/defaultdescription): a page searched by
// text (PageNumber, PageSize, Search as spec §7 names them), save (POST with the client's id, PUT
// with the id in the body) and remove. Refreshed after a change and when
// `records:default-description` says another manager changed one.
import {
  DefaultDescriptionPage,
  DefaultDescriptionView,
  type CreateDefaultDescriptionRequest,
} from '@sofre/engine/contracts';
import { apiRequest, newId, useLiveInvalidation } from '@sofre/web-shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

const DESCRIPTIONS = '/api-identity/defaultdescription';
export const descriptionsKey = ['default-descriptions'] as const;
export const PAGE_SIZE = 10;

export function useDescriptionPage(pageNumber: number, search: string) {
  useLiveInvalidation('records:default-description', descriptionsKey);
  return useQuery({
    queryKey: [...descriptionsKey, 'page', pageNumber, search],
    queryFn: ({ signal }) =>
      apiRequest({
        path: DESCRIPTIONS,
        query: { PageNumber: pageNumber, PageSize: PAGE_SIZE, Search: search || undefined },
        response: DefaultDescriptionPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export type DescriptionInput = Omit<CreateDefaultDescriptionRequest, 'id'>;

const saveDescription = ({ id, fields }: { id?: string; fields: DescriptionInput }) =>
  apiRequest({
    method: id ? 'PUT' : 'POST',
    path: DESCRIPTIONS,
    // A new note carries the client's id: a create sent twice makes one note.
    body: { id: id ?? newId(), ...fields },
    response: DefaultDescriptionView,
  });

const removeDescription = (id: string) =>
  apiRequest({
    method: 'DELETE',
    path: `${DESCRIPTIONS}/${encodeURIComponent(id)}`,
    response: z.unknown(),
  });

function useRefreshing<V, R>(run: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: descriptionsKey }),
  });
}

export const useSaveDescription = () => useRefreshing(saveDescription);
export const useRemoveDescription = () => useRefreshing(removeDescription);
