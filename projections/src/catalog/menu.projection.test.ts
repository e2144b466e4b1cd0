import {
  MenuCategoryCreated,
  MenuItemAvailabilityChanged,
  MenuItemCreated,
  MenuItemPriceChanged,
  ToppingCategoryCreated,
} from '@sofre/engine/catalog';
import { MenuCategoryView } from '@sofre/engine/contracts';
import type { DomainEvent } from '@sofre/engine';
import { describe, expect, it } from 'vitest';
import { EventLog, VENDOR } from '../testing/event-log.fixtures.ts';
import { projectInMemory } from '../testing/project-in-memory.ts';
import { menuProjection, type MenuRow } from './menu.projection.ts';

const AT = '2025-03-21T07:00:00Z';
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
    ...extra,
  });

function menuOf(events: DomainEvent[], vendorId = VENDOR) {
  const log = new EventLog();
  for (const e of events) log.append(e, { vendorId, at: AT, stream: `catalog-${vendorId}` });
  return projectInMemory(menuProjection, log.events).get(vendorId) as MenuRow;
}

const basics = [
  MenuCategoryCreated({ categoryId: 'drinks', title: 'نوشیدنی', order: 2, active: true }),
  MenuCategoryCreated({ categoryId: 'kebabs', title: 'کباب‌ها', order: 1, active: true }),
  ToppingCategoryCreated({
    toppingCategoryId: 'breads',
    title: 'نان',
    minChoices: 1,
    maxChoices: 2,
    toppings: [{ toppingId: 'sangak', title: 'سنگک', price: 50_000 }],
  }),
  item('joojeh', 'kebabs', 2),
  item('koobideh', 'kebabs', 1, { toppingCategoryIds: ['breads'], description: 'دو سیخ' }),
  item('doogh', 'drinks', 1),
];

describe('menu', () => {
  it('shows categories and items in menu order, items with their topping categories', () => {
    const { categories } = menuOf(basics);
    expect(categories.map((c) => [c.id, c.items.map((i) => i.id)])).toEqual([
      ['kebabs', ['koobideh', 'joojeh']],
      ['drinks', ['doogh']],
    ]);
    expect(categories[0]?.items[0]).toMatchObject({
      description: 'دو سیخ',
      active: true,
      available: true,
      toppingCategories: [
        {
          id: 'breads',
          title: 'نان',
          minChoices: 1,
          maxChoices: 2,
          toppings: [{ id: 'sangak', title: 'سنگک', price: 50_000, available: true }],
        },
      ],
    });
    for (const c of categories) expect(() => MenuCategoryView.parse(c)).not.toThrow();
  });

  it('marks an item out of stock and back', () => {
    const off = MenuItemAvailabilityChanged({ itemId: 'doogh', available: false });
    const menu = menuOf([...basics, off]);
    expect(menu.categories[1]?.items[0]?.available).toBe(false);
    const on = MenuItemAvailabilityChanged({ itemId: 'doogh', available: true });
    expect(menuOf([...basics, off, on]).categories[1]?.items[0]?.available).toBe(true);
  });

  it('takes a new price and discount', () => {
    const menu = menuOf([
      ...basics,
      MenuItemPriceChanged({ itemId: 'joojeh', price: 900_000, discount: 50_000 }),
    ]);
    expect(menu.categories[0]?.items[1]).toMatchObject({ price: 900_000, discount: 50_000 });
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
});
