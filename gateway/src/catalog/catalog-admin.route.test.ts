// The menu management API through the real gateway: categories, items, tags, topping categories
// and toppings — happy paths, field errors beside the form's fields, 404 for unknown ids and for
// another vendor's, menu.manage to change (the kitchen may only read), and edits that emit only
// the events of what changed. Refusals change nothing.
import type {
  MenuCategoryAdminPage,
  MenuCategoryAdminView,
  MenuItemAdminPage,
  MenuItemAdminView,
  MenuItemTagView,
  ToppingAdminPage,
  ToppingAdminView,
  ToppingCategoryAdminView,
} from '@sofre/engine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, startTestGateway, type TestGateway } from '../testing/test-gateway.ts';
import {
  catalogClient,
  createClockFreeShifts,
  faults,
  type FieldErrorBody,
} from './catalog.test-fixtures.ts';

let gw: TestGateway;
let c: ReturnType<typeof catalogClient>;
let kitchen: Record<string, string>;
let shifts: Awaited<ReturnType<typeof createClockFreeShifts>>;
beforeAll(async () => {
  gw = await startTestGateway();
  c = catalogClient(gw);
  kitchen = await c.as('demo-kitchen');
  shifts = await createClockFreeShifts(gw);
}, 30_000);
afterAll(() => gw.close());

/** Runs `act` and checks it appended no event at all. */
async function changesNothing(act: () => Promise<unknown>) {
  const before = await eventCount(gw);
  await act();
  expect(await eventCount(gw)).toBe(before);
}

describe('menu categories', () => {
  it('creates, reads, edits (only what changed), reorders and removes a category', async () => {
    const breakfast = {
      id: 'cat-breakfast',
      title: 'صبحانه',
      order: 8,
      sellChannels: ['SALON', 'WEBSITE'],
      foodShiftIds: [shifts.always],
    };
    const created = await c.call('POST', '/menucategories', breakfast);
    expect(created.statusCode).toBe(201);
    expect(created.json<MenuCategoryAdminView>()).toEqual({
      id: 'cat-breakfast',
      title: 'صبحانه',
      order: 8,
      active: true,
      sellChannels: ['WEBSITE', 'SALON'],
      foodShiftIds: [shifts.always],
      itemCount: 0,
      sellsNow: true,
    });
    // The same client id and body again is the same create: the first answer, nothing new.
    await changesNothing(async () => {
      const again = await c.call('POST', '/menucategories', breakfast);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(created.json());
    });
    // The same id with another body is a reused id.
    await changesNothing(async () => {
      const other = await c.call('POST', '/menucategories', { ...breakfast, order: 2 });
      expect(other.statusCode).toBe(422);
      expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    });

    const before = await c.catalogEventCount();
    const moved = await c.call('PUT', '/menucategories', { id: 'cat-breakfast', order: 0 });
    expect(moved.statusCode).toBe(200);
    expect(await c.catalogEventsSince(before)).toEqual(['MenuCategoryReordered']);
    const list = (await c.call('GET', '/menucategories/list')).json<MenuCategoryAdminView[]>();
    expect(list[0]?.id).toBe('cat-breakfast');
    expect(list.find((x) => x.id === 'cat-mains')?.itemCount).toBe(6);

    const off = await c.call('PUT', '/menucategories', {
      id: 'cat-breakfast',
      title: 'صبحانه',
      active: false,
    });
    expect(off.json<MenuCategoryAdminView>()).toMatchObject({ active: false, sellsNow: false });
    expect(await c.catalogEventsSince(before + 1)).toEqual(['MenuCategoryActiveChanged']);

    const one = await c.call('GET', '/menucategories/cat-breakfast');
    expect(one.json<MenuCategoryAdminView>()).toMatchObject({ id: 'cat-breakfast', order: 0 });
    expect((await c.call('DELETE', '/menucategories/cat-breakfast')).statusCode).toBe(204);
    expect((await c.call('GET', '/menucategories/cat-breakfast')).statusCode).toBe(404);
  });

  it('pages and searches (either spelling of the parameters)', async () => {
    const page = (
      await c.call('GET', '/menucategories?PageSize=2&PageNumber=2')
    ).json<MenuCategoryAdminPage>();
    expect(page).toMatchObject({ pageNumber: 2, pageSize: 2, totalCount: 7 });
    expect(page.data.map((x) => x.id)).toEqual(['cat-stews', 'cat-polo']);
    const found = (
      await c.call('GET', '/menucategories?search=کباب')
    ).json<MenuCategoryAdminPage>();
    expect(found.data.map((x) => x.id)).toEqual(['cat-mains']);
  });

  it('refuses with field errors and changes nothing', async () => {
    await changesNothing(async () => {
      const taken = await c.call('POST', '/menucategories', { title: 'کباب' });
      expect(taken.statusCode).toBe(422);
      expect(faults(taken.json<FieldErrorBody>())).toEqual([
        ['MENU_CATEGORY_TITLE_TAKEN', 'title'],
      ]);
      const shift = await c.call('POST', '/menucategories', {
        title: 'عصرانه',
        foodShiftIds: [shifts.always, 'no-such-shift'],
      });
      expect(shift.statusCode).toBe(422);
      expect(faults(shift.json<FieldErrorBody>())).toEqual([
        ['FOOD_SHIFT_UNKNOWN', 'foodShiftIds[1]'],
      ]);
      const empty = await c.call('POST', '/menucategories', { title: '', sellChannels: [] });
      expect(empty.statusCode).toBe(400);
      expect(
        empty
          .json<FieldErrorBody>()
          .errors.map((e) => e.field)
          .sort(),
      ).toEqual(['sellChannels', 'title']);
      const notEmpty = await c.call('DELETE', '/menucategories/cat-drinks');
      expect(notEmpty.statusCode).toBe(422);
      expect(faults(notEmpty.json<FieldErrorBody>())).toEqual([['MENU_CATEGORY_NOT_EMPTY', 'id']]);
      expect(notEmpty.json<FieldErrorBody>().message).toContain('ابتدا اقلام آن');
      expect((await c.call('PUT', '/menucategories', { id: 'ghost', title: 'x' })).statusCode).toBe(
        404,
      );
      expect((await c.call('DELETE', '/menucategories/ghost')).statusCode).toBe(404);
    });
  });
});

