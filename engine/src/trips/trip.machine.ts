// The courier trip rulebook (STYLE §5): the 12 trip statuses of spec §3 and the moves allowed out
// of each. No timers, invokes or actions — decide asks it with can()/transition(), and the POS asks
// the same machine which buttons to show. The table is in trip-transitions.md.
import { setup, transition } from 'xstate';
import type { TripStatus } from '../shared/enums.ts';

export type TripMove =
  | 'REQUEST'
  | 'ASSIGN'
  | 'ASSIGN_BATCH'
  | 'ACCEPT'
  | 'ARRIVE_AT_SOURCE'
  | 'PICK_UP'
  | 'ARRIVE_AT_DESTINATION'
  | 'DELIVER'
  | 'CANCEL'
  | 'TIME_OUT'
  | 'INTERRUPT';

export type TripMachineEvent = { type: TripMove };

// A biker is on the trip but has not left the restaurant with the food: (re)assigning, arriving
// and picking up are all possible, and so is cancelling. Providers skip ACCEPTED or ATRESTAURANT
// often enough that those steps are optional; a biker (assigned or accepted) is not.
const bikerOnTheWay = {
  ASSIGN: 'BIKERASSIGNED',
  ASSIGN_BATCH: 'BATCHASSIGNED',
  ARRIVE_AT_SOURCE: 'ATSOURCE',
  PICK_UP: 'PICKEDUP',
  CANCEL: 'CANCELED',
} as const;

// Once the food has left, the trip can no longer be canceled: it ends delivered or interrupted.
const foodOnTheRoad = { DELIVER: 'DELIVERED', INTERRUPT: 'INTERRUPTED' } as const;

export const tripMachine = setup({
  types: { events: {} as TripMachineEvent },
}).createMachine({
  id: 'trip',
  initial: 'INITIATED',
  states: {
    INITIATED: { on: { REQUEST: 'TRIPREQUESTED', CANCEL: 'CANCELED' } },
    // Waiting for a biker; a provider reporting ACCEPTED names the biker and the acceptance at once.
    TRIPREQUESTED: {
      on: {
        ASSIGN: 'BIKERASSIGNED',
        ASSIGN_BATCH: 'BATCHASSIGNED',
        ACCEPT: 'BIKERACCEPTED',
        CANCEL: 'CANCELED',
        TIME_OUT: 'TIMEOUT',
      },
    },
    // Assigned but not yet accepted: still "waiting for a biker", so it may still time out.
    BIKERASSIGNED: { on: { ...bikerOnTheWay, ACCEPT: 'BIKERACCEPTED', TIME_OUT: 'TIMEOUT' } },
    BATCHASSIGNED: { on: { ...bikerOnTheWay, ACCEPT: 'BIKERACCEPTED', TIME_OUT: 'TIMEOUT' } },
    BIKERACCEPTED: { on: bikerOnTheWay },
    ATSOURCE: { on: { PICK_UP: 'PICKEDUP', CANCEL: 'CANCELED' } },
    PICKEDUP: { on: { ...foodOnTheRoad, ARRIVE_AT_DESTINATION: 'ATDESTINATION' } },
    ATDESTINATION: { on: foodOnTheRoad },
    DELIVERED: { type: 'final' },
    CANCELED: { type: 'final' },
    TIMEOUT: { type: 'final' },
    INTERRUPTED: { type: 'final' },
  },
});

/** The rulebook at a given status (the trip machine needs no context). */
export const tripSnapshot = (status: TripStatus) => tripMachine.resolveState({ value: status });

export const canMove = (status: TripStatus, move: TripMove): boolean =>
  tripSnapshot(status).can({ type: move });

/** Where a move leads from a status, or undefined when the rulebook refuses it. */
export function nextTripStatus(status: TripStatus, move: TripMove): TripStatus | undefined {
  const snapshot = tripSnapshot(status);
  if (!snapshot.can({ type: move })) return undefined;
  const [next] = transition(tripMachine, snapshot, { type: move });
  return next.value as TripStatus;
}

/** DELIVERED, CANCELED, TIMEOUT and INTERRUPTED: nothing moves a trip out of them. */
export const isFinalTripStatus = (status: TripStatus): boolean =>
  tripSnapshot(status).status === 'done';
