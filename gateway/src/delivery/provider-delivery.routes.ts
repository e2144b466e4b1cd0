// Courier providers under /api-delivery/v1 (spec §7 Delivery):
// - POST delivery-by-providers {orderId, provider}: asks the provider to carry a ready order;
// - DELETE delivery-by-providers/{id}: cancels the order's delivery (id is the order's);
// - POST express-plus/request-delivery {orderId}: the same with the express courier (ZFEXPRESS);
// - GET provider-distance-support?latitude=&longitude=: which providers reach the point from the
//   restaurant (straight-line distance against each provider's reach).
// The engine's delivery workflows decide; refusals come back as problem+json.
import {
  CourierPointQuery,
  ExpressPlusDeliveryRequest,
  ProviderDeliveryParams,
  ProviderDeliveryRequest,
  ProviderDistanceSupport,
  ProviderTripAnswer,
  TripAnswer,
  courierLabels,
} from '@sofre/engine/contracts';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { ActiveCouriers } from '../couriers/courier.config.ts';
import { distanceMeters, PROVIDER_NAMES } from '../couriers/courier-provider.port.ts';
import {
  pickupFor,
  cancelTripFor,
  requestProviderTripFor,
  type CourierDeps,
} from '../couriers/courier-trips.ts';

const refusals = problemResponses(400, 401, 403, 404, 409, 422, 502, 503);
const manage = { access: staff('delivery.manage') };

export function providerDeliveryRoutes(app: ZodApp, deps: CourierDeps, couriers: ActiveCouriers) {
  app.post(
    '/api-delivery/v1/delivery-by-providers',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Ask a courier provider to carry a delivery order',
        body: ProviderDeliveryRequest,
        response: { 200: ProviderTripAnswer, ...refusals },
      },
      config: manage,
    },
    (request, reply) => {
      const { orderId, provider } = request.body;
      return requestProviderTripFor(deps, couriers, request, reply, orderId, provider);
    },
  );
  app.delete(
    '/api-delivery/v1/delivery-by-providers/:id',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Cancel a delivery order’s courier before pickup',
        params: ProviderDeliveryParams,
        response: { 200: TripAnswer, ...refusals },
      },
      config: manage,
    },
    (request, reply) => cancelTripFor(deps, couriers, request, reply, request.params.id),
  );
  app.post(
    '/api-delivery/v1/express-plus/request-delivery',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Ask the express courier (EXPRESSPLUS) to carry a delivery order',
        body: ExpressPlusDeliveryRequest,
        response: { 200: ProviderTripAnswer, ...refusals },
      },
      config: manage,
    },
    (request, reply) =>
      requestProviderTripFor(deps, couriers, request, reply, request.body.orderId, 'ZFEXPRESS'),
  );
  app.get(
    '/api-delivery/v1/provider-distance-support',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Which courier providers reach a point from the restaurant',
        querystring: CourierPointQuery,
        response: { 200: ProviderDistanceSupport, ...problemResponses(400, 401, 403) },
      },
      config: manage,
    },
    async (request) => {
      const { latitude, longitude } = await pickupFor(deps.platform.store, couriers, request);
      const distance = distanceMeters({ pickup: { latitude, longitude }, dropoff: request.query });
      return PROVIDER_NAMES.map((provider) => {
        const { maxDistanceMeters } = couriers.providerFor(provider);
        const supported = maxDistanceMeters > 0 && distance <= maxDistanceMeters;
        const label = courierLabels[provider];
        return { provider, label, supported, distanceMeters: distance, maxDistanceMeters };
      });
    },
  );
}
