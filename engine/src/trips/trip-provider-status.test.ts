import { describe, expect, it } from 'vitest';
import type { CourierDeliveryStatus } from '../shared/enums.ts';
import { specFor } from '../testing/given-when-then.ts';
import { forwardPath, mapProviderStatus } from './trip-provider-status.ts';
import { tripDecider } from './trip.decider.ts';
import {
  TripBatchAssigned,
  TripBikerAccepted,
  TripBikerAssigned,
  TripBikerAtSource,
  TripCanceled,
  TripDelivered,
  TripInterrupted,
  TripPickedUp,
  TripRequested,
  TripTimedOut,
} from './trip.events.ts';
import { ali, initiated, requested, tripCommand, tripId } from './trip.test-fixtures.ts';

const given = specFor(tripDecider);
const webhook = (status: CourierDeliveryStatus, providerEventId: string, extra = {}) =>
  tripCommand('ApplyProviderStatus', { tripId, providerEventId, status, ...extra });
const from = (providerEventId: string) => ({ tripId, providerEventId });

describe('mapProviderStatus', () => {
  it.each([
    ['REQUESTED', 'TRIPREQUESTED'],
    ['ASSIGNED', 'BIKERASSIGNED'],
    ['ACCEPTED', 'BIKERACCEPTED'],
    ['ATRESTAURANT', 'ATSOURCE'],
    ['PICKED_UP', 'PICKEDUP'],
    ['DELIVERED', 'DELIVERED'],
    ['CANCELED_BY_PROVIDER', 'CANCELED'],
    ['CANCELED_BY_US', 'CANCELED'],
    ['TIMED_OUT', 'TIMEOUT'],
    ['ACK', 'IGNORE'],
  ] as const)('%s → %s', (status, trip) => expect(mapProviderStatus(status)).toBe(trip));
});

describe('forwardPath', () => {
  it('skips the optional steps a provider did not report', () =>
    expect(forwardPath('TRIPREQUESTED', 'PICKEDUP')).toEqual(['ACCEPT', 'PICK_UP']));
  it('fills in the pickup a delivery implies', () =>
    expect(forwardPath('BIKERASSIGNED', 'DELIVERED')).toEqual(['PICK_UP', 'DELIVER']));
  it('is empty for a status that is not ahead', () => {
    expect(forwardPath('PICKEDUP', 'BIKERACCEPTED')).toEqual([]);
    expect(forwardPath('BIKERASSIGNED', 'BATCHASSIGNED')).toEqual([]);
    expect(forwardPath('DELIVERED', 'DELIVERED')).toEqual([]);
  });
});

describe('trip: provider webhooks', () => {
  const assigned = TripBikerAssigned({ tripId, biker: ali });
  const pickedUp = TripPickedUp({ tripId });

  it('REQUESTED moves an initiated trip to TRIPREQUESTED', () =>
    given([initiated])
      .when(webhook('REQUESTED', 'e1'))
      .then([TripRequested(from('e1'))]));

  it('ASSIGNED names the biker', () =>
    given([initiated, requested])
      .when(webhook('ASSIGNED', 'e1', { biker: ali }))
      .then([TripBikerAssigned({ ...from('e1'), biker: ali })]));

  it('ASSIGNED with a batch id is a batch assignment', () =>
    given([initiated, requested])
      .when(webhook('ASSIGNED', 'e1', { batchId: 'b-1' }))
      .then([TripBatchAssigned({ ...from('e1'), batchId: 'b-1' })]));

  it('ACCEPTED right after the request implies the biker', () =>
    given([initiated, requested])
      .when(webhook('ACCEPTED', 'e1', { biker: ali }))
      .then([TripBikerAccepted({ ...from('e1'), biker: ali })]));

  it('ATRESTAURANT, PICKED_UP, DELIVERED walk the happy path', () => {
    const atSource = TripBikerAtSource(from('e2'));
    given([initiated, requested, assigned]).when(webhook('ATRESTAURANT', 'e2')).then([atSource]);
    given([initiated, requested, assigned, atSource])
      .when(webhook('PICKED_UP', 'e3'))
      .then([TripPickedUp(from('e3'))]);
    given([initiated, requested, assigned, pickedUp])
      .when(webhook('DELIVERED', 'e4'))
      .then([TripDelivered(from('e4'))]);
  });

  it('DELIVERED without a reported pickup records the pickup first', () =>
    given([initiated, requested, assigned])
      .when(webhook('DELIVERED', 'e9'))
      .then([TripPickedUp(from('e9')), TripDelivered(from('e9'))]));

  it('a webhook delivered twice is applied once', () => {
    const first = TripBikerAccepted(from('e1'));
    given([initiated, requested, first]).when(webhook('ACCEPTED', 'e1')).then([]);
    given([initiated, requested, assigned, first]).when(webhook('PICKED_UP', 'e1')).then([]);
  });

  it('a status behind the trip is ignored, not refused', () => {
    given([initiated, requested, assigned, pickedUp]).when(webhook('ASSIGNED', 'e5')).then([]);
    given([initiated, requested, assigned, pickedUp]).when(webhook('ATRESTAURANT', 'e6')).then([]);
    given([initiated, requested, assigned]).when(webhook('REQUESTED', 'e7')).then([]);
  });

  it('ACK changes nothing', () =>
    given([initiated, requested]).when(webhook('ACK', 'e1')).then([]));

  it('CANCELED_BY_PROVIDER before pickup cancels', () =>
    given([initiated, requested, assigned])
      .when(webhook('CANCELED_BY_PROVIDER', 'e1', { reason: 'no biker' }))
      .then([TripCanceled({ ...from('e1'), by: 'PROVIDER', reason: 'no biker' })]));

  it('CANCELED_BY_US echoes our cancel: once canceled, nothing more', () => {
    given([initiated, requested])
      .when(webhook('CANCELED_BY_US', 'e1'))
      .then([TripCanceled({ ...from('e1'), by: 'US' })]);
    given([initiated, TripCanceled({ tripId, by: 'US' })])
      .when(webhook('CANCELED_BY_US', 'e1'))
      .then([]);
  });

  it('a cancel after pickup interrupts the trip', () =>
    given([initiated, requested, assigned, pickedUp])
      .when(webhook('CANCELED_BY_PROVIDER', 'e1'))
      .then([TripInterrupted({ ...from('e1'), by: 'PROVIDER' })]));

  it('TIMED_OUT while waiting for a biker times the trip out', () =>
    given([initiated, requested])
      .when(webhook('TIMED_OUT', 'e1'))
      .then([TripTimedOut(from('e1'))]));

  it('TIMED_OUT after a biker accepted is late and ignored', () =>
    given([initiated, requested, TripBikerAccepted({ tripId })])
      .when(webhook('TIMED_OUT', 'e1'))
      .then([]));

  it('nothing moves a delivered trip', () => {
    const delivered = [initiated, requested, assigned, pickedUp, TripDelivered({ tripId })];
    for (const status of ['CANCELED_BY_PROVIDER', 'TIMED_OUT', 'PICKED_UP', 'DELIVERED'] as const) {
      given(delivered)
        .when(webhook(status, `late-${status}`))
        .then([]);
    }
  });

  it('answers TRIP_NOT_FOUND for a webhook about an unknown trip', () =>
    given([]).when(webhook('DELIVERED', 'e1')).thenRefuses('TRIP_NOT_FOUND'));
});
