import { describe, it } from 'vitest';
import type { CommandMetadata } from '../shared/messages.ts';
import { specFor } from '../testing/given-when-then.ts';
import type { BikerCommand, BikerCommandOf } from './biker.commands.ts';
import { bikerDecider, LOCATION_SHARE_INTERVAL_MS } from './biker.decider.ts';
import {
  BikerCreated,
  BikerEdited,
  BikerLocationShared,
  BikerShiftEnded,
  BikerShiftStarted,
  BikerTookTrip,
  BikerTripEnded,
} from './biker.events.ts';

const metadata: CommandMetadata = {
  commandId: 'cmd-1',
  vendorId: 'vendor-1',
  actor: { userId: 'owner', kind: 'STAFF' },
  now: '2025-03-21T08:30:00.000Z',
};
const command = <T extends BikerCommand['type']>(type: T, data: BikerCommandOf<T>['data']) =>
  ({ type, data, metadata }) as BikerCommandOf<T>;

const bikerId = 'biker-ali';
const profile = { bikerId, name: 'علی پیک', phone: '09121111111', active: true };
const created = BikerCreated(profile);
const onShift = BikerShiftStarted({ bikerId });
const took = BikerTookTrip({ bikerId, tripId: 'trip-1', orderId: 'order-of-trip-1' });
const given = specFor(bikerDecider);
const take = (tripId: string) =>
  command('TakeTrip', { bikerId, tripId, orderId: `order-of-${tripId}` });

describe('biker', () => {
  it('is created once', () => {
    given([]).when(command('CreateBiker', profile)).then([created]);
    given([created]).when(command('CreateBiker', profile)).thenRefuses('BIKER_ALREADY_EXISTS');
  });

  it('is edited; an edit that changes nothing appends nothing', () => {
    const renamed = { ...profile, name: 'علی رضایی' };
    given([created])
      .when(command('EditBiker', renamed))
      .then([BikerEdited(renamed)]);
    given([created]).when(command('EditBiker', profile)).then([]);
    given([]).when(command('EditBiker', profile)).thenRefuses('BIKER_NOT_FOUND');
  });

  it('goes on and off shift; only an active biker goes on', () => {
    const on = command('ChangeBikerShift', { bikerId, onShift: true });
    const off = command('ChangeBikerShift', { bikerId, onShift: false });
    given([created]).when(on).then([onShift]);
    given([created, onShift]).when(on).then([]);
    given([created, onShift])
      .when(off)
      .then([BikerShiftEnded({ bikerId })]);
    const inactive = BikerEdited({ ...profile, active: false });
    given([created, inactive]).when(on).thenRefuses('BIKER_INACTIVE');
  });

  it('deactivating a biker on shift ends the shift; not while on a trip', () => {
    const letGo = { ...profile, active: false };
    given([created, onShift])
      .when(command('EditBiker', letGo))
      .then([BikerEdited(letGo), BikerShiftEnded({ bikerId })]);
    given([created, onShift, took]).when(command('EditBiker', letGo)).thenRefuses('BIKER_BUSY');
  });

  it('takes a trip only on shift and free; the same trip twice is one', () => {
    given([created]).when(take('trip-1')).thenRefuses('BIKER_OFF_SHIFT');
    given([created, onShift]).when(take('trip-1')).then([took]);
    given([created, onShift, took]).when(take('trip-1')).then([]);
    given([created, onShift, took]).when(take('trip-2')).thenRefuses('BIKER_BUSY');
    given([created, onShift, took])
      .when(command('ChangeBikerShift', { bikerId, onShift: false }))
      .thenRefuses('BIKER_BUSY');
  });

  it('is freed when the trip ends, and only by that trip', () => {
    const end = (tripId: string) =>
      command('EndBikerTrip', { bikerId, tripId, outcome: 'DELIVERED' });
    given([created, onShift, took])
      .when(end('trip-1'))
      .then([BikerTripEnded({ bikerId, tripId: 'trip-1', outcome: 'DELIVERED' })]);
    given([created, onShift, took]).when(end('trip-9')).then([]);
    const ended = BikerTripEnded({ bikerId, tripId: 'trip-1', outcome: 'CANCELED' });
    given([created, onShift, took, ended])
      .when(take('trip-2'))
      .then([BikerTookTrip({ bikerId, tripId: 'trip-2', orderId: 'order-of-trip-2' })]);
  });

  it('shares a position only on a trip, and drops readings closer together than the interval', () => {
    const here = { bikerId, latitude: 35.75, longitude: 51.41, accuracy: 12 };
    const at = (now: string) =>
      ({ type: 'ShareBikerLocation', data: here, metadata: { ...metadata, now } }) as const;
    given([created, onShift]).when(at(metadata.now)).thenRefuses('TRIP_NOT_FOUND');
    const shared = BikerLocationShared({
      ...here,
      tripId: 'trip-1',
      orderId: 'order-of-trip-1',
      at: metadata.now,
    });
    given([created, onShift, took]).when(at(metadata.now)).then([shared]);
    const soon = new Date(Date.parse(metadata.now) + LOCATION_SHARE_INTERVAL_MS - 1).toISOString();
    given([created, onShift, took, shared]).when(at(soon)).then([]);
    const later = new Date(Date.parse(metadata.now) + LOCATION_SHARE_INTERVAL_MS).toISOString();
    given([created, onShift, took, shared])
      .when(at(later))
      .then([{ ...shared, data: { ...shared.data, at: later } }]);
    const ended = BikerTripEnded({ bikerId, tripId: 'trip-1', outcome: 'DELIVERED' });
    given([created, onShift, took, shared, ended]).when(at(later)).thenRefuses('TRIP_NOT_FOUND');
  });
});
