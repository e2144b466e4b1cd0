// A customer's addresses (GET /api-identity/customers/{id}/address) and, for each one on the map,
// the delivery zone it falls in with its price (GET /api-delivery/v1/estimated-price), which is
// what the server will charge for a courier order to it.
import { AddressView, EstimatedPrice } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  coveredBy,
  outsideBy,
  pointOf,
  type Coverage,
  type LocatedPoint,
} from './address-coverage.ts';
import { orderCustomerKey } from './customer-search.api.ts';

export const useCustomerAddresses = (customerId: string) =>
  useQuery({
    queryKey: [...orderCustomerKey, 'addresses', customerId],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/api-identity/customers/${encodeURIComponent(customerId)}/address`,
        response: z.array(AddressView),
        signal,
      }),
  });

async function coverageAt(point: LocatedPoint, signal: AbortSignal): Promise<Coverage> {
  try {
    const quote = await apiRequest({
      path: '/api-delivery/v1/estimated-price',
      query: { latitude: point.latitude, longitude: point.longitude },
      response: EstimatedPrice,
      signal,
    });
    return coveredBy(quote);
  } catch (error) {
    const outside = outsideBy(error);
    if (outside) return outside;
    throw error;
  }
}

/** Each address's coverage, in order; undefined while it is being checked. */
export function useAddressCoverage(addresses: readonly AddressView[]): (Coverage | undefined)[] {
  const results = useQueries({
    queries: addresses.map((address) => {
      const point = pointOf(address);
      return {
        queryKey: [...orderCustomerKey, 'coverage', point?.latitude, point?.longitude],
        enabled: point !== undefined,
        queryFn: ({ signal }: { signal: AbortSignal }) => coverageAt(point!, signal),
      };
    }),
  });
  return addresses.map((address, i) =>
    pointOf(address) ? results[i]?.data : ({ kind: 'unlocated' } as const),
  );
}
