// The demo's printers are the sandbox printer's, and every menu category is cooked at a station. A
// demo seeded before (printers on 192.168.1.x, no station for stews, rice, drinks or desserts) is
// brought to that setup once; a printer a manager has moved since is left where it is.
import type { EventStore } from '@sofre/engine';
import { recordStreamName } from '@sofre/engine/records';
import { printerKind, printerStationKind, type PrinterStationFields } from '@sofre/engine/printing';
import { createEventStore } from '@sofre/engine/store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoKitchenSetup } from './demo-kitchen-setup.ts';
import { demoSeed } from './demo-seed.ts';

const vendorId = 'vendor-demo';

let store: EventStore;
beforeEach(async () => {
  store = await createEventStore({ kind: 'sqlite', path: ':memory:' });
});
afterEach(() => store.close());

const recordsOf = async (kind: typeof printerKind | typeof printerStationKind) => {
  const events = await store.readStream(recordStreamName(kind.kind, vendorId));
  const latest = new Map<string, unknown>();
  for (const e of events) {
    const data = e.data as { id: string; fields?: unknown };
    if (data.fields) latest.set(data.id, data.fields);
  }
  return latest;
};

/** What the seed wrote before the sandbox printer (same command ids). */
async function seedOldDemo(kitchenIp = '192.168.1.60') {
  const create = (
    kind: typeof printerKind | typeof printerStationKind,
    id: string,
    fields: object,
  ) =>
    demoSeed(store, vendorId).run(
      kind.aggregate as typeof printerKind.aggregate,
      { type: 'CreateRecord', data: { id, fields: kind.fields.parse(fields) as never } },
      `${kind.kind}:${id}`,
    );
  await create(printerKind, 'printer-kitchen', { name: 'چاپگر آشپزخانه', ip: kitchenIp });
  await create(printerKind, 'printer-counter', { name: 'چاپگر صندوق', ip: '192.168.1.61' });
  await create(printerStationKind, 'station-hot-kitchen', {
    title: 'آشپزخانه گرم',
    printerIds: ['printer-kitchen'],
    categoryIds: ['cat-appetizers', 'cat-mains', 'cat-pizza'],
  });
}

describe('the demo kitchen setup', () => {
  it('points the printers at the sandbox printer and routes every category to a station', async () => {
    await seedDemoKitchenSetup(demoSeed(store, vendorId));
    const printers = await recordsOf(printerKind);
    expect(printers.get('printer-kitchen')).toMatchObject({ ip: '127.0.0.1', port: 9100 });
    expect(printers.get('printer-counter')).toMatchObject({ ip: '127.0.0.1', port: 9101 });
    const stations = [...(await recordsOf(printerStationKind)).values()] as PrinterStationFields[];
    const cooked = stations.filter((s) => s.target === 'KITCHEN').flatMap((s) => s.categoryIds);
    expect(cooked.sort()).toEqual(
      [
        'cat-appetizers',
        'cat-mains',
        'cat-stews',
        'cat-polo',
        'cat-pizza',
        'cat-drinks',
        'cat-desserts',
      ].sort(),
    );
  });

  it('brings an older demo to it once, and leaves a printer a manager moved', async () => {
    await seedOldDemo('10.0.0.7');
    await seedDemoKitchenSetup(demoSeed(store, vendorId));
    const printers = await recordsOf(printerKind);
    expect(printers.get('printer-kitchen')).toMatchObject({ ip: '10.0.0.7', port: 9100 });
    expect(printers.get('printer-counter')).toMatchObject({ ip: '127.0.0.1', port: 9101 });
    expect((await recordsOf(printerStationKind)).get('station-hot-kitchen')).toMatchObject({
      categoryIds: ['cat-appetizers', 'cat-mains', 'cat-stews', 'cat-polo', 'cat-pizza'],
    });
    const before = (await store.readAll(undefined, 10_000)).length;
    await seedDemoKitchenSetup(demoSeed(store, vendorId));
    expect((await store.readAll(undefined, 10_000)).length).toBe(before);
  });
});
