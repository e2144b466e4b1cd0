// GET /api/orders: one page of the vendor's orders under the list's filter, newest first. The
// statuses go as a repeated parameter, which the shared request's flat query cannot spell, so
// the query string is made here (order-filter.ts).
import { OrderListPage } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orderListSearch, type OrderFilter } from './order-filter.ts';

export const orderListKey = ['orders', 'list'] as const;

export const useOrderPage = (filter: OrderFilter, pageNumber: number, pageSize: number) =>
  useQuery({
    queryKey: [...orderListKey, filter, pageNumber, pageSize],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/api/orders?${orderListSearch(filter, pageNumber, pageSize)}`,
        response: OrderListPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
