// Dispatching courier orders to the restaurant's own bikers, and the trip's steps:
// - POST /api/delivery/requestnewtrip {orderId, provider: OWN_FLEET, bikerId}: the dispatcher
//   assigns a biker (on shift and free) to a delivery order ready for shipment;
// - POST /api/delivery/canceltrip {orderId, reason}: the dispatcher cancels the order's trip
//   before pickup (the biker is freed, the order waits for another courier);
// - PATCH /api/bikers/orders/state {orderId, status}: the signed-in biker's step on their order
//   (ACCEPTED, ATRESTAURANT, PICKED_UP, DELIVERED, or CANCELED before pickup).
// The engine's delivery workflows decide; the trip machine refuses illegal steps.
import { DomainError } from '@sofre/engine';
import type { TripLocation } from '@sofre/engine/trips';
import {
  BikerTripStepRequest,
  CancelTripRequest,
  RequestTripRequest,
  TripAnswer,
} from '@sofre/engine/contracts';
import { dispatchToBiker, takeTripStep, type TripStep } from '@sofre/engine/delivery';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { runnerFor } from '../commands/command-runner.ts';
import { staff } from '../http/access.ts';
import { GatewayProblem } from '../http/problem.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { bikerOrDispatcher, settled, type BikerDeps } from './biker-deps.ts';

const stepOf: Record<z.output<typeof BikerTripStepRequest>['status'], TripStep> = {
  ACCEPTED: 'ACCEPT',
  ATRESTAURANT: 'ARRIVE_AT_SOURCE',
  PICKED_UP: 'PICK_UP',
  DELIVERED: 'DELIVER',
  CANCELED: 'CANCEL',
};

/** The customer's address as the trip carries it: located (a courier order's address always is). */
async function dropoffFor(deps: BikerDeps, vendorId: string, addressId: string | undefined) {
  const customer =
    addressId && (await deps.platform.readSide.customerByAddress(vendorId, addressId));
  const address = customer ? customer.addresses.find((a) => a.id === addressId) : undefined;
  if (!customer || !address || address.latitude === null || address.longitude === null)
    throw new DomainError('ADDRESS_NOT_FOUND');
  const text = [address.text, address.details].filter(Boolean).join('، ');
  const location: TripLocation = {
    title: address.title,
    address: text,
    latitude: address.latitude,
    longitude: address.longitude,
    phone: customer.phoneNumber,
  };
  return location;
}

export function dispatchRoutes(app: ZodApp, deps: BikerDeps) {
  const runner = runnerFor(deps);
  const { store } = deps.platform;
  const answers = { 200: TripAnswer, ...problemResponses(400, 401, 403, 404, 409, 422) };
  const answer = async (orderId: string, outcome: Awaited<ReturnType<typeof takeTripStep>>) => ({
    orderId,
    tripId: outcome.tripId,
    tripStatus: outcome.tripStatus,
    orderMoves: [...outcome.orderMoves],
    position: await settled(deps, outcome.position),
  });
  const step = async (
    request: FastifyRequest,
    orderId: string,
    s: TripStep,
    bikerId?: string,
    reason?: string,
  ) => {
    const metadata = runner.metadataFor(request);
    const outcome = await takeTripStep(store, {
      metadata,
      orderId,
      step: s,
      ...(bikerId ? { bikerId } : {}),
      ...(reason ? { reason } : {}),
    });
    return answer(orderId, outcome);
  };

  app.post(
    '/api/delivery/requestnewtrip',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Assign a delivery order to one of the restaurant’s bikers',
        body: RequestTripRequest,
        response: answers,
      },
      config: { access: staff('delivery.manage') },
    },
    async (request) => {
      const { orderId, bikerId } = request.body;
      const { vendor } = contextOf(request);
      const outcome = await dispatchToBiker(store, {
        metadata: runner.metadataFor(request),
        orderId,
        bikerId,
        // The vendor has no map point on record yet: the biker knows their own restaurant.
        pickup: { title: vendor.name, address: vendor.name, latitude: 0, longitude: 0 },
        dropoffOf: (addressId) => dropoffFor(deps, vendor.id, addressId),
      });
      return {
        orderId,
        tripId: outcome.tripId,
        tripStatus: 'BIKERASSIGNED' as const,
        orderMoves: [],
        position: await settled(deps, outcome.position),
      };
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
    (request) => step(request, request.body.orderId, 'CANCEL', undefined, request.body.reason),
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
    async (request) => {
      const caller = bikerOrDispatcher(request);
      if (caller.kind !== 'BIKER') throw new GatewayProblem(403, 'FORBIDDEN');
      const { orderId, status, reason } = request.body;
      return step(request, orderId, stepOf[status], caller.bikerId, reason);
    },
  );
}
