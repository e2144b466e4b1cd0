// Lists the demo vendor in the platform's vendor directory (the admins' vendor list), with the
// demo owner, as a platform admin's registration would have. The directory is the platform's
// stream, so the command is written as the platform's; its id is fixed per vendor.
import type { DemoSeed } from './demo-seed.ts';
import { PLATFORM_VENDOR_ID } from '@sofre/engine/identity';
import { vendorDirectoryAggregate } from '@sofre/engine/vendors';
import { demoStaff } from './demo-staff.ts';

export async function seedDemoDirectory(seed: DemoSeed): Promise<void> {
  const [owner] = demoStaff;
  await seed.run(
    vendorDirectoryAggregate,
    {
      type: 'EnrollVendor',
      data: { vendorId: seed.vendorId, ownerUserId: owner.userId, ownerPhone: owner.phone },
    },
    'vendor-directory',
    PLATFORM_VENDOR_ID,
  );
}
