// The reverse-geocoding port: a map point → an address a person reads (the POS and the site turn
// the point a customer picked into the address text). Which provider stands behind it is chosen
// once at start (maps.config.ts): the sandbox by default, Neshan with a key.

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
