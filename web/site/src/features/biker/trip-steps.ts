// The courier's next step on an order, by where its trip stands: accept → at the restaurant →
// picked up → at the door → delivered. A step is the courier-status word the PATCH takes (spec §3); the trip
// machine on the server decides whether it is legal, this only picks the button to show. Giving
// the order back (CANCELED) is the trip machine's own question: a cancel is a move it allows
// until the food is picked up.
import type { TripStatus } from '@sofre/engine';
import type { DeliveryOrderView } from '@sofre/engine/contracts';
import { canMoveTrip } from '@sofre/engine/trips';

export type BikerStep = 'ACCEPTED' | 'ATRESTAURANT' | 'PICKED_UP' | 'ATDESTINATION' | 'DELIVERED';
/** What the courier can send: the next step, or giving the order back before pickup. */
export type BikerMove = BikerStep | 'CANCELED';

const nextStep: Partial<Record<TripStatus, BikerStep>> = {
  BIKERASSIGNED: 'ACCEPTED',
  BATCHASSIGNED: 'ACCEPTED',
  BIKERACCEPTED: 'ATRESTAURANT',
  ATSOURCE: 'PICKED_UP',
  PICKEDUP: 'ATDESTINATION',
  ATDESTINATION: 'DELIVERED',
};

export const nextStepOf = (status: TripStatus): BikerStep | undefined => nextStep[status];

/** Whether the courier may still give the order back to the restaurant (before pickup). */
export const canGiveBack = (status: TripStatus): boolean => canMoveTrip(status, 'CANCEL');

/** A trip the courier still has to finish: a step is left to take. */
export const isTripOn = (status: TripStatus): boolean => nextStep[status] !== undefined;

/** The order the courier is carrying now (one at a time), if theirs; else undefined. */
export function currentOrder(
  orders: readonly DeliveryOrderView[],
  bikerId: string,
): DeliveryOrderView | undefined {
  return orders.find((o) => o.trip?.biker?.id === bikerId && isTripOn(o.trip.status));
}

/** The orders the courier delivered lately, newest first. */
export const deliveredBy = (orders: readonly DeliveryOrderView[], bikerId: string) =>
  orders.filter((o) => o.trip?.biker?.id === bikerId && o.trip.status === 'DELIVERED');
