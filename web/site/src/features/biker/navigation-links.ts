// Links that hand the way to the customer's point to a navigation app on the courier's phone: a
// geo: URI (RFC 5870; Android offers every map app it has), and Neshan's and Google Maps' web
// links, which open their apps where installed (iPhones have no geo: handler).
import type { GeoPoint } from '../addresses/map-view.ts';

export interface NavigationLinks {
  readonly geo: string;
  readonly neshan: string;
  readonly google: string;
}

/** Six decimals: about 10 cm, and no float noise in the links. */
const round = (degrees: number) => String(Number(degrees.toFixed(6)));

export function navigationLinks({ latitude, longitude }: GeoPoint): NavigationLinks {
  const at = `${round(latitude)},${round(longitude)}`;
  return {
    // q= puts a pin at the point in Android's map apps, not only centring the map there.
    geo: `geo:${at}?q=${at}`,
    neshan: `https://neshan.org/maps/@${at},16z`,
    // Maps URLs (api=1): directions to the destination from where the phone is.
    google: `https://www.google.com/maps/dir/?api=1&destination=${at}&travelmode=driving`,
  };
}
