// Menu categories and tags, and the upcasting of events stored before the catalog grew.
import { describe, expect, it } from 'vitest';
import { specFor } from '../testing/given-when-then.ts';
import { catalogDecider } from './catalog.decider.ts';
import {
  catalogEventCodec,
  MenuCategoryActiveChanged,
  MenuCategoryChanged,
  MenuCategoryCreated,
  MenuCategoryRemoved,
  MenuCategoryReordered,
  MenuItemTagCreated,
} from './catalog.events.ts';
import {
  catalogCommand,
  createBreads,
  createKebabs,
  createKoobideh,
  createSpicyTag,
  decidedCatalog,
  faultsOf,
} from './catalog.test-fixtures.ts';

const given = specFor(catalogDecider);
const ALL = ['WEBSITE', 'QR', 'SALON', 'SNAPPFOOD', 'KIOSK'];
const edit = (data: Record<string, unknown>) =>
  catalogCommand('EditMenuCategory', { categoryId: 'kebabs', ...data });

describe('menu categories', () => {
  it('creates an active category at order 0, on every channel, with no shifts, by default', () => {
    given([])
      .when(catalogCommand('CreateMenuCategory', { categoryId: 'c', title: 'پیش‌غذا' }))
      .then([
        MenuCategoryCreated({
          categoryId: 'c',
          title: 'پیش‌غذا',
          order: 0,
          active: true,
          sellChannels: ALL as never,
          foodShiftIds: [],
        }),
      ]);
  });

  it('keeps each channel and shift once, channels in their canonical order', () => {
    const [created] = given([])
      .when(
        catalogCommand('CreateMenuCategory', {
          categoryId: 'c',
          title: 'شام',
          sellChannels: ['KIOSK', 'SALON', 'KIOSK'],
          foodShiftIds: ['dinner', 'dinner'],
        }),
      )
      .events();
    expect(created?.data).toMatchObject({
      sellChannels: ['SALON', 'KIOSK'],
      foodShiftIds: ['dinner'],
    });
  });

  it('a repeated id is CATALOG_ID_TAKEN, even after the first was removed', () => {
    given(decidedCatalog([createKebabs()]))
      .when(createKebabs())
      .thenRefuses('CATALOG_ID_TAKEN');
    const removed = [
      ...decidedCatalog([createKebabs()]),
      MenuCategoryRemoved({ categoryId: 'kebabs' }),
    ];
    given(removed).when(createKebabs()).thenRefuses('CATALOG_ID_TAKEN');
  });

  it('a title another category has (spaces and case aside) is MENU_CATEGORY_TITLE_TAKEN on title', () => {
    const again = catalogCommand('CreateMenuCategory', { categoryId: 'k2', title: ' کباب‌ها ' });
    expect(
      faultsOf(() =>
        given(decidedCatalog([createKebabs()]))
          .when(again)
          .events(),
      ),
    ).toEqual([['MENU_CATEGORY_TITLE_TAKEN', 'title']]);
    const other = catalogCommand('CreateMenuCategory', { categoryId: 'k2', title: 'دسر' });
    const renamed = catalogCommand('EditMenuCategory', { categoryId: 'k2', title: 'کباب‌ها' });
    given(decidedCatalog([createKebabs(), other]))
      .when(renamed)
      .thenRefuses('MENU_CATEGORY_TITLE_TAKEN');
    // Its own title again is no clash, and no change.
    given(decidedCatalog([createKebabs()]))
      .when(edit({ title: 'کباب‌ها' }))
      .then([]);
  });

  it('an edit emits only what changed: details, the active switch and the place each apart', () => {
    const history = decidedCatalog([createKebabs()]);
    given(history)
      .when(edit({ title: 'کباب‌ها', order: 1, active: true, sellChannels: ALL }))
      .then([]);
    given(history)
      .when(edit({ title: 'کباب', active: false, order: 4, foodShiftIds: ['lunch'] }))
      .then([
        MenuCategoryChanged({ categoryId: 'kebabs', title: 'کباب', foodShiftIds: ['lunch'] }),
        MenuCategoryActiveChanged({ categoryId: 'kebabs', active: false }),
        MenuCategoryReordered({ categoryId: 'kebabs', order: 4 }),
      ]);
    given(history)
      .when(edit({ order: 3 }))
      .then([MenuCategoryReordered({ categoryId: 'kebabs', order: 3 })]);
  });

  it('sets and removes the image (null removes; null without an image is no change)', () => {
    const history = decidedCatalog([createKebabs()]);
    given(history)
      .when(edit({ image: null }))
      .then([]);
    const withImage = [
      ...history,
      MenuCategoryChanged({ categoryId: 'kebabs', image: '/files/v/a.png' }),
    ];
    given(history)
      .when(edit({ image: '/files/v/a.png' }))
      .then([withImage.at(-1)!]);
    given(withImage)
      .when(edit({ image: null }))
      .then([MenuCategoryChanged({ categoryId: 'kebabs', image: null })]);
  });

  it('an unknown category is MENU_CATEGORY_NOT_FOUND', () => {
    given([])
      .when(edit({ title: 'x' }))
      .thenRefuses('MENU_CATEGORY_NOT_FOUND');
    given([])
      .when(catalogCommand('RemoveMenuCategory', { categoryId: 'kebabs' }))
      .thenRefuses('MENU_CATEGORY_NOT_FOUND');
  });

  it('removes an empty category; one that still has items is MENU_CATEGORY_NOT_EMPTY', () => {
    const remove = catalogCommand('RemoveMenuCategory', { categoryId: 'kebabs' });
    given(decidedCatalog([createKebabs()]))
      .when(remove)
      .then([MenuCategoryRemoved({ categoryId: 'kebabs' })]);
    const withItem = decidedCatalog([createKebabs(), createBreads(), createKoobideh()]);
    expect(faultsOf(() => given(withItem).when(remove).events())).toEqual([
      ['MENU_CATEGORY_NOT_EMPTY', 'categoryId'],
    ]);
    const itemGone = catalogCommand('RemoveMenuItem', { itemId: 'koobideh' });
    const emptied = decidedCatalog([createKebabs(), createBreads(), createKoobideh(), itemGone]);
    given(emptied)
      .when(remove)
      .then([MenuCategoryRemoved({ categoryId: 'kebabs' })]);
  });
});

