// Gives the demo restaurant a logo the way the back office does: the image goes into the file
// store (as POST /api-identity/files would put it), then its path into the vendor's settings.
// The command's id is fixed, so it runs once: a logo the owner changed or removed stays so.
import { handleCommand, type CommandMetadata, type EventStore, type Position } from '@sofre/engine';
import { vendorAggregate } from '@sofre/engine/vendors';
import type { FileStore } from '../files/file-store.ts';
import { demoLogoPng } from './demo-logo.image.ts';

export async function seedDemoLogo(
  store: EventStore,
  files: FileStore,
  vendorId: string,
  metadata: (commandId: string) => CommandMetadata,
): Promise<Position | undefined> {
  const logo = await files.save(vendorId, demoLogoPng(), 'png');
  const result = await handleCommand(store, vendorAggregate, {
    type: 'ChangeVendorSettings',
    data: { vendorId, logo },
    metadata: metadata('vendor-logo'),
  });
  return result.position;
}
