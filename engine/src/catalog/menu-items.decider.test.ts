// Menu items: create with valid references, edits that emit only what changed (a price change,
// an availability change … each its own event), removal.
import { describe, expect, it } from 'vitest';
import { specFor } from '../testing/given-when-then.ts';
import { catalogDecider } from './catalog.decider.ts';
import {
  MenuItemActiveChanged,
  MenuItemAvailabilityChanged,
  MenuItemCreated,
  MenuItemDetailsChanged,
  MenuItemMoved,
  MenuItemPriceChanged,
  MenuItemRemoved,
  MenuItemReordered,
} from './catalog.events.ts';
import {
  catalogCommand,
  createBreads,
  createDrinks,
  createKebabs,
  createKoobideh,
  createSpicyTag,
  decidedCatalog,
  faultsOf,
} from './catalog.test-fixtures.ts';

const given = specFor(catalogDecider);
const menuSoFar = () =>
  decidedCatalog([
    createKebabs(),
    createDrinks(),
    createBreads(),
    createSpicyTag(),
    createKoobideh(),
  ]);
const edit = (data: Record<string, unknown>) =>
  catalogCommand('EditMenuItem', { itemId: 'koobideh', ...data });
const changePrice = (price: number, discount = 0) =>
  catalogCommand('ChangeMenuItemPrice', { itemId: 'koobideh', price, discount });

describe('creating an item', () => {
  it('in an existing category with existing topping categories and tags; flags on by default', () => {
    const history = decidedCatalog([createKebabs(), createBreads()]);
    const [created] = given(history).when(createKoobideh()).events();
    expect(created).toEqual(MenuItemCreated(createKoobideh().data));
    expect(created?.data).toMatchObject({
      active: true,
      available: true,
      sellChannels: ['WEBSITE', 'QR', 'SALON', 'SNAPPFOOD', 'KIOSK'],
      tagIds: [],
      foodShiftIds: [],
    });
  });

  it('reports every wrong reference at once, each on its field', () => {
    const bad = catalogCommand('CreateMenuItem', {
      itemId: 'x',
      categoryId: 'nope',
      title: 'x',
      price: 100,
      discount: 200,
      toppingCategoryIds: ['breads', 'ghost'],
      tagIds: ['spicy', 'ghost'],
    });
    const history = decidedCatalog([createBreads(), createSpicyTag()]);
    expect(faultsOf(() => given(history).when(bad).events())).toEqual([
      ['MENU_CATEGORY_NOT_FOUND', 'categoryId'],
      ['TOPPING_CATEGORY_NOT_FOUND', 'toppingCategoryIds[1]'],
      ['MENU_ITEM_TAG_UNKNOWN', 'tagIds[1]'],
      ['MENU_ITEM_DISCOUNT_ABOVE_PRICE', 'discount'],
    ]);
  });

  it('a repeated or removed item id is CATALOG_ID_TAKEN', () => {
    given(menuSoFar()).when(createKoobideh()).thenRefuses('CATALOG_ID_TAKEN');
    const removed = [...menuSoFar(), MenuItemRemoved({ itemId: 'koobideh' })];
    given(removed).when(createKoobideh()).thenRefuses('CATALOG_ID_TAKEN');
  });

  it('a discount equal to the price is allowed (free), above it is refused', () => {
    const free = catalogCommand('CreateMenuItem', {
      itemId: 'free',
      categoryId: 'kebabs',
      title: 'نان',
      price: 50_000,
      discount: 50_000,
    });
    expect(
      given(decidedCatalog([createKebabs()]))
        .when(free)
        .events(),
    ).toHaveLength(1);
  });
});

