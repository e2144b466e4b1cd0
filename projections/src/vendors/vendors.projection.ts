// Vendors by id (VendorView) and by host domain. The first vendor to claim a domain keeps it
// until it gives it up; the gateway checks vendorByDomain before registering a new one.
import { eventCodec } from '@sofre/engine';
import {
  vendorEvents,
  vendorStatusEvents,
  type VendorEvent,
  type VendorStatusEvent,
} from '@sofre/engine/vendors';
import { defineProjection, type ProjectedEvent } from '../projection.ts';
import type { VendorDomainRow, VendorView } from './vendor.view.ts';

const vendorEventTypes = vendorEvents.map((e) => e.type);
const vendorCodec = eventCodec([...vendorEvents, ...vendorStatusEvents]);

export function evolveVendor(
  row: VendorView | undefined,
  event: ProjectedEvent<VendorEvent | VendorStatusEvent>,
): VendorView | undefined {
  // The admin's switch (its own stream, vendor-status.ts): the row every request reads carries it,
  // so the check costs nothing beyond the cached vendor lookup.
  if (event.type === 'VendorActivated' || event.type === 'VendorDeactivated')
    return row && { ...row, active: event.type === 'VendorActivated', position: event.position };
  const { vendorId, name, domains, currencyUnit, pricingSettings, preparationTime } = event.data;
  // Both events carry every setting, so the row is the latest event's data.
  return {
    id: vendorId,
    name,
    domains,
    currencyUnit,
    pricingSettings,
    preparationTime,
    minimumBasket: event.data.minimumBasket,
    logo: event.data.logo,
    active: row?.active ?? true,
    position: event.position,
  };
}

export const vendorsProjection = defineProjection<VendorView, VendorEvent | VendorStatusEvent>({
  name: 'vendors',
  // 3: rows carry minimumBasket; 4: and logo.
  version: 4,
  codec: vendorCodec,
  eventTypes: [...vendorEventTypes, ...vendorStatusEvents.map((e) => e.type)],
  keysOf: (event) => [event.data.vendorId],
  evolve: (row, event) => evolveVendor(row, event),
  index: (row) => ({ vendorId: row.id }),
});

export function evolveVendorDomain(
  row: VendorDomainRow | undefined,
  event: ProjectedEvent<VendorEvent>,
  domain: string,
): VendorDomainRow | undefined {
  const { vendorId } = event.data;
  const ours = row === undefined || row.vendorId === vendorId;
  if (!ours) return row;
  const givenUp = event.type === 'VendorSettingsChanged' && !event.data.domains.includes(domain);
  if (givenUp) return undefined;
  return row ?? { domain, vendorId, position: event.position };
}

export const vendorDomainsProjection = defineProjection<VendorDomainRow, VendorEvent>({
  name: 'vendor-domains',
  version: 1,
  codec: vendorCodec,
  eventTypes: vendorEventTypes,
  keysOf: (event) =>
    event.type === 'VendorSettingsChanged'
      ? [...event.data.domains, ...event.data.removedDomains]
      : event.data.domains,
  evolve: (row, event, { id }) => evolveVendorDomain(row, event, id),
  index: (row) => ({ vendorId: row.vendorId }),
});
