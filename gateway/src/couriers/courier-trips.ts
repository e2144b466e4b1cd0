// What the routes that send an order with a courier share: the courier port as the engine's
// workflows reach it (provider failures turned into the gateway's problems), the restaurant and
// the customer's address as trip ends, and the answer once the read models hold the trip.
import { DomainError, type EventStore } from '@sofre/engine';
import type { ProviderTripAnswer } from '@sofre/engine/contracts';
import {
  cancelOrderTrip,
  requestProviderTrip,
  type CourierPort,
  type ProviderName,
} from '@sofre/engine/delivery';
import type { TripLocation } from '@sofre/engine/trips';
import type { OrderStatus, TripStatus } from '@sofre/engine';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GatewayProblem } from '../http/problem.ts';
import { contextOf } from '../http/request-context.ts';
import type { Platform } from '../platform/platform.port.ts';
import type { CommandRunner } from '../commands/command-runner.ts';
import { runWorkflow } from '../commands/run-workflow.ts';
import type { ActiveCouriers } from './courier.config.ts';
import { CourierProviderError } from './courier-provider.port.ts';
import { accountOf } from '../vendors/vendor-streams.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The courier port's providers (couriers/courier.config.ts), and the sandbox when it runs. */
    couriers: ActiveCouriers;
  }
}

export interface CourierDeps {
  readonly platform: Platform;
  readonly clock: () => Date;
  readonly runner: CommandRunner;
}

/** A provider's failure as the client sees it: 503 when worth trying again soon, else 502. */
async function asProblem<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof CourierProviderError)) throw error;
    throw new GatewayProblem(error.retryable ? 503 : 502, error.code);
  }
}

export const courierPort = (couriers: ActiveCouriers): CourierPort => ({
  request: (provider, trip) => asProblem(() => couriers.providerFor(provider).requestTrip(trip)),
  cancel: (provider, id) => asProblem(() => couriers.providerFor(provider).cancelTrip(id)),
});

/**
 * The restaurant, where the courier picks the food up: the vendor's own point on the map and its
 * address (vendors/me pickupPoint), or the platform's default point while it set none.
 */
export async function pickupOf(
  store: EventStore,
  couriers: ActiveCouriers,
  vendor: { readonly id: string; readonly name: string },
): Promise<TripLocation> {
  const { pickupPoint } = await accountOf(store, vendor.id);
  if (!pickupPoint) return { title: vendor.name, address: vendor.name, ...couriers.pickupPoint };
  const { latitude, longitude, address } = pickupPoint;
  return { title: vendor.name, address, latitude, longitude };
}

/** The pickup of the request's vendor. */
export const pickupFor = (store: EventStore, couriers: ActiveCouriers, request: FastifyRequest) =>
  pickupOf(store, couriers, contextOf(request).vendor);

/** The customer's address as the trip carries it: located (a courier order's address always is). */
export async function dropoffFor(platform: Platform, vendorId: string, addressId?: string) {
  const customer = addressId && (await platform.readSide.customerByAddress(vendorId, addressId));
  const address = customer ? customer.addresses.find((a) => a.id === addressId) : undefined;
  if (!customer || !address || address.latitude === null || address.longitude === null)
    throw new DomainError('ADDRESS_NOT_FOUND');
  const location: TripLocation = {
    title: address.title,
    address: [address.text, address.details].filter(Boolean).join('، '),
    latitude: address.latitude,
    longitude: address.longitude,
    phone: customer.phoneNumber,
  };
  return location;
}

/**
 * Asks a provider to carry the order (the engine's requestProviderTrip), run for the request. No
 * key: asking again for an order its provider already carries changes nothing (the workflow).
 */
export function requestProviderTripFor(
  deps: CourierDeps,
  couriers: ActiveCouriers,
  request: FastifyRequest,
  reply: FastifyReply,
  orderId: string,
  provider: ProviderName,
) {
  return runWorkflow(deps.runner, request, reply, { key: undefined }, async (run) => {
    const { metadata } = run;
    const outcome = await requestProviderTrip(deps.platform.store, {
      metadata,
      orderId,
      provider,
      pickup: await pickupFor(deps.platform.store, couriers, request),
      dropoffOf: (addressId) => dropoffFor(deps.platform, metadata.vendorId, addressId),
      couriers: courierPort(couriers),
    });
    const requested = outcome.events.find((e) => e.type === 'TripRequested');
    const fee = requested && 'fee' in requested.data ? (requested.data.fee ?? null) : null;
    const body: ProviderTripAnswer = {
      orderId,
      tripId: outcome.tripId,
      tripStatus: 'TRIPREQUESTED',
      orderMoves: [],
      provider,
      providerTripId: outcome.providerTripId ?? null,
      fee,
      position: await run.settled(outcome.position),
    };
    return { status: 200, body };
  });
}

/** Cancels the order's trip, a provider's or a biker's (the engine's cancelOrderTrip). */
export function cancelTripFor(
  deps: CourierDeps,
  couriers: ActiveCouriers,
  request: FastifyRequest,
  reply: FastifyReply,
  orderId: string,
  reason?: string,
) {
  return runWorkflow(deps.runner, request, reply, { key: undefined }, async (run) => {
    const outcome = await cancelOrderTrip(deps.platform.store, {
      metadata: run.metadata,
      orderId,
      couriers: courierPort(couriers),
      ...(reason ? { reason } : {}),
    });
    return tripMoveAnswer(orderId, outcome, await run.settled(outcome.position));
  });
}

/** A trip's move as the dispatch routes answer it: where the trip and the order went. */
export function tripMoveAnswer(
  orderId: string,
  outcome: { tripId: string; tripStatus: TripStatus; orderMoves: readonly OrderStatus[] },
  position: string,
) {
  const body = {
    orderId,
    tripId: outcome.tripId,
    tripStatus: outcome.tripStatus,
    orderMoves: [...outcome.orderMoves],
    position,
  };
  return { status: 200, body };
}
