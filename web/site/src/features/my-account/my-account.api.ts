// The signed-in customer's own orders (GET /api/orders/me, newest first, paged) and taking one of
// their addresses away (DELETE /api-identity/identity/address/{id}).
import { MyOrdersPage } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { myAddressesKey } from '../addresses/addresses.api.ts';

const PAGE_SIZE = 10;

export const useMyOrders = () =>
  useInfiniteQuery({
    queryKey: ['my-orders'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiRequest({
        path: '/api/orders/me',
        query: { pageNumber: pageParam, pageSize: PAGE_SIZE },
        response: MyOrdersPage,
        signal,
      }),
    getNextPageParam: (last) =>
      last.pageNumber * last.pageSize < last.totalCount ? last.pageNumber + 1 : undefined,
  });

export function useRemoveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: string) =>
      apiRequest({
        method: 'DELETE',
        path: `/api-identity/identity/address/${encodeURIComponent(addressId)}`,
        response: z.unknown(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAddressesKey }),
  });
}
