// Asking a courier provider (MIARE, SNAPP_BOX, ZFEXPRESS, BORDAR) to carry a delivery order, as
// the dispatcher's "request a provider" or the READYTOSHIPMENT auto-request: a workflow across the
// order (read), the provider (an outside call the gateway passes in) and the trip. The provider is
// asked first, so a provider that refuses leaves nothing behind; once it took the request the trip
// is initiated, marked requested with the provider's delivery id, and that id is linked to the trip
// for its webhooks. If another request won the race for the order meanwhile, the provider's
// delivery is canceled again (the compensation).
import { handleCommand, loadState } from '../commands/handle-command.ts';
import { orderAggregate } from '../orders/order.decider.ts';
import { orderStreamName } from '../orders/order.events.ts';
import { DomainError, domainError } from '../shared/domain-error.ts';
import type { CourierProvider } from '../shared/enums.ts';
import type { EventStore, Position } from '../store/event-store.port.ts';
import type { TripCommand } from '../trips/trip.commands.ts';
import { tripAggregate } from '../trips/trip.decider.ts';
import type { TripEvent, TripLocation } from '../trips/trip.events.ts';
import { courierDeliveryAggregate } from './courier-delivery-link.ts';
import { isActiveTrip, tripIdFor, tripsOfOrder } from './trip-of-order.ts';
import { stepMetadata, type DistributiveOmit, type WorkflowInputs } from './workflow-steps.ts';

export type ProviderName = Exclude<CourierProvider, 'OWN_FLEET'>;

/** What the provider is asked to carry. */
export interface CourierTripRequest {
  readonly tripId: string;
  readonly orderId: string;
  readonly pickup: TripLocation;
  readonly dropoff: TripLocation;
}

/** The provider's side of the trip, as the gateway's courier port reaches it. */
export interface CourierPort {
  request(provider: ProviderName, trip: CourierTripRequest): Promise<CourierTripAccepted>;
  cancel(provider: ProviderName, providerTripId: string): Promise<void>;
}

export interface CourierTripAccepted {
  readonly providerTripId: string;
  /** What the provider quoted, in Rial. */
  readonly fee?: number;
}

export interface ProviderTripInputs extends WorkflowInputs {
  readonly orderId: string;
  readonly provider: ProviderName;
  readonly pickup: TripLocation;
  readonly dropoffOf: (addressId: string | undefined) => Promise<TripLocation>;
  readonly couriers: CourierPort;
}

export interface ProviderTripOutcome {
  readonly tripId: string;
  readonly providerTripId: string | undefined;
  /** The trip's events this request appended; none when the order's trip was asked for already. */
  readonly events: readonly TripEvent[];
  readonly position: Position | undefined;
}

/** A courier order (DELIVER, or the express courier ZFEXPRESS) waiting for its courier. */
async function orderReadyForCourier(store: EventStore, vendorId: string, orderId: string) {
  const stream = orderStreamName(vendorId, orderId);
  const { state: order } = await loadState(store, orderAggregate, stream, vendorId);
  if (order.status === 'NONE') throw domainError('ORDER_NOT_FOUND', { orderId });
  if (order.deliveryType !== 'DELIVER' && order.deliveryType !== 'ZFEXPRESS')
    throw domainError('ORDER_HAS_TO_HAVE_DELIVER_METHOD', { orderId });
  if (order.status !== 'READYTOSHIPMENT')
    throw domainError('ORDER_NOT_READY_FOR_SHIPMENT', { orderId, status: order.status });
  return order;
}

/**
 * @throws ORDER_NOT_FOUND, ORDER_HAS_TO_HAVE_DELIVER_METHOD, ORDER_NOT_READY_FOR_SHIPMENT,
 *   ORDER_HAS_ACTIVE_TRIP — nothing appended, the provider not asked; the provider's own errors
 *   pass through as they are, nothing appended either.
 */
export async function requestProviderTrip(
  store: EventStore,
  inputs: ProviderTripInputs,
): Promise<ProviderTripOutcome> {
  const { metadata, orderId, provider, pickup, couriers } = inputs;
  const { vendorId } = metadata;
  const order = await orderReadyForCourier(store, vendorId, orderId);
  const { latest, next } = await tripsOfOrder(store, vendorId, orderId);
  if (latest && isActiveTrip(latest)) {
    // Asking the same provider again for the order it carries changes nothing.
    if (latest.provider !== provider)
      throw domainError('ORDER_HAS_ACTIVE_TRIP', { orderId, tripId: latest.tripId });
    const { tripId, providerTripId } = latest;
    return { tripId, providerTripId, events: [], position: undefined };
  }
  const dropoff = await inputs.dropoffOf(order.addressId);
  const tripId = tripIdFor(orderId, next);
  const accepted = await couriers.request(provider, { tripId, orderId, pickup, dropoff });
  // Each step is this request's own (a repeat of it appends nothing); a racing request for the
  // same trip is another command, so its InitiateTrip is refused and its delivery canceled.
  const step = (name: string) => stepMetadata(metadata, `${name}:${tripId}:${metadata.commandId}`);
  const run = (command: DistributiveOmit<TripCommand, 'metadata'>) =>
    handleCommand(store, tripAggregate, {
      ...command,
      metadata: step(command.type),
    } as TripCommand);
  let initiated;
  try {
    const previousTripId = latest?.tripId;
    initiated = await run({
      type: 'InitiateTrip',
      data: {
        tripId,
        orderId,
        provider,
        pickup,
        dropoff,
        ...(previousTripId ? { previousTripId } : {}),
      },
    });
  } catch (error) {
    await couriers.cancel(provider, accepted.providerTripId).catch(() => undefined);
    if (error instanceof DomainError && error.code === 'INVALID_TRIP_STATE')
      throw domainError('ORDER_HAS_ACTIVE_TRIP', { orderId });
    throw error;
  }
  const { providerTripId, fee } = accepted;
  await handleCommand(store, courierDeliveryAggregate, {
    type: 'LinkCourierDelivery',
    data: { provider, providerTripId, tripId, orderId },
    metadata: step('link-courier-delivery'),
  });
  const requested = await run({
    type: 'RequestTrip',
    data: { tripId, providerTripId, ...(fee === undefined ? {} : { fee }) },
  });
  return {
    tripId,
    providerTripId,
    events: [...initiated.events, ...requested.events],
    position: requested.position,
  };
}
