// Commands and events for trip tests, with the fields a test does not care about filled in.
import type { CommandMetadata } from '../shared/messages.ts';
import type { TripCommandOf, TripCommandType } from './trip.commands.ts';
import { TripInitiated, TripRequested, type Biker, type TripLocation } from './trip.events.ts';

export const metadata: CommandMetadata = {
  commandId: 'cmd-1',
  vendorId: 'vendor-1',
  actor: { userId: 'cashier-1', kind: 'STAFF' },
  now: '2025-03-21T08:30:00.000Z',
};

export const tripCommand = <T extends TripCommandType>(
  type: T,
  data: TripCommandOf<T>['data'],
): TripCommandOf<T> => ({ type, data, metadata });

export const restaurant: TripLocation = {
  title: 'رستوران سفره',
  address: 'تهران، خیابان ولیعصر',
  latitude: 35.7219,
  longitude: 51.4097,
};
export const customerHome: TripLocation = {
  title: 'منزل',
  address: 'تهران، سعادت‌آباد',
  latitude: 35.7825,
  longitude: 51.3766,
  phone: '09120000000',
};

export const ali: Biker = { id: 'biker-ali', name: 'علی', phone: '09121111111' };
export const reza: Biker = { id: 'biker-reza', name: 'رضا', phone: '09122222222' };

export const tripId = 'trip-1';

export const initiated = TripInitiated({
  tripId,
  orderId: 'order-1',
  provider: 'MIARE',
  pickup: restaurant,
  dropoff: customerHome,
});
export const requested = TripRequested({ tripId, providerTripId: 'miare-77', fee: 450_000 });
