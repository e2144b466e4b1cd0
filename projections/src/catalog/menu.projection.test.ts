import {
  MenuCategoryActiveChanged,
  MenuCategoryChanged,
  MenuCategoryCreated,
  MenuCategoryRemoved,
  MenuCategoryReordered,
  MenuItemActiveChanged,
  MenuItemAvailabilityChanged,
  MenuItemCreated,
  MenuItemDetailsChanged,
  MenuItemMoved,
  MenuItemPriceChanged,
  MenuItemRemoved,
  MenuItemReordered,
  MenuItemTagCreated,
  ToppingAdded,
  ToppingAvailabilityChanged,
  ToppingCategoryChanged,
  ToppingCategoryCreated,
  ToppingCategoryRemoved,
  ToppingPriceChanged,
  ToppingRemoved,
  ToppingRenamed,
} from '@sofre/engine/catalog';
import { MenuCategoryView } from '@sofre/engine/contracts';
import type { DomainEvent } from '@sofre/engine';
import { describe, expect, it } from 'vitest';
import { EventLog, VENDOR } from '../testing/event-log.fixtures.ts';
import { projectInMemory } from '../testing/project-in-memory.ts';
import { menuProjection, type MenuRow } from './menu.projection.ts';

const AT = '2025-03-21T07:00:00Z';
const ALL = ['WEBSITE', 'QR', 'SALON', 'SNAPPFOOD', 'KIOSK'] as const;
const category = (categoryId: string, title: string, order: number) =>
  MenuCategoryCreated({
    categoryId,
    title,
    order,
    active: true,
    sellChannels: [...ALL],
    foodShiftIds: [],
  });
const item = (itemId: string, categoryId: string, order: number, extra = {}) =>
  MenuItemCreated({
    itemId,
    categoryId,
    title: itemId,
    price: 1_000_000,
    discount: 0,
    packagingCost: 0,
    servePackagingCost: 0,
    withTax: true,
    order,
    toppingCategoryIds: [],
    active: true,
    available: true,
    sellChannels: [...ALL],
    tagIds: [],
    foodShiftIds: [],
    ...extra,
  });

function menuOf(events: DomainEvent[], vendorId = VENDOR) {
  const log = new EventLog();
  for (const e of events) log.append(e, { vendorId, at: AT, stream: `catalog-${vendorId}` });
  return projectInMemory(menuProjection, log.events).get(vendorId) as MenuRow;
}

const basics = [
  category('drinks', 'نوشیدنی', 2),
  category('kebabs', 'کباب‌ها', 1),
  ToppingCategoryCreated({
    toppingCategoryId: 'breads',
    title: 'نان',
    minChoices: 1,
    maxChoices: 2,
    toppings: [
      { toppingId: 'sangak', title: 'سنگک', price: 50_000, available: true },
      { toppingId: 'lavash', title: 'لواش', price: 0, available: true },
    ],
  }),
  MenuItemTagCreated({ tagId: 'spicy', title: 'تند' }),
  item('joojeh', 'kebabs', 2),
  item('koobideh', 'kebabs', 1, {
    toppingCategoryIds: ['breads'],
    description: 'دو سیخ',
    tagIds: ['spicy'],
    foodShiftIds: ['lunch'],
  }),
  item('doogh', 'drinks', 1),
];
const ids = (row: MenuRow) => row.categories.map((c) => [c.id, c.items.map((i) => i.id)]);
const itemIn = (row: MenuRow, id: string) =>
  row.categories.flatMap((c) => c.items).find((i) => i.id === id);

