// The platform's directory of vendors: every vendor a platform admin registered (and the demo
// vendors, enrolled by the seed) with the owner it was registered for. The admins' vendor list
// starts here; each vendor's current name, domains and status are read from its own streams.
// One stream of the platform tenant: it grows by one small event per vendor.
import { z } from 'zod';
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import type { CommandUnion } from '../shared/messages.ts';
import { PhoneNumber } from '../identity/phone.ts';

const vendorId = z.string().min(1);

const Enrollment = z.object({ vendorId, ownerUserId: z.string().min(1), ownerPhone: PhoneNumber });

export const VendorEnrolled = defineEvent(
  'VendorEnrolled',
  /** enrolledAt: the command's instant (UTC ISO-8601), for the list's "registered on". */
  Enrollment.extend({ enrolledAt: z.iso.datetime() }),
);
export const vendorDirectoryEvents = [VendorEnrolled] as const;
export const vendorDirectoryEventCodec = eventCodec(vendorDirectoryEvents);
export type VendorDirectoryEvent = EventOf<(typeof vendorDirectoryEvents)[number]>;

export const VENDOR_DIRECTORY_STREAM = 'vendor-directory';

export const vendorDirectoryCommandSchemas = {
  EnrollVendor: Enrollment,
} as const;
export type VendorDirectoryCommand = CommandUnion<typeof vendorDirectoryCommandSchemas>;

export type DirectoryEntry = VendorDirectoryEvent['data'];

/** Entries in enrollment order. */
export type VendorDirectoryState = ReadonlyMap<string, DirectoryEntry>;

export const initialVendorDirectory = (): VendorDirectoryState => new Map();

export function decideVendorDirectory(
  command: VendorDirectoryCommand,
  state: VendorDirectoryState,
): VendorDirectoryEvent[] {
  // Enrolling a vendor again (a registration retried) changes nothing.
  if (state.has(command.data.vendorId)) return [];
  return [VendorEnrolled({ ...command.data, enrolledAt: command.metadata.now })];
}

export function evolveVendorDirectory(
  state: VendorDirectoryState,
  event: VendorDirectoryEvent,
): VendorDirectoryState {
  const next = new Map(state);
  next.set(event.data.vendorId, event.data);
  return next;
}

export const vendorDirectoryDecider: Decider<
  VendorDirectoryState,
  VendorDirectoryCommand,
  VendorDirectoryEvent
> = {
  initialState: initialVendorDirectory,
  decide: decideVendorDirectory,
  evolve: evolveVendorDirectory,
};

export const vendorDirectoryAggregate: Aggregate<
  VendorDirectoryState,
  VendorDirectoryCommand,
  VendorDirectoryEvent
> = {
  decider: vendorDirectoryDecider,
  codec: vendorDirectoryEventCodec,
  streamName: () => VENDOR_DIRECTORY_STREAM,
  notFound: 'VENDOR_NOT_FOUND',
};
