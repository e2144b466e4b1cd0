// Courier providers (issue 14): the routes that send an order with a provider and cancel it, the
// providers' webhooks, the sandbox courier's timer (it calls the webhooks by itself), and the
// auto-dispatch reactor (a ready delivery order sent with the vendor's chosen provider).
import type { ZodApp } from '../http/zod-app.ts';
import { providerDeliveryRoutes } from '../delivery/provider-delivery.routes.ts';
import { autoDispatchReactor } from './auto-dispatch.reactor.ts';
import type { ActiveCouriers } from './courier.config.ts';
import { courierTripRoutes } from './courier-trips.routes.ts';
import type { CourierDeps } from './courier-trips.ts';
import { courierWebhookRoutes } from './courier-webhook.routes.ts';

export function courierRoutes(app: ZodApp, deps: CourierDeps, couriers: ActiveCouriers) {
  providerDeliveryRoutes(app, deps, couriers);
  courierTripRoutes(app, deps, couriers);
  courierWebhookRoutes(app, deps, couriers);
  const { sandbox } = couriers;
  if (sandbox && couriers.tickMs > 0) sandbox.start(couriers.tickMs);
  app.addHook('onClose', async () => sandbox?.stop());
  const autoDispatch = autoDispatchReactor(deps.platform, couriers, app.log, deps.clock);
  app.decorate('autoDispatch', autoDispatch);
  app.addHook('onReady', () => autoDispatch.start());
  app.addHook('onClose', () => autoDispatch.stop());
}

/** Where the gateway listens, for the sandbox courier to call back; undefined before it does. */
export function ownAddress(app: ZodApp): string | undefined {
  const address = app.server.address();
  if (!address || typeof address !== 'object') return undefined;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const local = host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host;
  return `http://${local}:${address.port}`;
}
