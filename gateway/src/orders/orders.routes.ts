// The order routes of this slice (routes.txt, Main API).
import type { ZodApp } from '../http/zod-app.ts';
import type { Platform } from '../platform/platform.port.ts';
import { changeOrderStateRoute } from './change-order-state.route.ts';
import { getOrderRoute } from './get-order.route.ts';
import { listOrdersRoute } from './list-orders.route.ts';
import { quickOrderRoute } from './quick-order.route.ts';
import { submitOrderRoute } from './submit-order.route.ts';

export function orderRoutes(app: ZodApp, platform: Platform) {
  submitOrderRoute(app, platform);
  quickOrderRoute(app, platform);
  changeOrderStateRoute(app, platform);
  listOrdersRoute(app, platform);
  getOrderRoute(app, platform);
}
