// The default maps provider: no network, no key. Reverse geocoding names the nearest of a few
// Tehran neighbourhoods (tehran-neighbourhoods.ts) by great-circle distance, so a point picked
// anywhere in Tehran reads like a real address. Far from every one (elsewhere in Iran, or the sea)
// there is no address, as a real provider would answer. Search finds the neighbourhoods with a
// word of the name or main street starting with the term (ونک, not پونک), however its ye and kaf
// were typed.
import { foldPersian } from './persian-text.ts';
import {
  MapsProviderError,
  type MapPoint,
  type MapsPort,
  type PlaceFound,
  type PlaceSearchQuery,
  type ReverseGeocoded,
} from './reverse-geocoder.port.ts';
import { TEHRAN, tehranNeighbourhoods, type Neighbourhood } from './tehran-neighbourhoods.ts';

/** Farther than this from every centre is outside the sandbox's map. */
export const SANDBOX_REACH_KM = 25;
const EARTH_RADIUS_KM = 6371;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in kilometres. */
export function distanceKm(a: MapPoint, b: MapPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function nearestNeighbourhood(point: MapPoint): { place: Neighbourhood; km: number } {
  let best = { place: tehranNeighbourhoods[0]!, km: Infinity };
  for (const place of tehranNeighbourhoods) {
    const km = distanceKm(point, place);
    if (km < best.km) best = { place, km };
  }
  return best;
}

const addressOf = (place: Neighbourhood) => `${TEHRAN}، ${place.name}، ${place.street}`;

export class SandboxReverseGeocoder implements MapsPort {
  async reverse(point: MapPoint): Promise<ReverseGeocoded> {
    const { place, km } = nearestNeighbourhood(point);
    if (km > SANDBOX_REACH_KM) {
      throw new MapsProviderError('MAPS_NO_ADDRESS', `sandbox: ${km.toFixed(0)} km from Tehran`);
    }
    return {
      address: addressOf(place),
      neighbourhood: place.name,
      city: TEHRAN,
    };
  }

  async search({ term, near }: PlaceSearchQuery): Promise<readonly PlaceFound[]> {
    const wanted = foldPersian(term);
    if (!wanted) return [];
    return tehranNeighbourhoods
      .filter((place) => ` ${foldPersian(`${place.name} ${place.street}`)}`.includes(` ${wanted}`))
      .map((place) => ({ place, km: distanceKm(near, place) }))
      .sort((a, b) => a.km - b.km)
      .map(({ place }) => ({
        title: place.name,
        address: addressOf(place),
        latitude: place.latitude,
        longitude: place.longitude,
      }));
  }
}