describe('menu items', () => {
  const kuku = {
    id: 'item-kuku',
    categoryId: 'cat-appetizers',
    title: 'کوکو سبزی',
    description: 'با گردو و زرشک',
    price: 700_000,
    discount: 50_000,
    tagIds: ['tag-vegetarian'],
    foodShiftIds: ['shift-always'],
    image: '/files/vendor-demo-sofre/abc.png',
  };

  it('creates an item and reads it back', async () => {
    const res = await c.call('POST', '/menuitems', kuku);
    expect(res.statusCode).toBe(201);
    expect(res.json<MenuItemAdminView>()).toEqual({
      ...kuku,
      categoryTitle: 'پیش‌غذا',
      packagingCost: 0,
      servePackagingCost: 0,
      withTax: true,
      order: 0,
      active: true,
      available: true,
      sellChannels: ['WEBSITE', 'QR', 'SALON', 'SNAPPFOOD', 'KIOSK'],
      toppingCategoryIds: [],
      sellsNow: true,
    });
    expect((await c.call('GET', '/menuitems/item-kuku')).json<MenuItemAdminView>().title).toBe(
      'کوکو سبزی',
    );
  });

  it('the one-tap availability toggle emits only MenuItemAvailabilityChanged', async () => {
    const before = await c.catalogEventCount();
    const res = await c.call('PUT', '/menuitems', { id: 'item-kuku', available: false });
    expect(res.statusCode).toBe(200);
    expect(res.json<MenuItemAdminView>()).toMatchObject({
      available: false,
      sellsNow: false,
      price: 700_000,
    });
    expect(await c.catalogEventsSince(before)).toEqual(['MenuItemAvailabilityChanged']);
    // The whole form sent back unchanged emits nothing.
    const { id, ...rest } = res.json<MenuItemAdminView>();
    const { categoryTitle: _t, sellsNow: _s, ...form } = rest;
    await changesNothing(async () => {
      expect((await c.call('PUT', '/menuitems', { id, ...form })).statusCode).toBe(200);
    });
  });

  it('a price change emits only MenuItemPriceChanged; several changes each their event', async () => {
    const before = await c.catalogEventCount();
    await c.call('PUT', '/menuitems', { id: 'item-kuku', price: 750_000 });
    expect(await c.catalogEventsSince(before)).toEqual(['MenuItemPriceChanged']);
    const res = await c.call('PUT', '/menuitems', {
      id: 'item-kuku',
      categoryId: 'cat-stews',
      order: 9,
      active: false,
      description: null,
      image: null,
    });
    expect(await c.catalogEventsSince(before + 1)).toEqual([
      'MenuItemMoved',
      'MenuItemReordered',
      'MenuItemActiveChanged',
      'MenuItemDetailsChanged',
    ]);
    const item = res.json<MenuItemAdminView>();
    expect(item).toMatchObject({
      categoryId: 'cat-stews',
      categoryTitle: 'خورش',
      order: 9,
      active: false,
    });
    expect(item).not.toHaveProperty('description');
    expect(item).not.toHaveProperty('image');
  });

  it('pages with search and a category filter', async () => {
    const page = (
      await c.call('GET', '/menuitems?categoryId=cat-mains&pageSize=2')
    ).json<MenuItemAdminPage>();
    expect(page.totalCount).toBe(6);
    expect(page.data.map((i) => i.id)).toEqual(['item-kabab-koobideh', 'item-joojeh-kabab']);
    const search = (await c.call('GET', '/menuitems?Search=گوجه')).json<MenuItemAdminPage>();
    expect(search.data.map((i) => i.id)).toEqual(['item-kabab-koobideh']);
    const list = (await c.call('GET', '/menuitems/list?CategoryId=cat-drinks')).json<
      MenuItemAdminView[]
    >();
    expect(list.map((i) => i.id)).toEqual([
      'item-doogh',
      'item-soda',
      'item-water',
      'item-lemonade',
      'item-tea',
    ]);
  });

  it('refuses bad references and prices as field errors, naming the form’s fields', async () => {
    await changesNothing(async () => {
      const bad = await c.call('POST', '/menuitems', {
        id: 'item-bad',
        categoryId: 'ghost',
        title: 'بد',
        price: 100_000,
        discount: 200_000,
        toppingCategoryIds: ['tc-bread', 'ghost'],
        tagIds: ['ghost'],
      });
      expect(bad.statusCode).toBe(422);
      expect(faults(bad.json<FieldErrorBody>())).toEqual([
        ['MENU_CATEGORY_NOT_FOUND', 'categoryId'],
        ['TOPPING_CATEGORY_NOT_FOUND', 'toppingCategoryIds[1]'],
        ['MENU_ITEM_TAG_UNKNOWN', 'tagIds[0]'],
        ['MENU_ITEM_DISCOUNT_ABOVE_PRICE', 'discount'],
      ]);
      const taken = await c.call('POST', '/menuitems', { ...kuku, id: 'item-doogh' });
      expect(faults(taken.json<FieldErrorBody>())).toEqual([['CATALOG_ID_TAKEN', 'id']]);
      const negative = await c.call('POST', '/menuitems', {
        categoryId: 'cat-drinks',
        title: 'x',
        price: -1,
      });
      expect(negative.statusCode).toBe(400);
      expect(negative.json<FieldErrorBody>().errors.map((e) => e.field)).toEqual(['price']);
      const fraction = await c.call('PUT', '/menuitems', { id: 'item-doogh', price: 1.5 });
      expect(fraction.statusCode).toBe(400);
      const above = await c.call('PUT', '/menuitems', { id: 'item-doogh', discount: 999_999 });
      expect(faults(above.json<FieldErrorBody>())).toEqual([
        ['MENU_ITEM_DISCOUNT_ABOVE_PRICE', 'discount'],
      ]);
      expect((await c.call('PUT', '/menuitems', { id: 'ghost', price: 1 })).statusCode).toBe(404);
      expect((await c.call('GET', '/menuitems/ghost')).statusCode).toBe(404);
      expect((await c.call('DELETE', '/menuitems/ghost')).statusCode).toBe(404);
    });
  });

  it('another vendor’s item is 404 to them; the kitchen reads but may not change', async () => {
    await changesNothing(async () => {
      expect((await c.call('GET', '/menuitems/item-kuku', undefined, gw.asOwnerB)).statusCode).toBe(
        404,
      );
      const edit = await c.call('PUT', '/menuitems', { id: 'item-kuku', price: 1 }, gw.asOwnerB);
      expect(edit.statusCode).toBe(404);
      expect(
        (await c.call('DELETE', '/menuitems/item-kuku', undefined, gw.asOwnerB)).statusCode,
      ).toBe(404);
      expect((await c.call('GET', '/menuitems/item-kuku', undefined, kitchen)).statusCode).toBe(
        200,
      );
      const refused = await c.call(
        'PUT',
        '/menuitems',
        { id: 'item-kuku', available: true },
        kitchen,
      );
      expect(refused.statusCode).toBe(403);
      expect((await c.call('POST', '/menucategories', { title: 'x' }, kitchen)).statusCode).toBe(
        403,
      );
      expect((await c.call('GET', '/menuitems', undefined, {})).statusCode).toBe(401);
    });
  });

  it('removes an item', async () => {
    expect((await c.call('DELETE', '/menuitems/item-kuku')).statusCode).toBe(204);
    expect((await c.call('GET', '/menuitems/item-kuku')).statusCode).toBe(404);
  });
});

