// The rulebook, move by move: exactly the moves in trip-transitions.md are legal.
import { describe, expect, it } from 'vitest';
import { TripStatus } from '../shared/enums.ts';
import { isFinalTripStatus, nextTripStatus, type TripMove } from './trip.machine.ts';

const moves: readonly TripMove[] = [
  'REQUEST',
  'ASSIGN',
  'ASSIGN_BATCH',
  'ACCEPT',
  'ARRIVE_AT_SOURCE',
  'PICK_UP',
  'ARRIVE_AT_DESTINATION',
  'DELIVER',
  'CANCEL',
  'TIME_OUT',
  'INTERRUPT',
];

const beforePickup = {
  ASSIGN: 'BIKERASSIGNED',
  ASSIGN_BATCH: 'BATCHASSIGNED',
  ARRIVE_AT_SOURCE: 'ATSOURCE',
  PICK_UP: 'PICKEDUP',
  CANCEL: 'CANCELED',
} as const;

const legal: Record<TripStatus, Partial<Record<TripMove, TripStatus>>> = {
  INITIATED: { REQUEST: 'TRIPREQUESTED', CANCEL: 'CANCELED' },
  TRIPREQUESTED: {
    ASSIGN: 'BIKERASSIGNED',
    ASSIGN_BATCH: 'BATCHASSIGNED',
    ACCEPT: 'BIKERACCEPTED',
    CANCEL: 'CANCELED',
    TIME_OUT: 'TIMEOUT',
  },
  BIKERASSIGNED: { ...beforePickup, ACCEPT: 'BIKERACCEPTED', TIME_OUT: 'TIMEOUT' },
  BATCHASSIGNED: { ...beforePickup, ACCEPT: 'BIKERACCEPTED', TIME_OUT: 'TIMEOUT' },
  BIKERACCEPTED: beforePickup,
  ATSOURCE: { PICK_UP: 'PICKEDUP', CANCEL: 'CANCELED' },
  PICKEDUP: {
    ARRIVE_AT_DESTINATION: 'ATDESTINATION',
    DELIVER: 'DELIVERED',
    INTERRUPT: 'INTERRUPTED',
  },
  ATDESTINATION: { DELIVER: 'DELIVERED', INTERRUPT: 'INTERRUPTED' },
  DELIVERED: {},
  CANCELED: {},
  TIMEOUT: {},
  INTERRUPTED: {},
};

describe('trip machine', () => {
  for (const from of TripStatus.options) {
    for (const move of moves) {
      const to = legal[from][move];
      it(`${from} --${move}--> ${to ?? 'refused'}`, () =>
        expect(nextTripStatus(from, move)).toBe(to));
    }
  }

  it('has exactly four final statuses', () =>
    expect(TripStatus.options.filter(isFinalTripStatus)).toEqual([
      'DELIVERED',
      'CANCELED',
      'TIMEOUT',
      'INTERRUPTED',
    ]));
});