describe('menu', () => {
  it('shows categories and items in menu order, items with their topping categories', () => {
    const menu = menuOf(basics);
    expect(ids(menu)).toEqual([
      ['kebabs', ['koobideh', 'joojeh']],
      ['drinks', ['doogh']],
    ]);
    expect(itemIn(menu, 'koobideh')).toMatchObject({
      description: 'دو سیخ',
      active: true,
      available: true,
      sellChannels: ALL,
      tagIds: ['spicy'],
      foodShiftIds: ['lunch'],
      toppingCategories: [
        {
          id: 'breads',
          title: 'نان',
          minChoices: 1,
          maxChoices: 2,
          toppings: [
            { id: 'sangak', title: 'سنگک', price: 50_000, available: true },
            { id: 'lavash', title: 'لواش', price: 0, available: true },
          ],
        },
      ],
    });
    expect(menu.tags).toEqual({ spicy: { id: 'spicy', title: 'تند' } });
    for (const c of menu.categories) expect(() => MenuCategoryView.parse(c)).not.toThrow();
  });

  it('marks an item out of stock and back; takes a new price; switches it off', () => {
    const off = MenuItemAvailabilityChanged({ itemId: 'doogh', available: false });
    expect(itemIn(menuOf([...basics, off]), 'doogh')?.available).toBe(false);
    const on = MenuItemAvailabilityChanged({ itemId: 'doogh', available: true });
    expect(itemIn(menuOf([...basics, off, on]), 'doogh')?.available).toBe(true);
    const priced = MenuItemPriceChanged({ itemId: 'joojeh', price: 900_000, discount: 50_000 });
    expect(itemIn(menuOf([...basics, priced]), 'joojeh')).toMatchObject({
      price: 900_000,
      discount: 50_000,
    });
    const inactive = MenuItemActiveChanged({ itemId: 'joojeh', active: false });
    expect(itemIn(menuOf([...basics, inactive]), 'joojeh')?.active).toBe(false);
  });

  it('edits details (null removes), moves, reorders and removes items', () => {
    const menu = menuOf([
      ...basics,
      MenuItemDetailsChanged({
        itemId: 'koobideh',
        title: 'کوبیده',
        description: null,
        image: '/files/v/k.png',
        sellChannels: ['SALON'],
        toppingCategoryIds: [],
      }),
      MenuItemMoved({ itemId: 'joojeh', categoryId: 'drinks' }),
      MenuItemReordered({ itemId: 'doogh', order: 9 }),
    ]);
    expect(ids(menu)).toEqual([
      ['kebabs', ['koobideh']],
      ['drinks', ['joojeh', 'doogh']],
    ]);
    const koobideh = itemIn(menu, 'koobideh');
    expect(koobideh).toMatchObject({ title: 'کوبیده', image: '/files/v/k.png' });
    expect(koobideh).not.toHaveProperty('description');
    expect(koobideh?.sellChannels).toEqual(['SALON']);
    expect(koobideh?.toppingCategories).toEqual([]);
    expect(itemIn(menu, 'joojeh')?.categoryId).toBe('drinks');
    const gone = menuOf([...basics, MenuItemRemoved({ itemId: 'joojeh' })]);
    expect(ids(gone)).toEqual([
      ['kebabs', ['koobideh']],
      ['drinks', ['doogh']],
    ]);
  });

  it('edits, switches off, reorders and removes categories', () => {
    const menu = menuOf([
      ...basics,
      MenuCategoryChanged({ categoryId: 'drinks', title: 'نوشیدنی سرد', foodShiftIds: ['x'] }),
      MenuCategoryActiveChanged({ categoryId: 'drinks', active: false }),
      MenuCategoryReordered({ categoryId: 'drinks', order: 0 }),
      category('desserts', 'دسر', 5),
      MenuCategoryRemoved({ categoryId: 'desserts' }),
    ]);
    expect(menu.categories.map((c) => [c.id, c.title, c.active, c.foodShiftIds])).toEqual([
      ['drinks', 'نوشیدنی سرد', false, ['x']],
      ['kebabs', 'کباب‌ها', true, []],
    ]);
  });

  it('a topping change reaches every item that offers its category', () => {
    const menu = menuOf([
      ...basics,
      ToppingCategoryChanged({ toppingCategoryId: 'breads', title: 'نان تازه', maxChoices: 1 }),
      ToppingAdded({
        toppingCategoryId: 'breads',
        toppingId: 'barbari',
        title: 'بربری',
        price: 40_000,
        available: true,
      }),
      ToppingRenamed({ toppingId: 'sangak', title: 'سنگک کنجدی' }),
      ToppingPriceChanged({ toppingId: 'sangak', price: 60_000 }),
      ToppingAvailabilityChanged({ toppingId: 'lavash', available: false }),
      ToppingRemoved({ toppingId: 'barbari' }),
    ]);
    const expected = {
      id: 'breads',
      title: 'نان تازه',
      minChoices: 1,
      maxChoices: 1,
      toppings: [
        { id: 'sangak', title: 'سنگک کنجدی', price: 60_000, available: true },
        { id: 'lavash', title: 'لواش', price: 0, available: false },
      ],
    };
    expect(menu.toppingCategories.breads).toEqual(expected);
    expect(itemIn(menu, 'koobideh')?.toppingCategories).toEqual([expected]);
    const removed = menuOf([
      category('c', 'c', 1),
      ToppingCategoryCreated({
        toppingCategoryId: 'sauces',
        title: 'سس',
        minChoices: 0,
        maxChoices: 1,
        toppings: [{ toppingId: 'garlic', title: 'سیر', price: 0, available: true }],
      }),
      ToppingCategoryRemoved({ toppingCategoryId: 'sauces' }),
    ]);
    expect(removed.toppingCategories).toEqual({});
  });

  it('keeps each vendor’s menu in its own row', () => {
    const log = new EventLog();
    log.append(basics[0]!, { vendorId: 'a', at: AT, stream: 'catalog-a' });
    log.append(basics[1]!, { vendorId: 'b', at: AT, stream: 'catalog-b' });
    const rows = projectInMemory(menuProjection, log.events);
    expect(rows.get('a')?.categories.map((c) => c.id)).toEqual(['drinks']);
    expect(rows.get('b')?.categories.map((c) => c.id)).toEqual(['kebabs']);
  });

  it('is safe to apply twice', () => {
    const log = new EventLog();
    for (const e of basics) log.append(e, { vendorId: VENDOR, at: AT, stream: 'catalog-v' });
    const once = projectInMemory(menuProjection, log.events);
    expect(projectInMemory(menuProjection, log.events, new Map(once))).toEqual(once);
  });

  it('follows every catalog event type (version 2)', () => {
    expect(menuProjection.version).toBe(2);
    expect(menuProjection.eventTypes).toHaveLength(22);
  });
});
