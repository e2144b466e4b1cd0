// The vendor's opening hours, read straight from their small stream (no read model holds them).
import { fold, type EventCodec, type EventStore, type RecordedEvent } from '@sofre/engine';
import {
  evolveVendorAvailability,
  initialVendorAvailability,
  isVendorOpenAt,
  vendorAvailabilityEventCodec,
  vendorAvailabilityStreamName,
  type VendorAvailabilityEvent,
  type VendorAvailabilityState,
} from '@sofre/engine/vendors';

const decode = <Event>(codec: EventCodec, e: RecordedEvent): Event => {
  const version = typeof e.metadata.version === 'number' ? e.metadata.version : 1;
  return codec.decode(e.type, e.data, version) as Event;
};

/** Events of a vendor's own stream; a stream another vendor wrote reads as empty. */
async function vendorEvents<Event>(
  store: EventStore,
  vendorId: string,
  stream: string,
  codec: EventCodec,
): Promise<Event[]> {
  const recorded = await store.readStream(stream);
  if (recorded.some((e) => e.metadata.vendorId !== vendorId)) return [];
  return recorded.map((e) => decode<Event>(codec, e));
}

export async function availabilityOf(
  store: EventStore,
  vendorId: string,
): Promise<VendorAvailabilityState> {
  const stream = vendorAvailabilityStreamName(vendorId);
  const events = await vendorEvents<VendorAvailabilityEvent>(
    store,
    vendorId,
    stream,
    vendorAvailabilityEventCodec,
  );
  const decider = { initialState: initialVendorAvailability, evolve: evolveVendorAvailability };
  return fold(decider, events);
}

export async function openNow(store: EventStore, vendorId: string, now: Date): Promise<boolean> {
  return isVendorOpenAt(await availabilityOf(store, vendorId), now.toISOString());
}
