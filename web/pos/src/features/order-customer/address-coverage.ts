// Whether a courier can take an order to an address, and at what price: an address on the map
// inside a covered zone is priced by that zone; one outside every zone, or not on the map at all
// (taken on the phone), cannot be chosen.
import type { AddressView, EstimatedPrice } from '@sofre/engine/contracts';
import { isApiError } from '@sofre/web-shared';

export type Coverage =
  | { readonly kind: 'covered'; readonly zone: string; readonly price: number }
  | { readonly kind: 'outside'; readonly message: string }
  | { readonly kind: 'unlocated' };

export interface LocatedPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** The address's map point, or undefined for an offline address not yet located. */
export const pointOf = (address: AddressView): LocatedPoint | undefined =>
  address.latitude === null || address.longitude === null
    ? undefined
    : { latitude: address.latitude, longitude: address.longitude };

export const coveredBy = (quote: EstimatedPrice): Coverage => ({
  kind: 'covered',
  zone: quote.vendorsProperName,
  price: quote.price,
});

/** A refusal that answers the question (outside every zone), or undefined for a real failure. */
export function outsideBy(error: unknown): Coverage | undefined {
  return isApiError(error) && error.code === 'OUT_OF_DELIVERY_ZONE'
    ? { kind: 'outside', message: error.message }
    : undefined;
}
