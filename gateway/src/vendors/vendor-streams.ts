// A vendor's small streams, read straight from the store (no read model holds them): opening
// hours, status (active or not), account settings, and the vendor stream itself for vendors that
// are not the request's (the admins' list, a brand's branches). Each is kept in memory and read
// on from where it was (kept-stream-state.ts).
import type { EventCodec, EventStore } from '@sofre/engine';
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
import { keptStreamStates } from '../platform/kept-stream-state.ts';

/** A stream's state kept between reads (kept-stream-state.ts): each read fetches only what is new. */
const kept = <State, Event>(
  decider: { initialState(): State; evolve(state: State, event: Event): State },
  codec: EventCodec,
) =>
  keptStreamStates<State, Event>({
    initialState: () => decider.initialState(),
    evolve: (state, event) => decider.evolve(state, event),
    codec,
  });

const availabilities = kept<VendorAvailabilityState, VendorAvailabilityEvent>(
  { initialState: initialVendorAvailability, evolve: evolveVendorAvailability },
  vendorAvailabilityEventCodec,
);
const statuses = kept<VendorStatusState, VendorStatusEvent>(
  vendorStatusDecider,
  vendorStatusEventCodec,
);
const accounts = kept<VendorAccountState, VendorAccountEvent>(
  vendorAccountDecider,
  vendorAccountEventCodec,
);
const vendors = kept<VendorState, VendorEvent>(vendorDecider, vendorEventCodec);
const directories = kept<VendorDirectoryState, VendorDirectoryEvent>(
  vendorDirectoryDecider,
  vendorDirectoryEventCodec,
);
const brands = kept<BrandState, BrandEvent>(brandDecider, brandEventCodec);

/** Opening hours and the open/closed switch (every order asks). */
export const availabilityOf = (store: EventStore, vendorId: string) =>
  availabilities(store, vendorAvailabilityStreamName(vendorId), vendorId);

export async function openNow(store: EventStore, vendorId: string, now: Date): Promise<boolean> {
  return isVendorOpenAt(await availabilityOf(store, vendorId), now.toISOString());
}

/** Active unless a platform admin deactivated it (vendor-status.ts). */
export const statusOf = (store: EventStore, vendorId: string): Promise<VendorStatusState> =>
  statuses(store, vendorStatusStreamName(vendorId), vendorId);

/** Settlement account, invoice option and brands (vendor-account.decider.ts). */
export const accountOf = (store: EventStore, vendorId: string): Promise<VendorAccountState> =>
  accounts(store, vendorAccountStreamName(vendorId), vendorId);

/** Any vendor's settings by id, as its own stream has them ('NONE' for no such vendor). */
export const vendorOf = (store: EventStore, vendorId: string): Promise<VendorState> =>
  vendors(store, vendorStreamName(vendorId), vendorId);

/** The platform's vendor directory (vendor-directory.ts). */
export const directoryOf = (store: EventStore): Promise<VendorDirectoryState> =>
  directories(store, VENDOR_DIRECTORY_STREAM, PLATFORM_VENDOR_ID);

/** A brand and its branches (brand.ts); brands are the platform's. */
export const brandOf = (store: EventStore, brandId: string): Promise<BrandState> =>
  brands(store, brandStreamName(brandId), PLATFORM_VENDOR_ID);
