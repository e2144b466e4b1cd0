// GET /api-identity/customers/search: the cashier's lookup by a part of the phone (any digits) or
// of the name; the first 20 with their addresses.
import { CustomerSearchResult } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const orderCustomerKey = ['order-customer'] as const;

export const useCustomerSearch = (search: string | undefined) =>
  useQuery({
    queryKey: [...orderCustomerKey, 'search', search],
    enabled: search !== undefined,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/api-identity/customers/search',
        query: { search },
        response: CustomerSearchResult,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
