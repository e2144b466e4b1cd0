// The vendor an order history is generated for: the demo restaurant, seeded by the gateway's own
// demo seed (menu, food shifts, staff, tables, delivery zone), plus a customer base of its
// regulars created through the customer commands. Its menu and food shifts are then read back
// the way the gateway reads them: from the read models, projected from the same log.
import { handleCommand, type Actor, type EventStore } from '@sofre/engine';
import type { MenuCategoryView } from '@sofre/engine/contracts';
import { customerAggregate, customerCommandSchemas } from '@sofre/engine/customers';
import { foodShiftKind, type FoodShiftFields } from '@sofre/engine/food-shifts';
import type { PricingSettings } from '@sofre/engine/pricing';
import {
  createProjectionQueries,
  createReadModels,
  menuProjection,
  rebuildProjections,
  recordsProjection,
  anyProjection,
} from '@sofre/projections';
import { demoVendor } from '../../../gateway/src/demo/demo-menu.ts';
import { demoDeliveryZone } from '../../../gateway/src/demo/demo-delivery.ts';
import { demoTables } from '../../../gateway/src/demo/demo-tables.ts';
import { seedDemo, type DemoVendorOverrides } from '../../../gateway/src/demo/seed-demo.ts';
import type { Random } from './random.ts';

export interface SeedCustomer {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
  readonly addressId: string;
}

/** What the order generator needs to know of its vendor. */
export interface SeededVendor {
  readonly vendorId: string;
  readonly pricingSettings: PricingSettings;
  readonly preparationTime: number;
  readonly deliveryCost: number;
  readonly menu: readonly MenuCategoryView[];
  readonly shifts: ReadonlyMap<string, FoodShiftFields>;
  readonly customers: readonly SeedCustomer[];
  readonly tables: readonly string[];
  /** Who takes orders at the POS. */
  readonly cashiers: readonly Actor[];
}

const FIRST_NAMES = ['سارا', 'علی', 'مریم', 'حمید', 'زهرا', 'رضا', 'نرگس', 'امیر', 'لیلا', 'مهدی'];
const LAST_NAMES = ['رضایی', 'محمدی', 'کریمی', 'احمدی', 'حسینی', 'موسوی', 'جعفری', 'صادقی'];
const STREETS = ['ولیعصر', 'مطهری', 'انقلاب', 'کریمخان', 'فاطمی', 'ملاصدرا', 'شریعتی'];
const system: Actor = { userId: 'bench-seed', kind: 'SYSTEM' };

/** `count` regulars of the vendor, each with an address inside the delivery zone. */
async function seedCustomers(
  store: EventStore,
  vendorId: string,
  count: number,
  random: Random,
  createdAt: string,
): Promise<SeedCustomer[]> {
  const customers = Array.from({ length: count }, (_, i): SeedCustomer & { data: unknown } => {
    const [firstName, lastName] = [random.pick(FIRST_NAMES), random.pick(LAST_NAMES)];
    const id = `${vendorId}:regular-${i + 1}`;
    const phone = `0935${String(1_000_000 + i).padStart(7, '0')}`;
    const address = {
      addressId: `${id}:home`,
      title: 'خانه',
      text: `تهران، خیابان ${random.pick(STREETS)}، پلاک ${random.int(1, 200)}`,
      latitude: 35.68 + random.next() * 0.08,
      longitude: 51.37 + random.next() * 0.07,
    };
    const data = { customerId: id, phone, firstName, lastName, address };
    return { id, name: `${firstName} ${lastName}`, phone, addressId: address.addressId, data };
  });
  await Promise.all(
    customers.map(({ id, data }) =>
      handleCommand(store, customerAggregate, {
        type: 'CreateCustomer',
        data: customerCommandSchemas.CreateCustomer.parse(data),
        metadata: { commandId: `bench:${id}`, vendorId, actor: system, now: createdAt },
      }),
    ),
  );
  return customers.map(({ data: _data, ...customer }) => customer);
}

/** The vendor's menu and food shifts, as the read models hold them after its seed. */
async function catalogOf(store: EventStore, vendorId: string) {
  const readModels = await createReadModels({ kind: 'sqlite', path: ':memory:' });
  try {
    await rebuildProjections({
      eventStore: store,
      readModels,
      projections: [anyProjection(menuProjection), anyProjection(recordsProjection)],
    });
    const queries = createProjectionQueries(readModels);
    const records = await queries.records(vendorId, foodShiftKind.kind);
    return {
      menu: await queries.menu(vendorId),
      shifts: new Map(records.map((r) => [r.id, r.fields as FoodShiftFields])),
    };
  } finally {
    await readModels.close();
  }
}

/**
 * Seeds the demo restaurant (or another vendor with its menu) and `customers` regulars; a second
 * call on the same store repeats nothing (fixed command ids).
 */
export async function seedVendor(
  store: EventStore,
  options: {
    readonly customers: number;
    readonly random: Random;
    /** When the regulars became customers (UTC ISO): before the history starts. */
    readonly customersSince: string;
  } & DemoVendorOverrides,
): Promise<SeededVendor> {
  const { customers: count, random, customersSince, ...overrides } = options;
  await seedDemo(store, overrides);
  const vendorId = overrides.vendorId ?? demoVendor.vendorId;
  const customers = await seedCustomers(store, vendorId, count, random, customersSince);
  const { menu, shifts } = await catalogOf(store, vendorId);
  const settings = demoVendor.pricingSettings as PricingSettings;
  return {
    vendorId,
    pricingSettings: settings,
    preparationTime: demoVendor.preparationTime ?? 20,
    deliveryCost: demoDeliveryZone.price,
    menu,
    shifts,
    customers,
    tables: demoTables.map((t) => String(t.details.number)),
    cashiers: [
      { userId: 'demo-cashier', kind: 'STAFF' },
      { userId: 'demo-owner', kind: 'STAFF' },
    ],
  };
}
