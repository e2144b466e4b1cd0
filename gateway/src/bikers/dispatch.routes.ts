// Dispatching courier orders to the restaurant's own bikers, and the trip's steps:
// - POST /api/delivery/requestnewtrip {orderId, provider: OWN_FLEET, bikerId}: the dispatcher
//   assigns a biker (on shift and free) to a delivery order ready for shipment; with a provider
//   (MIARE, SNAPP_BOX, ZFEXPRESS, BORDAR) instead, the provider is asked to carry it (couriers/);
// - POST /api/delivery/canceltrip {orderId, reason}: the dispatcher cancels the order's trip
//   before pickup (at the provider too; a biker is freed; the order waits for another courier);
// - PATCH /api/bikers/orders/state {orderId, status}: the signed-in biker's step on their order
//   (ACCEPTED, ATRESTAURANT, PICKED_UP, ATDESTINATION, DELIVERED, or CANCELED before pickup).
// The engine's delivery workflows decide; the trip machine refuses illegal steps.
import {
  BikerTripStepRequest,
  CancelTripRequest,
  NewTripRequest,
  ProviderTripAnswer,
  TripAnswer,
} from '@sofre/engine/contracts';
import { dispatchToBiker, takeTripStep, type TripStep } from '@sofre/engine/delivery';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { runWorkflow } from '../commands/run-workflow.ts';
import {
  cancelTripFor,
  dropoffFor,
  pickupFor,
  requestProviderTripFor,
  tripMoveAnswer,
} from '../couriers/courier-trips.ts';
import { staff } from '../http/access.ts';
import { GatewayProblem } from '../http/problem.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { bikerOrDispatcher, type BikerDeps } from './biker-deps.ts';

const stepOf: Record<z.output<typeof BikerTripStepRequest>['status'], TripStep> = {
  ACCEPTED: 'ACCEPT',
  ATRESTAURANT: 'ARRIVE_AT_SOURCE',
  PICKED_UP: 'PICK_UP',
  ATDESTINATION: 'ARRIVE_AT_DESTINATION',
  DELIVERED: 'DELIVER',
  CANCELED: 'CANCEL',
};

export function dispatchRoutes(app: ZodApp, deps: BikerDeps) {
  const runner = deps.runner;
  const { store } = deps.platform;
  const answers = { 200: TripAnswer, ...problemResponses(400, 401, 403, 404, 409, 422) };
  // No key: the trip machine refuses a step the trip already took (INVALID_TRIP_STATE).
  const step = (
    request: FastifyRequest,
    reply: FastifyReply,
    orderId: string,
    s: TripStep,
    bikerId?: string,
    reason?: string,
  ) =>
    runWorkflow(runner, request, reply, { key: undefined }, async ({ metadata, settled }) => {
      const outcome = await takeTripStep(store, {
        metadata,
        orderId,
        step: s,
        ...(bikerId ? { bikerId } : {}),
        ...(reason ? { reason } : {}),
      });
      return tripMoveAnswer(orderId, outcome, await settled(outcome.position));
    });

  app.post(
    '/api/delivery/requestnewtrip',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Assign a delivery order to one of the restaurant’s bikers',
        body: NewTripRequest,
        response: { ...answers, 200: z.union([ProviderTripAnswer, TripAnswer]) },
      },
      config: { access: staff('delivery.manage') },
    },
    (request, reply) => {
      const { body } = request;
      if (body.provider !== 'OWN_FLEET')
        return requestProviderTripFor(
          deps,
          app.couriers,
          request,
          reply,
          body.orderId,
          body.provider,
        );
      const { orderId, bikerId } = body;
      return runWorkflow(runner, request, reply, { key: undefined }, async (run) => {
        const { metadata } = run;
        const outcome = await dispatchToBiker(store, {
          metadata,
          orderId,
          bikerId,
          pickup: await pickupFor(store, app.couriers, request),
          dropoffOf: (addressId) => dropoffFor(deps.platform, metadata.vendorId, addressId),
        });
        const answer = {
          orderId,
          tripId: outcome.tripId,
          tripStatus: 'BIKERASSIGNED' as const,
          orderMoves: [],
          position: await run.settled(outcome.position),
        };
        return { status: 200, body: answer };
      });
    },
  );
  app.post(
    '/api/delivery/canceltrip',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Cancel a delivery order’s trip before pickup',
        body: CancelTripRequest,
        response: answers,
      },
      config: { access: staff('delivery.manage') },
    },
    (request, reply) =>
      cancelTripFor(deps, app.couriers, request, reply, request.body.orderId, request.body.reason),
  );
  app.patch(
    '/api/bikers/orders/state',
    {
      schema: {
        tags: ['bikers'],
        summary: 'The signed-in biker’s step on their order',
        body: BikerTripStepRequest,
        response: answers,
      },
      config: { access: 'authenticated' },
    },
    async (request, reply) => {
      const caller = bikerOrDispatcher(request);
      if (caller.kind !== 'BIKER') throw new GatewayProblem(403, 'FORBIDDEN');
      const { orderId, status, reason } = request.body;
      return step(request, reply, orderId, stepOf[status], caller.bikerId, reason);
    },
  );
}
