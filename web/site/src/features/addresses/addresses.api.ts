// The customer's own addresses (GET/POST /api-identity/identity/address), the street of a map
// point (GET /api-identity/users/map/reverse), places by street or neighbourhood name (GET
// /api-identity/users/map/search) and the delivery zone and price at a point
// (GET /api-delivery/v1/estimated-price: OUT_OF_DELIVERY_ZONE outside every covered zone).
import {
  AddressView,
  EstimatedPrice,
  MapSettings,
  PlaceSearchResponse,
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

/** Places named by the term, nearest `near` first. */
export const searchPlaces = (term: string, near: GeoPoint, signal?: AbortSignal) =>
  apiRequest({
    path: '/api-identity/users/map/search',
    query: { term, lat: near.latitude, lng: near.longitude },
    response: PlaceSearchResponse,
    signal,
  });

/** The tile URL template under the site's maps (MAP_TILES=on at the gateway), null for none. */
export function useMapTiles(): string | null {
  const settings = useQuery({
    queryKey: ['map-settings'],
    queryFn: ({ signal }) =>
      apiRequest({ path: '/api-identity/users/map/settings', response: MapSettings, signal }),
    staleTime: Infinity,
    // Without the answer the maps are the plain grid, which works: no error to show.
    meta: { silent: true },
  });
  return settings.data?.tiles ?? null;
}

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
