// The restaurant's own couriers (issue 14): bikers, their shifts and orders, dispatching delivery
// orders to them, the courier's shared position, and the bikers' reports.
import type { ZodApp } from '../http/zod-app.ts';
import { bikerAdminRoutes } from './biker-admin.routes.ts';
import type { BikerDeps } from './biker-deps.ts';
import { bikerLocationRoutes } from './biker-location.routes.ts';
import { bikerReadRoutes } from './biker-reads.routes.ts';
import { bikerReportRoutes } from './biker-report.routes.ts';
import { dispatchRoutes } from './dispatch.routes.ts';

export function bikerRoutes(app: ZodApp, deps: BikerDeps) {
  bikerAdminRoutes(app, deps);
  bikerReadRoutes(app, deps);
  dispatchRoutes(app, deps);
  bikerLocationRoutes(app, deps);
  bikerReportRoutes(app, deps);
}
