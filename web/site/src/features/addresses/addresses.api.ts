// The customer's own addresses (GET/POST /api-identity/identity/address), the street of a map
// point (GET /api-identity/users/map/reverse) and the delivery zone and price at a point
// (GET /api-delivery/v1/estimated-price: OUT_OF_DELIVERY_ZONE outside every covered zone).
import {
  AddressView,
  EstimatedPrice,
  ReverseGeocodeResponse,
  type AddressForm,
} from '@sofre/engine/contracts';
import { apiRequest, isApiError } from '@sofre/web-shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { GeoPoint } from './map-view.ts';

const ADDRESSES = '/api-identity/identity/address';

export const myAddressesKey = ['my-addresses'] as const;

export const useMyAddresses = () =>
  useQuery({
    queryKey: myAddressesKey,
    queryFn: ({ signal }) =>
      apiRequest({ path: ADDRESSES, response: z.array(AddressView), signal }),
  });

export const addAddress = (form: AddressForm) =>
  apiRequest({ method: 'POST', path: ADDRESSES, body: form, response: AddressView });

export const reverseGeocode = ({ latitude, longitude }: GeoPoint) =>
  apiRequest({
    path: '/api-identity/users/map/reverse',
    query: { latitude, longitude },
    response: ReverseGeocodeResponse,
  });

/** A point's zone and price; undefined when it is outside every covered zone. */
export async function quoteAt({ latitude, longitude }: GeoPoint): Promise<EstimatedPrice | null> {
  try {
    return await apiRequest({
      path: '/api-delivery/v1/estimated-price',
      query: { latitude, longitude },
      response: EstimatedPrice,
    });
  } catch (error) {
    if (isApiError(error) && error.code === 'OUT_OF_DELIVERY_ZONE') return null;
    throw error;
  }
}

export const quoteKey = (point: GeoPoint) => ['delivery-quote', point.latitude, point.longitude];

/** Each address's zone and price: null outside the zones, undefined while asked or unlocated. */
export function useAddressQuotes(addresses: readonly AddressView[]) {
  const located = addresses.filter((a) => a.latitude !== null && a.longitude !== null);
  const answers = useQueries({
    queries: located.map((a) => {
      const point = { latitude: a.latitude!, longitude: a.longitude! };
      return { queryKey: quoteKey(point), queryFn: () => quoteAt(point) };
    }),
  });
  return new Map(located.map((a, i) => [a.id, answers[i]?.data]));
}
