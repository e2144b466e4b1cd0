// The restaurant's own couriers (issue 14, first slice): bikers, their shifts and orders, and
// dispatching delivery orders to them. Provider couriers and webhooks come later.
import type { ZodApp } from '../http/zod-app.ts';
import { bikerAdminRoutes } from './biker-admin.routes.ts';
import type { BikerDeps } from './biker-deps.ts';
import { bikerReadRoutes } from './biker-reads.routes.ts';
import { dispatchRoutes } from './dispatch.routes.ts';

export function bikerRoutes(app: ZodApp, deps: BikerDeps) {
  bikerAdminRoutes(app, deps);
  bikerReadRoutes(app, deps);
  dispatchRoutes(app, deps);
}
