import { describe, it } from 'vitest';
import { specFor } from '../testing/given-when-then.ts';
import { tripDecider } from './trip.decider.ts';
import {
  TripBatchAssigned,
  TripBikerAccepted,
  TripBikerAssigned,
  TripBikerAtDestination,
  TripBikerAtSource,
  TripCanceled,
  TripDelivered,
  TripInterrupted,
  TripPickedUp,
  TripTimedOut,
} from './trip.events.ts';
import {
  ali,
  customerHome,
  initiated,
  requested,
  reza,
  restaurant,
  tripCommand,
  tripId,
} from './trip.test-fixtures.ts';

const given = specFor(tripDecider);
const assigned = TripBikerAssigned({ tripId, biker: ali });
const accepted = TripBikerAccepted({ tripId });
const pickedUp = TripPickedUp({ tripId });
const cancel = tripCommand('CancelTrip', { tripId, reason: 'مشتری منصرف شد' });
const interrupt = tripCommand('InterruptTrip', { tripId, reason: 'تصادف پیک' });
const assignAli = tripCommand('AssignBiker', { tripId, biker: ali });

describe('trip: our own commands', () => {
  const initiate = tripCommand('InitiateTrip', {
    tripId,
    orderId: 'order-1',
    provider: 'MIARE',
    pickup: restaurant,
    dropoff: customerHome,
  });

  it('initiates a trip for an order', () => given([]).when(initiate).then([initiated]));

  it('refuses to initiate the same trip twice: a re-request is a new trip', () =>
    given([initiated, TripCanceled({ tripId, by: 'PROVIDER' })])
      .when(initiate)
      .thenRefuses('INVALID_TRIP_STATE'));

  it('answers TRIP_NOT_FOUND for a trip that was never initiated', () =>
    given([]).when(cancel).thenRefuses('TRIP_NOT_FOUND'));

  it('requests the trip from the provider', () =>
    given([initiated])
      .when(tripCommand('RequestTrip', { tripId, providerTripId: 'miare-77', fee: 450_000 }))
      .then([requested]));

  it('refuses to request a trip twice', () =>
    given([initiated, requested])
      .when(tripCommand('RequestTrip', { tripId }))
      .thenRefuses('INVALID_TRIP_STATE'));

  it('assigns a biker to a requested trip', () =>
    given([initiated, requested]).when(assignAli).then([assigned]));

  it('assigns a biker in a batch', () =>
    given([initiated, requested])
      .when(tripCommand('AssignBiker', { tripId, biker: ali, batchId: 'batch-9' }))
      .then([TripBatchAssigned({ tripId, batchId: 'batch-9', biker: ali })]));

  it('swaps the biker before pickup', () =>
    given([initiated, requested, assigned, accepted])
      .when(tripCommand('AssignBiker', { tripId, biker: reza }))
      .then([TripBikerAssigned({ tripId, biker: reza })]));

  it('ignores assigning the same biker twice', () =>
    given([initiated, requested, assigned]).when(assignAli).then([]));

  it('refuses to assign a biker before the trip is requested', () =>
    given([initiated]).when(assignAli).thenRefuses('INVALID_TRIP_STATE'));

  it('refuses to assign a biker after pickup', () =>
    given([initiated, requested, assigned, pickedUp])
      .when(tripCommand('AssignBiker', { tripId, biker: reza }))
      .thenRefuses('INVALID_TRIP_STATE'));

  for (const [name, history] of [
    ['INITIATED', [initiated]],
    ['TRIPREQUESTED', [initiated, requested]],
    ['BIKERASSIGNED', [initiated, requested, assigned]],
    ['BATCHASSIGNED', [initiated, requested, TripBatchAssigned({ tripId, batchId: 'b' })]],
    ['BIKERACCEPTED', [initiated, requested, assigned, accepted]],
    ['ATSOURCE', [initiated, requested, assigned, TripBikerAtSource({ tripId })]],
  ] as const) {
    it(`cancels a trip that is ${name}`, () =>
      given(history)
        .when(cancel)
        .then([TripCanceled({ tripId, by: 'US', reason: 'مشتری منصرف شد' })]));
  }

  it('refuses to cancel once the food is picked up', () =>
    given([initiated, requested, assigned, pickedUp])
      .when(cancel)
      .thenRefuses('INVALID_TRIP_STATE'));

  it('ignores cancelling a canceled trip', () =>
    given([initiated, TripCanceled({ tripId, by: 'PROVIDER' })])
      .when(cancel)
      .then([]));

  for (const [name, ended] of [
    ['DELIVERED', TripDelivered({ tripId })],
    ['TIMEOUT', TripTimedOut({ tripId })],
    ['INTERRUPTED', TripInterrupted({ tripId, by: 'PROVIDER' })],
  ] as const) {
    it(`refuses to cancel a trip that is ${name}`, () =>
      given([initiated, requested, assigned, pickedUp, ended])
        .when(cancel)
        .thenRefuses('INVALID_TRIP_STATE'));
  }

  it('interrupts a trip after pickup', () =>
    given([initiated, requested, assigned, pickedUp])
      .when(interrupt)
      .then([TripInterrupted({ tripId, by: 'US', reason: 'تصادف پیک' })]));

  it('interrupts a trip at the destination', () =>
    given([initiated, requested, assigned, pickedUp, TripBikerAtDestination({ tripId })])
      .when(interrupt)
      .then([TripInterrupted({ tripId, by: 'US', reason: 'تصادف پیک' })]));

  it('refuses to interrupt before pickup: that is a cancel', () =>
    given([initiated, requested, assigned]).when(interrupt).thenRefuses('INVALID_TRIP_STATE'));

  it('ignores interrupting an interrupted trip', () =>
    given([initiated, requested, assigned, pickedUp, TripInterrupted({ tripId, by: 'US' })])
      .when(interrupt)
      .then([]));
});

describe('trip: our own biker’s moves (MoveTrip)', () => {
  const move = (m: 'ACCEPT' | 'ARRIVE_AT_SOURCE' | 'PICK_UP' | 'DELIVER', bikerId = ali.id) =>
    tripCommand('MoveTrip', { tripId, bikerId, move: m });
  const assigned = TripBikerAssigned({ tripId, biker: ali });

  it('walks the trip one legal step at a time', () => {
    given([initiated, requested, assigned])
      .when(move('ACCEPT'))
      .then([TripBikerAccepted({ tripId })]);
    given([initiated, requested, assigned, TripBikerAccepted({ tripId })])
      .when(move('ARRIVE_AT_SOURCE'))
      .then([TripBikerAtSource({ tripId })]);
    given([initiated, requested, assigned, TripBikerAtSource({ tripId })])
      .when(move('PICK_UP'))
      .then([TripPickedUp({ tripId })]);
    given([initiated, requested, assigned, TripPickedUp({ tripId })])
      .when(move('DELIVER'))
      .then([TripDelivered({ tripId })]);
  });

  it('refuses a step the rulebook does not allow, instead of filling steps in', () => {
    given([initiated, requested, assigned]).when(move('DELIVER')).thenRefuses('INVALID_TRIP_STATE');
    given([initiated, requested, assigned, TripPickedUp({ tripId }), TripDelivered({ tripId })])
      .when(move('PICK_UP'))
      .thenRefuses('INVALID_TRIP_STATE');
  });

  it('is not another biker’s to move', () =>
    given([initiated, requested, assigned])
      .when(move('ACCEPT', reza.id))
      .thenRefuses('TRIP_NOT_FOUND'));
});
