// A vendor as the platform admins' list shows it: its current settings and status from its own
// streams, its owner and enrollment instant from the platform's directory.
import type { EventStore } from '@sofre/engine';
import type { AdminVendorRow } from '@sofre/engine/contracts';
import type { DirectoryEntry } from '@sofre/engine/vendors';
import { statusOf, vendorOf } from './vendor-streams.ts';

/** undefined when the vendor was never registered. */
export async function adminVendorRow(
  store: EventStore,
  vendorId: string,
  entry: DirectoryEntry | undefined,
): Promise<AdminVendorRow | undefined> {
  const [vendor, status] = await Promise.all([
    vendorOf(store, vendorId),
    statusOf(store, vendorId),
  ]);
  if (vendor.status !== 'REGISTERED') return undefined;
  return {
    id: vendorId,
    name: vendor.name,
    domains: vendor.domains,
    currencyUnit: vendor.currencyUnit,
    isActive: status.active,
    ownerPhone: entry?.ownerPhone ?? '',
    registeredAt: entry?.enrolledAt ?? '',
  };
}
