// The menu as it is sold, through the real gateway: the POS menu flags everything (active,
// available, sellsNow), the site's menu per channel leaves out what does not sell now, the
// printer view pairs categories with stations, and an order for an item outside its food shifts
// is refused with a field error. Shifts used here answer the same at any hour (always / never).
import type { MenuCategoryPrinters, MenuCategoryView } from '@sofre/engine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventCount,
  salonOrder,
  startTestGateway,
  type TestGateway,
} from '../testing/test-gateway.ts';
import {
  catalogClient,
  createClockFreeShifts,
  faults,
  type FieldErrorBody,
} from './catalog.test-fixtures.ts';

let gw: TestGateway;
let c: ReturnType<typeof catalogClient>;
beforeAll(async () => {
  gw = await startTestGateway();
  c = catalogClient(gw);
  const { always, never } = await createClockFreeShifts(gw);
  // A dish only sold in a shift that never sells, one sold all day, one only in the salon,
  // and a category whose shift never sells.
  const post = async (path: string, body: object) => {
    const res = await c.call('POST', path, body);
    if (res.statusCode !== 201) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  };
  await post('/menuitems', {
    id: 'item-never',
    categoryId: 'cat-stews',
    title: 'خورش شب یلدا',
    price: 3_000_000,
    foodShiftIds: [never],
  });
  await post('/menuitems', {
    id: 'item-always',
    categoryId: 'cat-stews',
    title: 'آش رشته',
    price: 900_000,
    foodShiftIds: [always],
  });
  await post('/menuitems', {
    id: 'item-salon-only',
    categoryId: 'cat-drinks',
    title: 'چای آتیشی',
    price: 200_000,
    sellChannels: ['SALON'],
  });
  await post('/menucategories', { id: 'cat-night', title: 'شب', foodShiftIds: [never] });
  await post('/menuitems', { id: 'item-night', categoryId: 'cat-night', title: 'سوپ', price: 1 });
  await c.call('PUT', '/menuitems', { id: 'item-tea', available: false });
  await c.call('PUT', '/menuitems', { id: 'item-bastani', active: false });
}, 30_000);
afterAll(() => gw.close());

const itemsOf = (menu: MenuCategoryView[]) =>
  new Map(menu.flatMap((x) => x.items).map((i) => [i.id, i]));

describe('GET menucategories/all (the POS: everything, flagged)', () => {
  it('is public and flags each item active / available / sellsNow', async () => {
    const res = await gw.app.inject('/api-catalog/catalog/menucategories/all');
    expect(res.statusCode).toBe(200);
    const menu = res.json<MenuCategoryView[]>();
    const items = itemsOf(menu);
    const flags = (id: string) => {
      const i = items.get(id)!;
      return [i.active, i.available, i.sellsNow];
    };
    expect(flags('item-always')).toEqual([true, true, true]);
    expect(flags('item-never')).toEqual([true, true, false]);
    expect(flags('item-tea')).toEqual([true, false, false]);
    expect(flags('item-bastani')).toEqual([false, true, false]);
    expect(flags('item-night')).toEqual([true, true, false]);
    expect(menu.find((x) => x.id === 'cat-night')?.sellsNow).toBe(false);
    expect(items.get('item-kabab-koobideh')?.toppingCategories.map((t) => t.id)).toEqual([
      'tc-bread',
      'tc-sauces',
      'tc-soft-drink',
    ]);
  });
});

describe('GET menucategories/site/{sellChannel} (the customer: only what sells now there)', () => {
  it('leaves out what does not sell now, what is not offered on the channel, and empty categories', async () => {
    const site = await gw.app.inject('/api-catalog/catalog/menucategories/site/WEBSITE');
    expect(site.statusCode).toBe(200);
    const menu = site.json<MenuCategoryView[]>();
    const items = itemsOf(menu);
    expect(items.has('item-always')).toBe(true);
    for (const gone of ['item-never', 'item-tea', 'item-bastani', 'item-night', 'item-salon-only'])
      expect(items.has(gone), gone).toBe(false);
    expect(menu.map((x) => x.id)).not.toContain('cat-night');
    expect([...items.values()].every((i) => i.sellsNow)).toBe(true);

    const salon = itemsOf(
      (await gw.app.inject('/api-catalog/catalog/menucategories/site/SALON')).json(),
    );
    expect(salon.has('item-salon-only')).toBe(true);
  });

  it('an unknown channel is a 400; another vendor sees its own menu', async () => {
    const bad = await gw.app.inject('/api-catalog/catalog/menucategories/site/FAX');
    expect(bad.statusCode).toBe(400);
    const b = await gw.app.inject({
      url: '/api-catalog/catalog/menucategories/site/WEBSITE',
      headers: { 'x-vendor-domain': 'b.sofre.local' },
    });
    expect(itemsOf(b.json()).has('item-always')).toBe(false);
    expect(itemsOf(b.json()).has('item-doogh')).toBe(true);
  });
});

describe('GET menucategories/printer', () => {
  it('pairs each category with the stations that print it (the receipt prints all)', async () => {
    const res = await c.call('GET', '/menucategories/printer');
    expect(res.statusCode).toBe(200);
    const rows = res.json<MenuCategoryPrinters[]>();
    const stations = (id: string) =>
      rows.find((r) => r.id === id)?.printerStations.map((s) => s.id);
    expect(stations('cat-mains')).toEqual(['station-hot-kitchen', 'station-counter']);
    expect(stations('cat-drinks')).toEqual(['station-bar', 'station-counter']);
    expect((await c.call('GET', '/menucategories/printer', undefined, {})).statusCode).toBe(401);
  });
});

describe('ordering by what sells now', () => {
  it('an item outside its food shifts is ITEM_NOT_SELLING_NOW at its line; nothing is stored', async () => {
    const before = await eventCount(gw);
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: gw.asOwner,
      payload: salonOrder({
        lines: [
          { menuItemId: 'item-always', count: 1 },
          { menuItemId: 'item-never', count: 1 },
        ],
      }),
    });
    expect(res.statusCode).toBe(422);
    expect(faults(res.json<FieldErrorBody>())).toEqual([
      ['ITEM_NOT_SELLING_NOW', 'lines[1].menuItemId'],
    ]);
    expect(await eventCount(gw)).toBe(before);
  });

  it('an item inside its shift is ordered as usual', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: gw.asOwner,
      payload: salonOrder({ lines: [{ menuItemId: 'item-always', count: 2 }] }),
    });
    expect(res.statusCode).toBe(201);
  });

  it('an item sold only in the salon is ITEM_NOT_ON_CHANNEL on another channel; fine in the salon', async () => {
    const before = await eventCount(gw);
    const order = (source: string) =>
      gw.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: gw.asOwner,
        payload: {
          ...salonOrder({ lines: [{ menuItemId: 'item-salon-only', count: 1 }] }),
          source,
        },
      });
    const kiosk = await order('KIOSK');
    expect(kiosk.statusCode).toBe(422);
    expect(faults(kiosk.json<FieldErrorBody>())).toEqual([
      ['ITEM_NOT_ON_CHANNEL', 'lines[0].menuItemId'],
    ]);
    expect(await eventCount(gw)).toBe(before);
    expect((await order('SALON')).statusCode).toBe(201);
  });
});
