// Lists the demo vendor in the platform's vendor directory (the admins' vendor list), with the
// demo owner, as a platform admin's registration would have. The directory is the platform's
// stream, so the command is written as the platform's; its id is fixed per vendor.
import { handleCommand, type CommandMetadata, type EventStore, type Position } from '@sofre/engine';
import { PLATFORM_VENDOR_ID } from '@sofre/engine/identity';
import { vendorDirectoryAggregate } from '@sofre/engine/vendors';
import { demoStaff } from './demo-staff.ts';

export async function seedDemoDirectory(
  store: EventStore,
  metadata: (commandId: string) => CommandMetadata,
): Promise<Position | undefined> {
  const asVendor = metadata('vendor-directory');
  const [owner] = demoStaff;
  const result = await handleCommand(store, vendorDirectoryAggregate, {
    type: 'EnrollVendor',
    data: { vendorId: asVendor.vendorId, ownerUserId: owner.userId, ownerPhone: owner.phone },
    metadata: { ...asVendor, vendorId: PLATFORM_VENDOR_ID },
  });
  return result.position;
}
