// Delivery zones (spec §3, §7 Identity deliveryzones and Delivery): the back office draws the
// areas it delivers to with their prices; the site and the POS ask which zone an address is in.
// Reading and writing zones needs delivery.manage; the estimated price is public (the site asks
// before login).
import type { ZodApp } from '../http/zod-app.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import { editZoneRoute } from './edit-zone.route.ts';
import { enableOrDisableRoute } from './enable-or-disable.route.ts';
import { estimatedPriceRoute } from './estimated-price.route.ts';
import { addressDeliveryPriceRoutes } from './address-delivery-price.routes.ts';
import { listZonesRoute } from './list-zones.route.ts';
import { polygonsRoute } from './polygons.route.ts';
import { zoneRecordRoutes } from './zone-records.route.ts';

export function deliveryRoutes(app: ZodApp, deps: RecordDeps) {
  listZonesRoute(app, deps);
  zoneRecordRoutes(app, deps);
  editZoneRoute(app, deps);
  enableOrDisableRoute(app, deps);
  polygonsRoute(app, deps);
  estimatedPriceRoute(app, deps);
  addressDeliveryPriceRoutes(app, deps);
}
