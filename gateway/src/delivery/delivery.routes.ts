// Delivery zones (spec §3, §7 Identity deliveryzones and Delivery): the back office draws the
// areas it delivers to with their prices; the site and the POS ask which zone an address is in.
// Reading and writing zones needs delivery.manage; the estimated price is public (the site asks
// before login).
import type { ZodApp } from '../http/zod-app.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import { createZoneRoute } from './create-zone.route.ts';
import { deleteZoneRoutes } from './delete-zone.route.ts';
import { editZoneRoutes } from './edit-zone.route.ts';
import { enableOrDisableRoute } from './enable-or-disable.route.ts';
import { estimatedPriceRoute } from './estimated-price.route.ts';
import { getZoneRoutes } from './get-zone.route.ts';
import { listZonesRoutes } from './list-zones.route.ts';
import { polygonsRoute } from './polygons.route.ts';

export function deliveryRoutes(app: ZodApp, deps: RecordDeps) {
  listZonesRoutes(app, deps);
  getZoneRoutes(app, deps);
  createZoneRoute(app, deps);
  editZoneRoutes(app, deps);
  deleteZoneRoutes(app, deps);
  enableOrDisableRoute(app, deps);
  polygonsRoute(app, deps);
  estimatedPriceRoute(app, deps);
}
