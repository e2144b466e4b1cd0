// The courier's position (issue 14):
// - PATCH /api/bikers/location {latitude, longitude, accuracy?}: the signed-in biker's phone, while
//   on a trip (the courier app sends it every 15 s; the biker's decider drops readings closer than
//   10 s and refuses one off a trip with TRIP_NOT_FOUND);
// - GET /api/bikers/tracking/{orderId}: the order's courier as the customer's tracker shows it —
//   public like the tracker itself (the path names the order's unguessable id), followed live on
//   the `courier-tracker:<orderId>` topic; null while the order has no courier yet (a normal
//   state of every order, so no 404).
import { bikerAggregate } from '@sofre/engine/bikers';
import {
  CourierTrackingAnswer,
  ShareLocationAnswer,
  ShareLocationRequest,
  TrackingParams,
} from '@sofre/engine/contracts';
import { GatewayProblem } from '../http/problem.ts';
import { authOf, contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { type BikerDeps } from './biker-deps.ts';

export function bikerLocationRoutes(app: ZodApp, deps: BikerDeps) {
  const runner = deps.runner;
  app.patch(
    '/api/bikers/location',
    {
      schema: {
        tags: ['bikers'],
        summary: 'The signed-in biker shares where they are while on a trip',
        body: ShareLocationRequest,
        response: { 200: ShareLocationAnswer, ...problemResponses(400, 401, 403, 404) },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const auth = authOf(request);
      // Only a courier's own phone says where the courier is.
      if (auth.kind !== 'BIKER') throw new GatewayProblem(403, 'FORBIDDEN');
      const result = await runner.run(request, bikerAggregate, {
        type: 'ShareBikerLocation',
        data: { bikerId: auth.sub, ...request.body },
      });
      return {
        recorded: result.events.length > 0,
        position: result.position ?? deps.platform.readSide.position(),
      };
    },
  );
  app.get(
    '/api/bikers/tracking/:orderId',
    {
      schema: {
        tags: ['bikers'],
        summary: 'An order’s courier: trip status, courier, last shared position (null: none yet)',
        params: TrackingParams,
        response: { 200: CourierTrackingAnswer, ...problemResponses(400) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const vendorId = contextOf(request).vendor.id;
      return (
        (await deps.platform.readSide.courierTracker(vendorId, request.params.orderId)) ?? null
      );
    },
  );
}
