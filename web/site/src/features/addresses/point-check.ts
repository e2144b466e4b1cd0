// What the form knows about the picked point: its street (reverse geocoded, to start the address
// text with) and whether a covered zone delivers there, at what price.
import type { EstimatedPrice } from '@sofre/engine/contracts';
import { useQuery } from '@tanstack/react-query';
import { quoteAt, quoteKey, reverseGeocode } from './addresses.api.ts';
import type { GeoPoint } from './map-view.ts';

export interface PointCheck {
  /** null outside every zone; undefined while asked. */
  readonly quote: EstimatedPrice | null | undefined;
  readonly street: string | undefined;
  readonly locating: boolean;
}

const NOWHERE: GeoPoint = { latitude: 0, longitude: 0 };

export function usePointCheck(point: GeoPoint | undefined): PointCheck {
  const at = point ?? NOWHERE;
  const quote = useQuery({
    queryKey: quoteKey(at),
    queryFn: () => quoteAt(at),
    enabled: point !== undefined,
  });
  // No street for a point is no error: the customer types the address (meta silent).
  const street = useQuery({
    queryKey: ['reverse-geocode', at.latitude, at.longitude],
    queryFn: () => reverseGeocode(at),
    enabled: point !== undefined,
    meta: { silent: true },
  });
  return {
    quote: point ? quote.data : undefined,
    street: point ? street.data?.address : undefined,
    locating: street.isFetching,
  };
}
