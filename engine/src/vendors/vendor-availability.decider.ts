// Set or clear a vendor's opening hours. A vendor only ever changes its own (metadata.vendorId);
// the gateway has resolved the vendor from the host domain before this runs.
import { z } from 'zod';
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { DomainError, domainError } from '../shared/domain-error.ts';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
import {
  AvailabilitySchedule,
  isOpenAt,
  nextOpeningAfter,
  scheduleErrors,
  type AvailabilityTime,
} from './availability.ts';
import {
  VendorAvailabilityCleared,
  VendorAvailabilitySet,
  vendorAvailabilityEventCodec,
  vendorAvailabilityStreamName,
  type VendorAvailabilityEvent,
} from './vendor-availability.events.ts';

const vendorId = z.string().min(1);

export const vendorAvailabilityCommandSchemas = {
  /** An empty list is the same as clearing. */
  SetVendorAvailability: z.object({ vendorId, times: AvailabilitySchedule }),
  ClearVendorAvailability: z.object({ vendorId }),
} as const;

type Schemas = typeof vendorAvailabilityCommandSchemas;
export type VendorAvailabilityCommandOf<T extends keyof Schemas> = CommandFrom<Schemas, T>;
export type VendorAvailabilityCommand = CommandUnion<Schemas>;

/** undefined: no hours set, so never closed by time. */
export interface VendorAvailabilityState {
  readonly times: readonly AvailabilityTime[] | undefined;
}

export const initialVendorAvailability = (): VendorAvailabilityState => ({ times: undefined });

export const isVendorOpenAt = (state: VendorAvailabilityState, instantUtcIso: string): boolean =>
  state.times === undefined || isOpenAt(state.times, instantUtcIso);

/** When a closed vendor opens next (UTC ISO); null while it is open, or if no window opens it. */
export const vendorNextOpening = (
  state: VendorAvailabilityState,
  instantUtcIso: string,
): string | null =>
  isVendorOpenAt(state, instantUtcIso) ? null : nextOpeningAfter(state.times ?? [], instantUtcIso);

export function decideVendorAvailability(
  command: VendorAvailabilityCommand,
  state: VendorAvailabilityState,
): VendorAvailabilityEvent[] {
  if (command.metadata.vendorId !== command.data.vendorId) throw domainError('VENDOR_NOT_FOUND');
  const cleared = [VendorAvailabilityCleared({ vendorId: command.data.vendorId })];
  switch (command.type) {
    case 'SetVendorAvailability': {
      const { times } = command.data;
      if (times.length === 0) return state.times === undefined ? [] : cleared;
      const errors = scheduleErrors(times);
      if (errors.length > 0) throw new DomainError('AVAILABILITY_INVALID', errors);
      if (JSON.stringify(times) === JSON.stringify(state.times)) return [];
      return [VendorAvailabilitySet({ vendorId: command.data.vendorId, times })];
    }
    case 'ClearVendorAvailability':
      return state.times === undefined ? [] : cleared;
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${(unknown as { type: string }).type}`);
    }
  }
}

export const evolveVendorAvailability = (
  _state: VendorAvailabilityState,
  event: VendorAvailabilityEvent,
): VendorAvailabilityState => ({
  times: event.type === 'VendorAvailabilitySet' ? event.data.times : undefined,
});

export const vendorAvailabilityDecider: Decider<
  VendorAvailabilityState,
  VendorAvailabilityCommand,
  VendorAvailabilityEvent
> = {
  initialState: initialVendorAvailability,
  decide: decideVendorAvailability,
  evolve: evolveVendorAvailability,
};

export const vendorAvailabilityAggregate: Aggregate<
  VendorAvailabilityState,
  VendorAvailabilityCommand,
  VendorAvailabilityEvent
> = {
  decider: vendorAvailabilityDecider,
  codec: vendorAvailabilityEventCodec,
  streamName: (command) => vendorAvailabilityStreamName(command.data.vendorId),
  notFound: 'VENDOR_NOT_FOUND',
};
