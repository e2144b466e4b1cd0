// A vendor's small streams, read straight from the store (no read model holds them): opening
// hours, status (active or not), account settings, and the vendor stream itself for vendors that
// are not the request's (the admins' list, a brand's branches).
import { fold, type EventCodec, type EventStore, type RecordedEvent } from '@sofre/engine';
import { PLATFORM_VENDOR_ID } from '@sofre/engine/identity';
import {
  brandDecider,
  brandEventCodec,
  brandStreamName,
  evolveVendorAvailability,
  initialVendorAvailability,
  isVendorOpenAt,
  VENDOR_DIRECTORY_STREAM,
  vendorAccountDecider,
  vendorAccountEventCodec,
  vendorAccountStreamName,
  vendorAvailabilityEventCodec,
  vendorAvailabilityStreamName,
  vendorDecider,
  vendorDirectoryDecider,
  vendorDirectoryEventCodec,
  vendorEventCodec,
  vendorStatusDecider,
  vendorStatusEventCodec,
  vendorStatusStreamName,
  vendorStreamName,
  type BrandEvent,
  type BrandState,
  type VendorAccountEvent,
  type VendorAccountState,
  type VendorAvailabilityEvent,
  type VendorAvailabilityState,
  type VendorDirectoryEvent,
  type VendorDirectoryState,
  type VendorEvent,
  type VendorState,
  type VendorStatusEvent,
  type VendorStatusState,
} from '@sofre/engine/vendors';

const decode = <Event>(codec: EventCodec, e: RecordedEvent): Event => {
  const version = typeof e.metadata.version === 'number' ? e.metadata.version : 1;
  return codec.decode(e.type, e.data, version) as Event;
};

/** Events of a stream of `tenant`; a stream another tenant wrote reads as empty. */
async function tenantEvents<Event>(
  store: EventStore,
  tenant: string,
  stream: string,
  codec: EventCodec,
): Promise<Event[]> {
  const recorded = await store.readStream(stream);
  if (recorded.some((e) => e.metadata.vendorId !== tenant)) return [];
  return recorded.map((e) => decode<Event>(codec, e));
}

export async function availabilityOf(
  store: EventStore,
  vendorId: string,
): Promise<VendorAvailabilityState> {
  const stream = vendorAvailabilityStreamName(vendorId);
  const events = await tenantEvents<VendorAvailabilityEvent>(
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

/** Active unless a platform admin deactivated it (vendor-status.ts). */
export async function statusOf(store: EventStore, vendorId: string): Promise<VendorStatusState> {
  const stream = vendorStatusStreamName(vendorId);
  const codec = vendorStatusEventCodec;
  return fold(
    vendorStatusDecider,
    await tenantEvents<VendorStatusEvent>(store, vendorId, stream, codec),
  );
}

/** Settlement account, invoice option and brands (vendor-account.decider.ts). */
export async function accountOf(store: EventStore, vendorId: string): Promise<VendorAccountState> {
  const stream = vendorAccountStreamName(vendorId);
  const codec = vendorAccountEventCodec;
  const events = await tenantEvents<VendorAccountEvent>(store, vendorId, stream, codec);
  return fold(vendorAccountDecider, events);
}

/** Any vendor's settings by id, as its own stream has them ('NONE' for no such vendor). */
export async function vendorOf(store: EventStore, vendorId: string): Promise<VendorState> {
  const stream = vendorStreamName(vendorId);
  const events = await tenantEvents<VendorEvent>(store, vendorId, stream, vendorEventCodec);
  return fold(vendorDecider, events);
}

/** The platform's vendor directory (vendor-directory.ts). */
export async function directoryOf(store: EventStore): Promise<VendorDirectoryState> {
  const codec = vendorDirectoryEventCodec;
  const stream = VENDOR_DIRECTORY_STREAM;
  const events = await tenantEvents<VendorDirectoryEvent>(store, PLATFORM_VENDOR_ID, stream, codec);
  return fold(vendorDirectoryDecider, events);
}

/** A brand and its branches (brand.ts); brands are the platform's. */
export async function brandOf(store: EventStore, brandId: string): Promise<BrandState> {
  const stream = brandStreamName(brandId);
  const events = await tenantEvents<BrandEvent>(store, PLATFORM_VENDOR_ID, stream, brandEventCodec);
  return fold(brandDecider, events);
}
