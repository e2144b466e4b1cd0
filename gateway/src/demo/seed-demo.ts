// Seeds the demo restaurant through the same command path as the API (handleCommand), once:
// every command has a fixed id, so a second start repeats nothing.
import { handleCommand, type Actor, type EventStore, type Position } from '@sofre/engine';
import {
  catalogAggregate,
  CreateMenuCategoryData,
  CreateMenuItemData,
  CreateToppingCategoryData,
  type CatalogCommand,
} from '@sofre/engine/catalog';
import { RegisterVendorData, vendorAggregate } from '@sofre/engine/vendors';
import { seedDemoAdmin } from './demo-admin.ts';
import { seedDemoStaff } from './demo-staff.ts';
import { demoCategories, demoItems, demoToppingCategories, demoVendor } from './demo-menu.ts';

const system: Actor = { userId: 'demo-seed', kind: 'SYSTEM' };

/** Another vendor with the same menu (tests use one to check that vendors never meet). */
export interface DemoVendorOverrides {
  readonly vendorId?: string;
  readonly name?: string;
  readonly domains?: string[];
}

/** Returns the position of the last event the seed caused or found. */
export async function seedDemo(
  store: EventStore,
  overrides: DemoVendorOverrides = {},
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
  const catalog = async (command: CatalogCommand) =>
    track(await handleCommand(store, catalogAggregate, command));

  track(
    await handleCommand(store, vendorAggregate, {
      type: 'RegisterVendor',
      data: vendor,
      metadata: metadata('register-vendor'),
    }),
  );
  for (const c of demoCategories) {
    const data = CreateMenuCategoryData.parse(c);
    await catalog({
      type: 'CreateMenuCategory',
      data,
      metadata: metadata(`category:${data.categoryId}`),
    });
  }
  for (const t of demoToppingCategories) {
    const data = CreateToppingCategoryData.parse(t);
    const commandId = `topping-category:${data.toppingCategoryId}`;
    await catalog({ type: 'CreateToppingCategory', data, metadata: metadata(commandId) });
  }
  for (const i of demoItems) {
    const data = CreateMenuItemData.parse(i);
    await catalog({ type: 'CreateMenuItem', data, metadata: metadata(`item:${data.itemId}`) });
  }
  track({ position: await seedDemoStaff(store, metadata) });
  // The platform's admin is the same for every demo vendor; seeding it again repeats nothing.
  track({ position: await seedDemoAdmin(store) });
  return position;
}
