// Seeds the demo restaurant through the same command runner as the API (demo-seed.ts), once: every
// command has a fixed id, so a second start repeats nothing.
import type { EventStore, Position } from '@sofre/engine';
import { RegisterVendorData, vendorAggregate } from '@sofre/engine/vendors';
import { laterOf } from '../commands/command-runner.ts';
import type { FileStore } from '../files/file-store.ts';
import { seedDemoAdmin } from './demo-admin.ts';
import { seedDemoBanking } from './demo-banking.ts';
import { seedDemoBikers } from './demo-bikers.ts';
import { seedDemoDirectory } from './demo-vendor-directory.ts';
import { seedDemoCustomers } from './demo-customers.ts';
import { seedDemoDelivery } from './demo-delivery.ts';
import { seedDemoDiscounts } from './demo-discounts.ts';
import { seedDemoCatalog, seedDemoPlan } from './demo-packages.ts';
import { seedDemoKitchenSetup } from './demo-kitchen-setup.ts';
import { demoSeed } from './demo-seed.ts';
import { seedDemoLogo } from './demo-logo.ts';
import { seedDemoStaff } from './demo-staff.ts';
import { seedDemoTables } from './demo-tables.ts';
import { demoVendor, seedDemoMenu } from './demo-menu.ts';

/** Another vendor with the same menu (tests use one to check that vendors never meet). */
export interface DemoVendorOverrides {
  readonly vendorId?: string;
  readonly name?: string;
  readonly domains?: string[];
  /** The package the vendor is put on (the full one by default); null leaves it on the free one. */
  readonly packageId?: string | null;
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
  const { packageId, ...vendorOverrides } = overrides;
  const vendor = RegisterVendorData.parse({ ...demoVendor, ...vendorOverrides });
  const seed = demoSeed(store, vendor.vendorId);
  await seed.run(vendorAggregate, { type: 'RegisterVendor', data: vendor }, 'register-vendor');
  if (files) await seedDemoLogo(seed, files);
  await seedDemoMenu(seed);
  // Shifts, printers and stations (stations name menu categories, so after the menu).
  await seedDemoKitchenSetup(seed);
  await seedDemoStaff(seed);
  await seedDemoCustomers(seed);
  await seedDemoDelivery(seed);
  await seedDemoBikers(seed);
  await seedDemoTables(seed);
  await seedDemoDiscounts(seed);
  await seedDemoBanking(seed);
  await seedDemoDirectory(seed);
  // The platform's packages, then the vendor's plan on one of them.
  const catalog = await seedDemoCatalog(store);
  if (packageId !== null) await seedDemoPlan(seed, packageId);
  // The platform's admin is the same for every demo vendor; seeding it again repeats nothing.
  return laterOf(laterOf(seed.position(), catalog), await seedDemoAdmin(store));
}
