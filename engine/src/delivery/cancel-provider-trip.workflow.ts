// The dispatcher cancelling a delivery order's trip: a provider's trip is canceled at the provider
// first (a provider that says no — its courier already at the restaurant — leaves our trip as it
// is), then on our side; the own fleet's trip goes through the biker workflow (the biker is freed).
// Either way the order waits for another courier. Cancelling a canceled trip changes nothing.
import { handleCommand } from '../commands/handle-command.ts';
import { domainError } from '../shared/domain-error.ts';
import type { EventStore } from '../store/event-store.port.ts';
import { tripAggregate } from '../trips/trip.decider.ts';
import { canMove } from '../trips/trip.machine.ts';
import type { ExistingTrip } from '../trips/trip.state.ts';
import { takeTripStep, type TripStepOutcome } from './biker-trip-move.workflow.ts';
import type { CourierPort } from './request-provider-trip.workflow.ts';
import { tripsOfOrder } from './trip-of-order.ts';
import { stepMetadata, type WorkflowInputs } from './workflow-steps.ts';

export interface CancelTripInputs extends WorkflowInputs {
  readonly orderId: string;
  readonly reason?: string;
  readonly couriers: CourierPort;
}

/** @throws TRIP_NOT_FOUND, INVALID_TRIP_STATE (after pickup), the provider's refusal. */
export async function cancelOrderTrip(
  store: EventStore,
  inputs: CancelTripInputs,
): Promise<TripStepOutcome> {
  const { metadata, orderId, couriers } = inputs;
  const { latest } = await tripsOfOrder(store, metadata.vendorId, orderId);
  if (!latest) throw domainError('TRIP_NOT_FOUND', { orderId });
  if (latest.provider === 'OWN_FLEET') {
    const { reason } = inputs;
    return takeTripStep(store, {
      metadata,
      orderId,
      step: 'CANCEL',
      ...(reason ? { reason } : {}),
    });
  }
  const { tripId, providerTripId, provider } = latest;
  if (latest.status !== 'CANCELED') {
    if (!canMove(latest.status, 'CANCEL'))
      throw domainError('INVALID_TRIP_STATE', { tripId, status: latest.status, move: 'CANCEL' });
    if (providerTripId) await couriers.cancel(provider, providerTripId);
  }
  const result = await handleCommand(store, tripAggregate, {
    type: 'CancelTrip',
    data: { tripId, reason: inputs.reason ?? 'لغو توسط رستوران' },
    metadata: stepMetadata(metadata, `cancel-trip:${tripId}`),
  });
  const trip = result.state as ExistingTrip;
  return {
    tripId,
    tripStatus: trip.status,
    events: result.events,
    orderMoves: [],
    bikerFreed: false,
    repeated: result.repeated,
    position: result.position,
  };
}
