// Lookups under /api-identity/users: caller id (customers by phone) and the map's reverse
// geocoding (the reverse geocoder is chosen at start, maps/maps.config.ts).
import type { ZodApp } from '../../http/zod-app.ts';
import type { ReverseGeocoder } from '../../maps/reverse-geocoder.port.ts';
import type { CustomerDeps } from '../customers/customer-commands.ts';
import { callerIdRoute } from './caller-id.route.ts';
import { mapReverseRoute } from './map-reverse.route.ts';

export function usersLookupRoutes(app: ZodApp, deps: CustomerDeps, geocoder: ReverseGeocoder) {
  callerIdRoute(app, deps);
  mapReverseRoute(app, geocoder);
}