describe('tags', () => {
  it('creates a tag; a repeated id or title is refused on its field', () => {
    given([])
      .when(createSpicyTag())
      .then([MenuItemTagCreated({ tagId: 'spicy', title: 'تند' })]);
    const history = decidedCatalog([createSpicyTag()]);
    expect(faultsOf(() => given(history).when(createSpicyTag()).events())).toEqual([
      ['CATALOG_ID_TAKEN', 'tagId'],
      ['MENU_ITEM_TAG_TITLE_TAKEN', 'title'],
    ]);
  });
});

describe('events stored before the catalog grew (version 1) still read', () => {
  it('a v1 category gets every channel and no shifts', () => {
    const v1 = { categoryId: 'c', title: 'دسر', order: 1, active: true };
    expect(catalogEventCodec.decode('MenuCategoryCreated', v1, 1).data).toEqual({
      ...v1,
      sellChannels: ALL,
      foodShiftIds: [],
    });
  });

  it('a v1 item is active, available, on every channel, untagged, without shifts', () => {
    const v1 = {
      itemId: 'i',
      categoryId: 'c',
      title: 'دوغ',
      price: 100,
      discount: 0,
      packagingCost: 0,
      servePackagingCost: 0,
      withTax: true,
      order: 0,
      toppingCategoryIds: [],
    };
    expect(catalogEventCodec.decode('MenuItemCreated', v1, 1).data).toEqual({
      ...v1,
      active: true,
      available: true,
      sellChannels: ALL,
      tagIds: [],
      foodShiftIds: [],
    });
  });

  it('v1 toppings are available', () => {
    const v1 = {
      toppingCategoryId: 't',
      title: 'نان',
      minChoices: 0,
      maxChoices: 1,
      toppings: [{ toppingId: 'x', title: 'لواش', price: 0 }],
    };
    const decoded = catalogEventCodec.decode('ToppingCategoryCreated', v1, 1);
    expect((decoded.data as { toppings: unknown }).toppings).toEqual([
      { toppingId: 'x', title: 'لواش', price: 0, available: true },
    ]);
  });

  it('the current version is stored as it is', () => {
    expect(catalogEventCodec.versionOf('MenuItemCreated')).toBe(2);
    expect(catalogEventCodec.versionOf('MenuItemPriceChanged')).toBe(1);
  });
});
