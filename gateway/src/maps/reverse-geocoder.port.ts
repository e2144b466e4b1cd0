// The maps port: a map point → an address a person reads (reverse geocoding: the POS and the site
// turn the point a customer picked into the address text), and a street or neighbourhood's name →
// places on the map (search: the site's address sheet, where the map has no tiles to read). Which
// provider stands behind it is chosen once at start (maps.config.ts): the sandbox by default,
// Neshan with a key.

export interface MapPoint {
  readonly latitude: number;
  readonly longitude: number;
}

export interface ReverseGeocoded {
  /** «تهران، ونک، خیابان ملاصدرا» */
  readonly address: string;
  readonly neighbourhood: string | null;
  readonly city: string | null;
}

export interface ReverseGeocoder {
  /** Throws MapsProviderError when the provider cannot answer. */
  reverse(point: MapPoint): Promise<ReverseGeocoded>;
}

export interface PlaceSearchQuery {
  /** What the customer typed: «ونک», «خیابان ملاصدرا». */
  readonly term: string;
  /** Results nearer this point come first (the map's centre). */
  readonly near: MapPoint;
}

export interface PlaceFound extends MapPoint {
  /** «میدان ونک» */
  readonly title: string;
  /** «تهران، ونک، خیابان ملاصدرا» */
  readonly address: string;
}

export interface PlaceSearch {
  /** Nearest first; none found is an empty list. Throws MapsProviderError like reverse. */
  search(query: PlaceSearchQuery): Promise<readonly PlaceFound[]>;
}

export interface MapsPort extends ReverseGeocoder, PlaceSearch {}

export type MapsErrorCode =
  /** Network, timeout, the provider's 5xx or its rate limits: try again later. */
  | 'MAPS_UNAVAILABLE'
  /** Key missing, wrong or for another service; the plan's quota used up: an operator must act. */
  | 'MAPS_MISCONFIGURED'
  /** The provider has no address for the point (the sea, the desert, outside its coverage). */
  | 'MAPS_NO_ADDRESS';

export class MapsProviderError extends Error {
  override readonly name = 'MapsProviderError';
  constructor(
    readonly code: MapsErrorCode,
    /** English, for logs; never holds the API key. */
    readonly detail: string,
    readonly providerStatus?: number,
  ) {
    super(`${code}: ${detail}`);
  }
}
