// Addresses (routes.txt /api-identity/identity/address*): the logged-in customer's own, and the
// offline variant staff use on a phone order.
import type { ZodApp } from '../http/zod-app.ts';
import type { CustomerDeps } from './customer-commands.ts';
import { addMyAddressRoute } from './add-my-address.route.ts';
import { myAddressesRoutes } from './my-addresses.route.ts';
import { offlineAddressRoutes } from './offline-address.routes.ts';

export function addressRoutes(app: ZodApp, deps: CustomerDeps) {
  myAddressesRoutes(app, deps);
  addMyAddressRoute(app, deps);
  offlineAddressRoutes(app, deps);
}
