// Whether a vendor is open for business on the platform: a platform admin deactivates a vendor
// (an unpaid subscription, a closed restaurant) and activates it again. While inactive, its
// domain answers nothing but VENDOR_INACTIVE: no site, no menu, no staff login, no back office.
// A stream of its own next to the vendor's, so the check on every request reads one tiny stream.
import { z } from 'zod';
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { domainError } from '../shared/domain-error.ts';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import type { CommandUnion } from '../shared/messages.ts';

const vendorId = z.string().min(1);

export const VendorDeactivated = defineEvent('VendorDeactivated', z.object({ vendorId }));
export const VendorActivated = defineEvent('VendorActivated', z.object({ vendorId }));

export const vendorStatusEvents = [VendorDeactivated, VendorActivated] as const;
export const vendorStatusEventCodec = eventCodec(vendorStatusEvents);
export type VendorStatusEvent = EventOf<(typeof vendorStatusEvents)[number]>;

export const vendorStatusStreamName = (vendorId: string): string => `vendor-status-${vendorId}`;

export const vendorStatusCommandSchemas = {
  /** The admin's switch (PUT vendors/activate). */
  SetVendorActive: z.object({ vendorId, active: z.boolean() }),
} as const;
export type VendorStatusCommand = CommandUnion<typeof vendorStatusCommandSchemas>;

/** A vendor is active from its registration until an admin says otherwise. */
export interface VendorStatusState {
  readonly active: boolean;
}
export const initialVendorStatus = (): VendorStatusState => ({ active: true });

export function decideVendorStatus(
  command: VendorStatusCommand,
  state: VendorStatusState,
): VendorStatusEvent[] {
  const { vendorId: id, active } = command.data;
  // The stream is the vendor's: the admin's command is written as the vendor's (metadata).
  if (command.metadata.vendorId !== id) throw domainError('VENDOR_NOT_FOUND');
  if (active === state.active) return [];
  return [active ? VendorActivated({ vendorId: id }) : VendorDeactivated({ vendorId: id })];
}

export const evolveVendorStatus = (
  _state: VendorStatusState,
  event: VendorStatusEvent,
): VendorStatusState => ({ active: event.type === 'VendorActivated' });

export const vendorStatusDecider: Decider<
  VendorStatusState,
  VendorStatusCommand,
  VendorStatusEvent
> = {
  initialState: initialVendorStatus,
  decide: decideVendorStatus,
  evolve: evolveVendorStatus,
};

export const vendorStatusAggregate: Aggregate<
  VendorStatusState,
  VendorStatusCommand,
  VendorStatusEvent
> = {
  decider: vendorStatusDecider,
  codec: vendorStatusEventCodec,
  streamName: (command) => vendorStatusStreamName(command.data.vendorId),
  notFound: 'VENDOR_NOT_FOUND',
};
