// POST /api-identity/customers: a customer registered at the till (names and phone; their
// address is put on the map later, on the customers screen). Field errors come back on
// firstName, lastName, phoneNumber (PHONE_EXISTS for a number already on record).
import { CreateCustomerResponse, type CreateCustomerRequest } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderCustomerKey } from './customer-search.api.ts';

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCustomerRequest) =>
      apiRequest({
        method: 'POST',
        path: '/api-identity/customers',
        body,
        response: CreateCustomerResponse,
      }),
    // Shown beside the fields instead.
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderCustomerKey }),
  });
}
