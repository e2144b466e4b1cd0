// The discount codes screen's calls (/api-identity/discountcodes): a page of codes searched by code,
// save (POST with the client's id, or PUT with the id in the body) and remove. Every query of the
// screen sits under one key, refreshed after a change and when `records:discount-code` says another
// manager changed one.
import {
  DiscountCodePage,
  DiscountCodeView,
  type CreateDiscountCodeRequest,
} from '@sofre/engine/contracts';
import { apiRequest, newId, useLiveInvalidation } from '@sofre/web-shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

const CODES = '/api-identity/discountcodes';
export const discountCodesKey = ['discount-codes'] as const;
export const PAGE_SIZE = 10;

export function useDiscountCodePage(pageNumber: number, search: string) {
  useLiveInvalidation('records:discount-code', discountCodesKey);
  return useQuery({
    queryKey: [...discountCodesKey, 'page', pageNumber, search],
    queryFn: ({ signal }) =>
      apiRequest({
        path: CODES,
        query: { PageNumber: pageNumber, PageSize: PAGE_SIZE, Search: search || undefined },
        response: DiscountCodePage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export type DiscountCodeFieldsInput = Omit<CreateDiscountCodeRequest, 'id'>;

const saveCode = ({ id, fields }: { id?: string; fields: Partial<DiscountCodeFieldsInput> }) =>
  apiRequest({
    method: id ? 'PUT' : 'POST',
    path: CODES,
    // A new code carries the client's id: a create sent twice makes one code.
    body: { id: id ?? newId(), ...fields },
    response: DiscountCodeView,
  });

const removeCode = (id: string) =>
  apiRequest({
    method: 'DELETE',
    path: `${CODES}/${encodeURIComponent(id)}`,
    response: z.unknown(),
  });

function useCodeMutation<V, R>(run: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: discountCodesKey }),
  });
}

export const useSaveDiscountCode = () => useCodeMutation(saveCode);
export const useRemoveDiscountCode = () => useCodeMutation(removeCode);
