// The back office's courier routes under /api (spec §7 delivery and deliveryhistories):
// - DELETE /api/deliveryhistories?orderId=: cancels the order's current delivery (a provider's or
//   a biker's) before pickup, as canceltrip does;
// - GET /api/delivery/getbordardeliveryfee?latitude=&longitude=: what Bordar asks to carry an
//   order from the restaurant to the point.
import {
  CourierFee,
  CourierPointQuery,
  DeliveryHistoryQuery,
  TripAnswer,
  courierLabels,
} from '@sofre/engine/contracts';
import { staff } from '../http/access.ts';
import { GatewayProblem } from '../http/problem.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { ActiveCouriers } from './courier.config.ts';
import { CourierProviderError } from './courier-provider.port.ts';
import { cancelTripFor, pickupFor, type CourierDeps } from './courier-trips.ts';

export function courierTripRoutes(app: ZodApp, deps: CourierDeps, couriers: ActiveCouriers) {
  app.delete(
    '/api/deliveryhistories',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Cancel a delivery order’s current delivery before pickup',
        querystring: DeliveryHistoryQuery,
        response: { 200: TripAnswer, ...problemResponses(400, 401, 403, 404, 409, 502, 503) },
      },
      config: { access: staff('delivery.manage') },
    },
    (request, reply) => {
      const { orderId, reason } = request.query;
      return cancelTripFor(deps, couriers, request, reply, orderId, reason);
    },
  );
  app.get(
    '/api/delivery/getbordardeliveryfee',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Bordar’s fee to carry an order to a point',
        querystring: CourierPointQuery,
        response: { 200: CourierFee, ...problemResponses(400, 401, 403, 502, 503) },
      },
      config: { access: staff('delivery.manage') },
    },
    async (request) => {
      const dropoff = request.query;
      const { latitude, longitude } = await pickupFor(deps.platform.store, couriers, request);
      try {
        const quote = await couriers
          .providerFor('BORDAR')
          .estimatePrice({ pickup: { latitude, longitude }, dropoff });
        return {
          provider: 'BORDAR' as const,
          label: courierLabels.BORDAR,
          fee: quote.fee,
          distanceMeters: quote.distanceMeters ?? null,
        };
      } catch (error) {
        if (!(error instanceof CourierProviderError)) throw error;
        throw new GatewayProblem(error.retryable ? 503 : 502, error.code);
      }
    },
  );
}
