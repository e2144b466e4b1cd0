// Dispatching a delivery order to one of the restaurant's own couriers (ARCHITECTURE decision 11):
// a workflow across the order (read), the biker and the trip. The biker is claimed first on their
// own stream (on shift and free, or refused), then the trip is started: initiated, requested on
// the own-fleet "board" and assigned to the biker. If the trip cannot start, the biker is given
// back (the compensation). The outcome says what happened.
import { handleCommand, loadState } from '../commands/handle-command.ts';
import { bikerAggregate } from '../bikers/biker.decider.ts';
import { bikerStreamName } from '../bikers/biker.events.ts';
import { orderAggregate } from '../orders/order.decider.ts';
import { orderStreamName } from '../orders/order.events.ts';
import { DomainError, domainError } from '../shared/domain-error.ts';
import type { EventStore, Position } from '../store/event-store.port.ts';
import { tripAggregate } from '../trips/trip.decider.ts';
import type { TripCommand } from '../trips/trip.commands.ts';
import type { TripEvent, TripLocation } from '../trips/trip.events.ts';
import { stepMetadata, type DistributiveOmit, type WorkflowInputs } from './workflow-steps.ts';
import { isActiveTrip, tripIdFor, tripsOfOrder } from './trip-of-order.ts';

export interface DispatchToBikerInputs extends WorkflowInputs {
  readonly orderId: string;
  readonly bikerId: string;
  /** The restaurant, where the biker picks the food up. */
  readonly pickup: TripLocation;
  /** The customer's address and phone, found from the order's addressId once the order passed. */
  readonly dropoffOf: (addressId: string | undefined) => Promise<TripLocation>;
}

export interface DispatchOutcome {
  readonly tripId: string;
  /** The trip's events this dispatch appended; none for a repeat of the same assignment. */
  readonly events: readonly TripEvent[];
  /** claimed: the biker was free and took the trip; kept: the biker had it already (a repeat). */
  readonly biker: 'claimed' | 'kept';
  readonly position: Position | undefined;
}

/** The order must be a courier order of our own fleet (DELIVER) waiting for its courier. */
async function orderReadyToShip(store: EventStore, vendorId: string, orderId: string) {
  const stream = orderStreamName(vendorId, orderId);
  const { state: order } = await loadState(store, orderAggregate, stream, vendorId);
  if (order.status === 'NONE') throw domainError('ORDER_NOT_FOUND', { orderId });
  if (order.deliveryType !== 'DELIVER')
    throw domainError('ORDER_HAS_TO_HAVE_DELIVER_METHOD', { orderId });
  if (order.status !== 'READYTOSHIPMENT')
    throw domainError('ORDER_NOT_READY_FOR_SHIPMENT', { orderId, status: order.status });
  return order;
}

/**
 * @throws ORDER_NOT_FOUND, ORDER_HAS_TO_HAVE_DELIVER_METHOD, ORDER_NOT_READY_FOR_SHIPMENT,
 *   ORDER_HAS_ACTIVE_TRIP, BIKER_NOT_FOUND, BIKER_OFF_SHIFT, BIKER_BUSY — nothing appended.
 */
export async function dispatchToBiker(
  store: EventStore,
  inputs: DispatchToBikerInputs,
): Promise<DispatchOutcome> {
  const { metadata, orderId, bikerId, pickup } = inputs;
  const { vendorId } = metadata;
  const order = await orderReadyToShip(store, vendorId, orderId);
  const { latest, next } = await tripsOfOrder(store, vendorId, orderId);
  if (latest && isActiveTrip(latest)) {
    // The dispatcher pressing "assign" again for the same biker changes nothing.
    if (latest.biker?.id !== bikerId)
      throw domainError('ORDER_HAS_ACTIVE_TRIP', { orderId, tripId: latest.tripId });
    return { tripId: latest.tripId, events: [], biker: 'kept', position: undefined };
  }
  const bikerStream = bikerStreamName(vendorId, bikerId);
  const { state: biker } = await loadState(store, bikerAggregate, bikerStream, vendorId);
  if (biker.status === 'NONE') throw domainError('BIKER_NOT_FOUND', { bikerId });

  const dropoff = await inputs.dropoffOf(order.addressId);
  const tripId = tripIdFor(orderId, next);
  const step = (name: string) => stepMetadata(metadata, `${name}:${tripId}`);
  await handleCommand(store, bikerAggregate, {
    type: 'TakeTrip',
    data: { bikerId, tripId, orderId },
    metadata: step('take-trip'),
  });
  try {
    const run = (command: DistributiveOmit<TripCommand, 'metadata'>) =>
      handleCommand(store, tripAggregate, {
        ...command,
        metadata: step(command.type),
      } as TripCommand);
    const previousTripId = latest?.tripId;
    const initiated = await run({
      type: 'InitiateTrip',
      data: {
        tripId,
        orderId,
        provider: 'OWN_FLEET',
        pickup,
        dropoff,
        ...(previousTripId ? { previousTripId } : {}),
      },
    });
    const requested = await run({ type: 'RequestTrip', data: { tripId } });
    const courier = { id: bikerId, name: biker.name, phone: biker.phone };
    const assigned = await run({ type: 'AssignBiker', data: { tripId, biker: courier } });
    const events = [initiated, requested, assigned].flatMap((r) => r.events);
    return { tripId, events, biker: 'claimed', position: assigned.position };
  } catch (error) {
    // Another dispatcher started this trip first (or the trip refused): the biker goes back.
    await handleCommand(store, bikerAggregate, {
      type: 'EndBikerTrip',
      data: { bikerId, tripId, outcome: 'CANCELED' },
      metadata: step('give-biker-back'),
    });
    if (error instanceof DomainError && error.code === 'INVALID_TRIP_STATE')
      throw domainError('ORDER_HAS_ACTIVE_TRIP', { orderId });
    throw error;
  }
}
