// Lookups under /api-identity/users: caller id (customers by phone) and the map's reverse
// geocoding, place search and settings (the provider and the tiles switch are chosen at start,
// maps/maps.config.ts).
import type { ZodApp } from '../../http/zod-app.ts';
import type { MapsPort } from '../../maps/reverse-geocoder.port.ts';
import type { CustomerDeps } from '../customers/customer-commands.ts';
import { callerIdRoute } from './caller-id.route.ts';
import { mapReverseRoute } from './map-reverse.route.ts';
import { mapSearchRoute } from './map-search.route.ts';
import { mapSettingsRoute } from './map-settings.route.ts';

export interface MapsOptions {
  readonly provider: MapsPort;
  /** OpenStreetMap tiles under the site's maps (MAP_TILES=on). */
  readonly tiles: boolean;
}

export function usersLookupRoutes(app: ZodApp, deps: CustomerDeps, maps: MapsOptions) {
  callerIdRoute(app, deps);
  mapReverseRoute(app, maps.provider);
  mapSearchRoute(app, maps.provider);
  mapSettingsRoute(app, maps.tiles);
}