describe('tags', () => {
  it('lists the tags with their item counts and creates one', async () => {
    const tags = (await c.call('GET', '/menuitemtag')).json<MenuItemTagView[]>();
    expect(tags.find((t) => t.id === 'tag-vegetarian')).toMatchObject({
      title: 'گیاهی',
      itemCount: 5,
    });
    const created = await c.call('POST', '/menuitemtag', { title: 'بدون گلوتن' });
    expect(created.statusCode).toBe(201);
    expect(created.json<MenuItemTagView>()).toMatchObject({ title: 'بدون گلوتن', itemCount: 0 });
    await changesNothing(async () => {
      const again = await c.call('POST', '/menuitemtag', { title: 'بدون گلوتن' });
      expect(faults(again.json<FieldErrorBody>())).toEqual([
        ['MENU_ITEM_TAG_TITLE_TAKEN', 'title'],
      ]);
      expect((await c.call('POST', '/menuitemtag', { title: 'x' }, kitchen)).statusCode).toBe(403);
    });
  });
});

describe('topping categories and toppings', () => {
  it('creates a category with its toppings, then adds, edits and removes toppings one by one', async () => {
    const created = await c.call('POST', '/toppingcategory', {
      id: 'tc-pickles',
      title: 'ترشی',
      maxChoices: 2,
      toppings: [
        { id: 'top-torshi', title: 'ترشی لیته', price: 90_000 },
        { id: 'top-shoor', title: 'شور', price: 70_000 },
      ],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<ToppingCategoryAdminView>()).toMatchObject({
      id: 'tc-pickles',
      minChoices: 0,
      maxChoices: 2,
      itemCount: 0,
      toppings: [
        { id: 'top-torshi', toppingCategoryId: 'tc-pickles', price: 90_000, available: true },
        { id: 'top-shoor', toppingCategoryTitle: 'ترشی', price: 70_000, available: true },
      ],
    });

    const added = await c.call('POST', '/topping', {
      id: 'top-zeitoon',
      toppingCategoryId: 'tc-pickles',
      title: 'زیتون پرورده',
      price: 150_000,
    });
    expect(added.statusCode).toBe(201);
    const before = await c.catalogEventCount();
    const toggled = await c.call('PUT', '/topping', { id: 'top-zeitoon', available: false });
    expect(toggled.json<ToppingAdminView>()).toMatchObject({ available: false, price: 150_000 });
    expect(await c.catalogEventsSince(before)).toEqual(['ToppingAvailabilityChanged']);
    await c.call('PUT', '/topping', { id: 'top-zeitoon', title: 'زیتون', price: 160_000 });
    expect(await c.catalogEventsSince(before + 1)).toEqual([
      'ToppingRenamed',
      'ToppingPriceChanged',
    ]);

    const page = (
      await c.call('GET', '/topping?toppingCategoryId=tc-pickles')
    ).json<ToppingAdminPage>();
    expect(page.data.map((t) => t.id)).toEqual(['top-torshi', 'top-shoor', 'top-zeitoon']);
    expect((await c.call('DELETE', '/topping/top-zeitoon')).statusCode).toBe(204);
    expect((await c.call('GET', '/topping/top-zeitoon')).statusCode).toBe(404);
  });

  it('keeps min ≤ max ≤ toppings, and a used or last topping in place', async () => {
    await changesNothing(async () => {
      const bad = await c.call('POST', '/toppingcategory', {
        title: 'بد',
        minChoices: 3,
        maxChoices: 2,
        toppings: [
          { id: 'top-a', title: 'الف', price: 0 },
          { id: 'top-garlic-again', title: 'سیر', price: 0 },
        ],
      });
      expect(bad.statusCode).toBe(422);
      expect(faults(bad.json<FieldErrorBody>())).toEqual([['TOPPING_MIN_ABOVE_MAX', 'minChoices']]);
      const tooMany = await c.call('PUT', '/toppingcategory', { id: 'tc-pickles', maxChoices: 3 });
      expect(faults(tooMany.json<FieldErrorBody>())).toEqual([
        ['TOPPING_MAX_CHOICES_ABOVE_TOPPINGS', 'maxChoices'],
      ]);
      const belowMax = await c.call('DELETE', '/topping/top-shoor');
      expect(faults(belowMax.json<FieldErrorBody>())).toEqual([
        ['TOPPING_REMOVAL_BELOW_MAX_CHOICES', 'id'],
      ]);
      const taken = await c.call('POST', '/toppingcategory', {
        title: 'سس دوم',
        maxChoices: 1,
        toppings: [{ id: 'top-sauce-garlic', title: 'سیر', price: 0 }],
      });
      expect(faults(taken.json<FieldErrorBody>())).toEqual([
        ['CATALOG_ID_TAKEN', 'toppings[0].id'],
      ]);
      const inUse = await c.call('DELETE', '/toppingcategory/tc-sauces');
      expect(faults(inUse.json<FieldErrorBody>())).toEqual([['TOPPING_CATEGORY_IN_USE', 'id']]);
      const negative = await c.call('PUT', '/topping', { id: 'top-shoor', price: -5 });
      expect(negative.statusCode).toBe(400);
      const unknownCategory = await c.call('POST', '/topping', {
        toppingCategoryId: 'ghost',
        title: 'x',
        price: 0,
      });
      expect(unknownCategory.statusCode).toBe(422);
      expect(faults(unknownCategory.json<FieldErrorBody>())).toEqual([
        ['TOPPING_CATEGORY_NOT_FOUND', 'toppingCategoryId'],
      ]);
      expect(
        (await c.call('GET', '/toppingcategory/tc-pickles', undefined, gw.asOwnerB)).statusCode,
      ).toBe(404);
      expect(
        (await c.call('PUT', '/topping', { id: 'top-shoor', price: 1 }, kitchen)).statusCode,
      ).toBe(403);
    });
  });

  it('a topping change reaches the POS menu of every item offering it', async () => {
    await c.call('PUT', '/topping', { id: 'top-sauce-hot', price: 95_000 });
    const menu = (await gw.app.inject(`${'/api-catalog/catalog'}/menucategories/all`)).json<
      {
        items: { id: string; toppingCategories: { toppings: { id: string; price: number }[] }[] }[];
      }[]
    >();
    const koobideh = menu.flatMap((x) => x.items).find((i) => i.id === 'item-kabab-koobideh')!;
    const hot = koobideh.toppingCategories
      .flatMap((t) => t.toppings)
      .find((t) => t.id === 'top-sauce-hot');
    expect(hot?.price).toBe(95_000);
  });

  it('lowers max, removes a topping, then the unused category', async () => {
    await c.call('PUT', '/toppingcategory', { id: 'tc-pickles', maxChoices: 1 });
    expect((await c.call('DELETE', '/topping/top-shoor')).statusCode).toBe(204);
    const page = (await c.call('GET', '/toppingcategory?search=ترشی')).json<{
      data: ToppingCategoryAdminView[];
    }>();
    expect(page.data.map((t) => [t.id, t.toppings.length])).toEqual([['tc-pickles', 1]]);
    expect((await c.call('DELETE', '/toppingcategory/tc-pickles')).statusCode).toBe(204);
    expect((await c.call('GET', '/toppingcategory/tc-pickles')).statusCode).toBe(404);
  });
});
