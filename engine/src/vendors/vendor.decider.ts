// The vendor aggregate: registered once, then settings patched. Pure: time and ids come in with
// the command. A vendor only ever acts on itself (metadata.vendorId), never on another vendor.
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { DomainError, domainError } from '../shared/domain-error.ts';
import type { Command } from '../shared/messages.ts';
import { checkPreparationTime } from '../pos-draft/pos-draft.state.ts';
import type { VendorCommand } from './vendor.commands.ts';
import { assertOwnLogo } from './vendor-logo.ts';
import {
  VendorRegistered,
  VendorSettingsChanged,
  vendorEventCodec,
  vendorStreamName,
  type VendorEvent,
  type VendorSettings,
} from './vendor.events.ts';

export type VendorState =
  | { readonly status: 'NONE' }
  | (VendorSettings & { readonly status: 'REGISTERED'; readonly vendorId: string });

export const initialVendorState = (): VendorState => ({ status: 'NONE' });

const unique = (domains: readonly string[]): string[] => [...new Set(domains)];

/** The tenant comes from the verified token (metadata), never from the body. */
function assertOwnVendor(command: Command<string, { vendorId: string }>): void {
  if (command.metadata.vendorId === command.data.vendorId) return;
  throw new DomainError('VENDOR_NOT_FOUND', [
    { field: 'vendorId', code: 'VENDOR_NOT_FOUND', message: 'فروشگاه یافت نشد.' },
  ]);
}

export function decideVendor(command: VendorCommand, state: VendorState): VendorEvent[] {
  assertOwnVendor(command);
  const { vendorId } = command.data;
  switch (command.type) {
    case 'RegisterVendor': {
      if (state.status !== 'NONE') throw domainError('VENDOR_ALREADY_EXISTS', { vendorId });
      checkPreparationTime(command.data.preparationTime);
      assertOwnLogo(vendorId, command.data.logo);
      return [VendorRegistered({ ...command.data, domains: unique(command.data.domains) })];
    }
    case 'ChangeVendorSettings': {
      if (state.status === 'NONE') throw domainError('VENDOR_NOT_FOUND', { vendorId });
      const { status: _status, vendorId: _id, ...current } = state;
      const patch = Object.fromEntries(
        Object.entries(command.data).filter(([k, v]) => k !== 'vendorId' && v !== undefined),
      ) as Partial<VendorSettings>;
      const next: VendorSettings = { ...current, ...patch };
      next.domains = unique(next.domains);
      if (patch.preparationTime !== undefined) checkPreparationTime(patch.preparationTime);
      assertOwnLogo(vendorId, patch.logo);
      // Asking for the settings the vendor already has changes nothing.
      if (JSON.stringify(next) === JSON.stringify(current)) return [];
      const removedDomains = current.domains.filter((d) => !next.domains.includes(d));
      return [VendorSettingsChanged({ vendorId, ...next, removedDomains })];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${(unknown as { type: string }).type}`);
    }
  }
}

export function evolveVendor(state: VendorState, event: VendorEvent): VendorState {
  const { vendorId, name, domains, currencyUnit, pricingSettings, preparationTime } = event.data;
  return {
    status: 'REGISTERED',
    vendorId,
    ...{ name, domains, currencyUnit, pricingSettings, preparationTime },
    minimumBasket: event.data.minimumBasket,
    logo: event.data.logo,
  };
}

export const vendorDecider: Decider<VendorState, VendorCommand, VendorEvent> = {
  initialState: initialVendorState,
  decide: decideVendor,
  evolve: evolveVendor,
};

/** What the shared command handler needs to run vendor commands. */
export const vendorAggregate: Aggregate<VendorState, VendorCommand, VendorEvent> = {
  decider: vendorDecider,
  codec: vendorEventCodec,
  streamName: (command) => vendorStreamName(command.data.vendorId),
  notFound: 'VENDOR_NOT_FOUND',
};
