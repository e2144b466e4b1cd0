// The map's lookups under /api-identity/users/map: reverse geocoding, place search and settings
// (the provider and the tiles switch are chosen at start, maps.config.ts).
import type { ZodApp } from '../http/zod-app.ts';
import { mapReverseRoute } from './map-reverse.route.ts';
import { mapSearchRoute } from './map-search.route.ts';
import { mapSettingsRoute } from './map-settings.route.ts';
import type { MapsPort } from './reverse-geocoder.port.ts';

export interface MapsOptions {
  readonly provider: MapsPort;
  /** OpenStreetMap tiles under the site's maps (MAP_TILES=on). */
  readonly tiles: boolean;
}

export function mapRoutes(app: ZodApp, maps: MapsOptions) {
  mapReverseRoute(app, maps.provider);
  mapSearchRoute(app, maps.provider);
  mapSettingsRoute(app, maps.tiles);
}
