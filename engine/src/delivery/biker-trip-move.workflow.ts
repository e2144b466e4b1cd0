// The own-fleet biker's steps on their order (accept, at the restaurant, picked up, delivered, or
// cancel before pickup), and the dispatcher's cancel. The trip machine decides each step; the
// workflow's outputs are what follows from the trip's new status: the order moves (picked up →
// DELIVERING, delivered → DELIVERED) and the biker is freed when the trip ends. Every step has a
// command id made from the trip and the move, so a repeated tap appends nothing.
import { handleCommand, loadState } from '../commands/handle-command.ts';
import { bikerAggregate } from '../bikers/biker.decider.ts';
import { orderAggregate } from '../orders/order.decider.ts';
import { orderStreamName } from '../orders/order.events.ts';
import { effectiveStatus } from '../orders/order.state.ts';
import type { OrderStatus, TripStatus } from '../shared/enums.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import { domainError } from '../shared/domain-error.ts';
import type { EventStore, Position } from '../store/event-store.port.ts';
import type { BikerMove } from '../trips/trip.commands.ts';
import { tripAggregate } from '../trips/trip.decider.ts';
import type { TripEvent } from '../trips/trip.events.ts';
import type { ExistingTrip } from '../trips/trip.state.ts';
import { tripsOfOrder } from './trip-of-order.ts';
import { stepMetadata, type WorkflowInputs } from './workflow-steps.ts';

export type TripStep = BikerMove | 'CANCEL';

export interface TripStepInputs extends WorkflowInputs {
  readonly orderId: string;
  readonly step: TripStep;
  /** The biker taking the step; absent for the dispatcher (staff), who may only cancel. */
  readonly bikerId?: string;
  readonly reason?: string;
}

export interface TripStepOutcome {
  readonly tripId: string;
  readonly tripStatus: TripStatus;
  readonly events: readonly TripEvent[];
  /** The statuses the order was moved through after the trip, in order (none for most steps). */
  readonly orderMoves: readonly OrderStatus[];
  /** The biker freed because the trip ended. */
  readonly bikerFreed: boolean;
  readonly repeated: boolean;
  readonly position: Position | undefined;
}

/**
 * Where the order goes after its trip reached `trip`: a picked-up order is on the road, a
 * delivered one is delivered (through DELIVERING if the pickup's move had not landed). An order
 * elsewhere (a call in progress, rejected) is left as it is: the trip is the courier's truth.
 */
export function orderMovesAfter(trip: TripStatus, order: OrderStatus): OrderStatus[] {
  if (trip === 'PICKEDUP') return order === 'READYTOSHIPMENT' ? ['DELIVERING'] : [];
  if (trip !== 'DELIVERED') return [];
  if (order === 'READYTOSHIPMENT') return ['DELIVERING', 'DELIVERED'];
  return order === 'DELIVERING' ? ['DELIVERED'] : [];
}

const endOf = (status: TripStatus) =>
  status === 'DELIVERED' || status === 'CANCELED' || status === 'INTERRUPTED' ? status : undefined;

/**
 * @throws TRIP_NOT_FOUND (no trip, or not this biker's), INVALID_TRIP_STATE (the rulebook says no).
 */
export async function takeTripStep(
  store: EventStore,
  inputs: TripStepInputs,
): Promise<TripStepOutcome> {
  const { metadata, orderId, step, bikerId } = inputs;
  const { vendorId } = metadata;
  const { latest } = await tripsOfOrder(store, vendorId, orderId);
  if (!latest || (bikerId !== undefined && latest.biker?.id !== bikerId))
    throw domainError('TRIP_NOT_FOUND', { orderId });
  const { tripId } = latest;
  const meta = (name: string) => stepMetadata(metadata, `${name}:${tripId}`);
  const reason = inputs.reason ?? (bikerId ? 'لغو توسط پیک' : 'لغو توسط رستوران');
  const result = await handleCommand(
    store,
    tripAggregate,
    step === 'CANCEL'
      ? { type: 'CancelTrip', data: { tripId, reason }, metadata: meta('cancel-trip') }
      : {
          type: 'MoveTrip',
          data: { tripId, bikerId: bikerId ?? latest.biker?.id ?? '', move: step },
          metadata: meta(`move-trip-${step}`),
        },
  );
  const trip = result.state as ExistingTrip;
  const order = await moveOrderAfterTrip(store, metadata, orderId, trip);
  const biker = await freeBiker(store, inputs, trip);
  return {
    tripId,
    tripStatus: trip.status,
    events: result.events,
    orderMoves: order.moves,
    bikerFreed: biker.freed,
    repeated: result.repeated,
    // The last step's: a read after it sees the trip, the order and the biker as they are now.
    position: biker.position ?? order.position ?? result.position,
  };
}

/** Moves the order where its trip's status takes it (orderMovesAfter); own fleet and providers. */
export async function moveOrderAfterTrip(
  store: EventStore,
  metadata: CommandMetadata,
  orderId: string,
  trip: ExistingTrip,
): Promise<{ moves: OrderStatus[]; position?: Position | undefined }> {
  const stream = orderStreamName(metadata.vendorId, orderId);
  const { state: order } = await loadState(store, orderAggregate, stream, metadata.vendorId);
  if (order.status === 'NONE' || order.status === 'NEEDFORCALL') return { moves: [] };
  const moves = orderMovesAfter(trip.status, effectiveStatus(order));
  let position: Position | undefined;
  for (const target of moves) {
    const moved = await handleCommand(store, orderAggregate, {
      type: 'ChangeOrderState',
      data: { orderId, target },
      metadata: stepMetadata(metadata, `order-after-trip-${target}:${trip.tripId}`),
    });
    position = moved.position;
  }
  return { moves, position };
}

async function freeBiker(store: EventStore, inputs: TripStepInputs, trip: ExistingTrip) {
  const outcome = endOf(trip.status);
  if (!outcome || !trip.biker) return { freed: false };
  const result = await handleCommand(store, bikerAggregate, {
    type: 'EndBikerTrip',
    data: { bikerId: trip.biker.id, tripId: trip.tripId, outcome },
    metadata: stepMetadata(inputs.metadata, `free-biker:${trip.tripId}`),
  });
  return { freed: result.events.length > 0, position: result.position };
}
