// Gives the demo restaurant a logo the way the back office does: the image goes into the file
// store (as POST /api-identity/files would put it), then its path into the vendor's settings.
// The command's id is fixed, so it runs once: a logo the owner changed or removed stays so.
import { vendorAggregate } from '@sofre/engine/vendors';
import type { FileStore } from '../files/file-store.ts';
import { demoLogoPng } from './demo-logo.image.ts';
import type { DemoSeed } from './demo-seed.ts';

export async function seedDemoLogo(seed: DemoSeed, files: FileStore): Promise<void> {
  const { vendorId } = seed;
  const logo = await files.save(vendorId, demoLogoPng(), 'png');
  await seed.run(
    vendorAggregate,
    { type: 'ChangeVendorSettings', data: { vendorId, logo } },
    'vendor-logo',
  );
}