describe('editing an item', () => {
  it('the same values again change nothing', () => {
    const same = edit({
      title: 'چلو کوبیده',
      price: 1_200_000,
      discount: 100_000,
      available: true,
      active: true,
      categoryId: 'kebabs',
      order: 0,
      toppingCategoryIds: ['breads'],
      sellChannels: ['KIOSK', 'QR', 'SALON', 'WEBSITE', 'SNAPPFOOD'],
    });
    given(menuSoFar()).when(same).then([]);
  });

  it('availability alone emits only MenuItemAvailabilityChanged (the one-tap toggle)', () => {
    given(menuSoFar())
      .when(edit({ available: false }))
      .then([MenuItemAvailabilityChanged({ itemId: 'koobideh', available: false })]);
  });

  it('a price alone keeps the discount; the discount may not exceed the new price', () => {
    given(menuSoFar())
      .when(edit({ price: 1_500_000 }))
      .then([MenuItemPriceChanged({ itemId: 'koobideh', price: 1_500_000, discount: 100_000 })]);
    expect(
      faultsOf(() =>
        given(menuSoFar())
          .when(edit({ price: 50_000 }))
          .events(),
      ),
    ).toEqual([['MENU_ITEM_DISCOUNT_ABOVE_PRICE', 'discount']]);
  });

  it('each kind of change is its own event, details together with only the changed fields', () => {
    given(menuSoFar())
      .when(
        edit({
          categoryId: 'drinks',
          order: 5,
          price: 1_300_000,
          available: false,
          active: false,
          title: 'کوبیده ویژه',
          description: 'دو سیخ',
          withTax: true,
          tagIds: ['spicy', 'spicy'],
          foodShiftIds: ['lunch'],
        }),
      )
      .then([
        MenuItemMoved({ itemId: 'koobideh', categoryId: 'drinks' }),
        MenuItemReordered({ itemId: 'koobideh', order: 5 }),
        MenuItemPriceChanged({ itemId: 'koobideh', price: 1_300_000, discount: 100_000 }),
        MenuItemAvailabilityChanged({ itemId: 'koobideh', available: false }),
        MenuItemActiveChanged({ itemId: 'koobideh', active: false }),
        MenuItemDetailsChanged({
          itemId: 'koobideh',
          title: 'کوبیده ویژه',
          description: 'دو سیخ',
          tagIds: ['spicy'],
          foodShiftIds: ['lunch'],
        }),
      ]);
  });

  it('null removes a description or image that is set', () => {
    const described = [
      ...menuSoFar(),
      MenuItemDetailsChanged({ itemId: 'koobideh', description: 'دو سیخ', image: '/files/a.png' }),
    ];
    given(described)
      .when(edit({ description: null, image: null }))
      .then([MenuItemDetailsChanged({ itemId: 'koobideh', description: null, image: null })]);
    given(menuSoFar())
      .when(edit({ description: null }))
      .then([]);
  });

  it('moving to an unknown category or naming an unknown topping category is refused', () => {
    given(menuSoFar())
      .when(edit({ categoryId: 'ghost' }))
      .thenRefuses('MENU_CATEGORY_NOT_FOUND');
    expect(
      faultsOf(() =>
        given(menuSoFar())
          .when(edit({ toppingCategoryIds: ['ghost'] }))
          .events(),
      ),
    ).toEqual([['TOPPING_CATEGORY_NOT_FOUND', 'toppingCategoryIds[0]']]);
  });

  it('an unknown item is MENU_ITEM_NOT_FOUND', () => {
    given([])
      .when(edit({ title: 'x' }))
      .thenRefuses('MENU_ITEM_NOT_FOUND');
    given([])
      .when(catalogCommand('RemoveMenuItem', { itemId: 'koobideh' }))
      .thenRefuses('MENU_ITEM_NOT_FOUND');
  });
});

describe('availability and price commands (the POS and the marketplace sync)', () => {
  it('marks an item out of stock, and asking again changes nothing', () => {
    const off = catalogCommand('ChangeMenuItemAvailability', {
      itemId: 'koobideh',
      available: false,
    });
    given(menuSoFar())
      .when(off)
      .then([MenuItemAvailabilityChanged(off.data)]);
    given([...menuSoFar(), MenuItemAvailabilityChanged(off.data)])
      .when(off)
      .then([]);
  });

  it('changes the price; the same price changes nothing; a discount above it is refused', () => {
    given(menuSoFar())
      .when(changePrice(1_300_000))
      .then([MenuItemPriceChanged({ itemId: 'koobideh', price: 1_300_000, discount: 0 })]);
    given(menuSoFar()).when(changePrice(1_200_000, 100_000)).then([]);
    given(menuSoFar()).when(changePrice(100, 200)).thenRefuses('MENU_ITEM_DISCOUNT_ABOVE_PRICE');
  });

  it('removes an item', () => {
    given(menuSoFar())
      .when(catalogCommand('RemoveMenuItem', { itemId: 'koobideh' }))
      .then([MenuItemRemoved({ itemId: 'koobideh' })]);
  });
});
