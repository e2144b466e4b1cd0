// Which trips an order had. A trip is one courier request for one order; asking again after a
// cancel is a new trip (trip-transitions.md), numbered: the order's n-th trip is `<orderId>~<n>`.
// The number makes two dispatchers racing for one order collide on the trip's stream, and lets a
// read model find the order of any trip event.
import { loadState } from '../commands/handle-command.ts';
import type { EventStore } from '../store/event-store.port.ts';
import { tripAggregate } from '../trips/trip.decider.ts';
import { tripStreamName } from '../trips/trip.events.ts';
import { isFinalTripStatus } from '../trips/trip.machine.ts';
import type { ExistingTrip } from '../trips/trip.state.ts';

export const tripIdFor = (orderId: string, attempt: number): string => `${orderId}~${attempt}`;

/** The order a trip id was made for (tripIdFor); the id itself when it was not made so. */
export const orderIdOfTrip = (tripId: string): string => {
  const at = tripId.lastIndexOf('~');
  return at < 0 ? tripId : tripId.slice(0, at);
};

export interface TripsOfOrder {
  /** The order's last trip, if it had any. */
  readonly latest: ExistingTrip | undefined;
  /** The number the order's next trip takes. */
  readonly next: number;
}

/** Reads the order's trip streams in turn (an order has a handful at most). */
export async function tripsOfOrder(
  store: EventStore,
  vendorId: string,
  orderId: string,
): Promise<TripsOfOrder> {
  let latest: ExistingTrip | undefined;
  for (let n = 1; ; n++) {
    const stream = tripStreamName(vendorId, tripIdFor(orderId, n));
    const { state } = await loadState(store, tripAggregate, stream, vendorId);
    if (state.status === 'NONE') return { latest, next: n };
    latest = state;
  }
}

/** A trip not yet delivered, canceled, timed out or interrupted. */
export const isActiveTrip = (trip: ExistingTrip): boolean => !isFinalTripStatus(trip.status);
