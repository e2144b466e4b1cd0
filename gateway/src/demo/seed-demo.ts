// Seeds the demo restaurant through the same command path as the API (handleCommand), once:
// every command has a fixed id, so a second start repeats nothing.
import { handleCommand, type Actor, type EventStore, type Position } from '@sofre/engine';
import { RegisterVendorData, vendorAggregate } from '@sofre/engine/vendors';
import type { FileStore } from '../files/file-store.ts';
import { seedDemoAdmin } from './demo-admin.ts';
import { seedDemoBanking } from './demo-banking.ts';
import { seedDemoBikers } from './demo-bikers.ts';
import { seedDemoDirectory } from './demo-vendor-directory.ts';
import { seedDemoCustomers } from './demo-customers.ts';
import { seedDemoDelivery } from './demo-delivery.ts';
import { seedDemoDiscounts } from './demo-discounts.ts';
import { seedDemoKitchenSetup } from './demo-kitchen-setup.ts';
import { seedDemoLogo } from './demo-logo.ts';
import { seedDemoStaff } from './demo-staff.ts';
import { seedDemoTables } from './demo-tables.ts';
import { demoVendor, seedDemoMenu } from './demo-menu.ts';

const system: Actor = { userId: 'demo-seed', kind: 'SYSTEM' };

/** Another vendor with the same menu (tests use one to check that vendors never meet). */
export interface DemoVendorOverrides {
  readonly vendorId?: string;
  readonly name?: string;
  readonly domains?: string[];
}

/**
 * Returns the position of the last event the seed caused or found. With `files` (the gateway's
 * file store) the vendor gets the demo logo; without it (tests) it has none.
 */
export async function seedDemo(
  store: EventStore,
  overrides: DemoVendorOverrides = {},
  files?: FileStore,
): Promise<Position> {
  const vendor = RegisterVendorData.parse({ ...demoVendor, ...overrides });
  const { vendorId } = vendor;
  let position: Position = '';
  const track = (result: { position: Position | undefined }) => {
    if (result.position && result.position > position) position = result.position;
  };
  const metadata = (commandId: string) => ({
    commandId: `demo:${vendorId}:${commandId}`,
    vendorId,
    actor: system,
    now: new Date().toISOString(),
  });

  track(
    await handleCommand(store, vendorAggregate, {
      type: 'RegisterVendor',
      data: vendor,
      metadata: metadata('register-vendor'),
    }),
  );
  if (files) track({ position: await seedDemoLogo(store, files, vendorId, metadata) });
  track({ position: await seedDemoMenu(store, metadata) });
  // Shifts, printers and stations (stations name menu categories, so after the menu).
  track({ position: await seedDemoKitchenSetup(store, metadata) });
  track({ position: await seedDemoStaff(store, metadata) });
  track({ position: await seedDemoCustomers(store, metadata) });
  track({ position: await seedDemoDelivery(store, metadata) });
  track({ position: await seedDemoBikers(store, metadata) });
  track({ position: await seedDemoTables(store, metadata) });
  track({ position: await seedDemoDiscounts(store, metadata) });
  track({ position: await seedDemoBanking(store, metadata) });
  track({ position: await seedDemoDirectory(store, metadata) });
  // The platform's admin is the same for every demo vendor; seeding it again repeats nothing.
  track({ position: await seedDemoAdmin(store) });
  return position;
}
