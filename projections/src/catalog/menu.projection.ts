// The menu as the POS, the site and the back office read it: one row per vendor holding the whole
// menu, since it is read whole and is small (tens of categories, a few hundred items). Topping
// categories and tags are kept beside it, so an item embeds the topping categories it names and
// a topping change reaches every item that offers it. "Sells now" is not here: it depends on the
// clock, so the gateway computes it when the menu is read (engine catalog/sells-now.ts).
// Version 2: follows every catalog event (edits, removals, toppings, tags, channels, shifts).
import {
  catalogEventCodec,
  catalogEvents,
  type CatalogEvent,
  type MenuItemCreated,
} from '@sofre/engine/catalog';
import type { MenuCategoryView, MenuItemView, ToppingCategoryView } from '@sofre/engine/contracts';
import type { z } from 'zod';
import { defineProjection, type ProjectedEvent } from '../projection.ts';

type ToppingCategory = z.infer<typeof ToppingCategoryView>;

export interface MenuTagView {
  readonly id: string;
  readonly title: string;
}

export interface MenuRow {
  readonly vendorId: string;
  readonly categories: MenuCategoryView[];
  readonly toppingCategories: Readonly<Record<string, ToppingCategory>>;
  /** Absent in rows written before version 2 (rebuilt on start). */
  readonly tags?: Readonly<Record<string, MenuTagView>>;
  readonly position: string;
}

const byOrder = <T extends { order: number; id: string }>(list: T[]): T[] =>
  list.sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** Present keys of an edit event, minus its id; `null` (removed) becomes absent. */
function changesOf(data: object, idKey: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => key !== idKey && value !== undefined),
  );
}

/** Applies changes where `null` deletes the key (image, description). */
function patch<T extends object>(target: T, changes: Record<string, unknown>): T {
  const next: Record<string, unknown> = { ...(target as Record<string, unknown>) };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next as T;
}

const mapItems = (
  categories: MenuCategoryView[],
  itemId: string,
  change: (item: MenuItemView) => MenuItemView,
) =>
  categories.map((c) =>
    c.items.some((i) => i.id === itemId)
      ? { ...c, items: byOrder(c.items.map((i) => (i.id === itemId ? change(i) : i))) }
      : c,
  );

const mapCategory = (
  categories: MenuCategoryView[],
  categoryId: string,
  change: (category: MenuCategoryView) => MenuCategoryView,
) => byOrder(categories.map((c) => (c.id === categoryId ? change(c) : c)));

/** Every item again embeds the current version of the topping categories it names. */
const withToppings = (
  categories: MenuCategoryView[],
  toppingCategories: Readonly<Record<string, ToppingCategory>>,
) =>
  categories.map((c) => ({
    ...c,
    items: c.items.map((i) => ({
      ...i,
      toppingCategories: i.toppingCategories.flatMap((t) => toppingCategories[t.id] ?? []),
    })),
  }));

function itemView(menu: MenuRow, d: z.infer<typeof MenuItemCreated.schema>): MenuItemView {
  const { itemId, toppingCategoryIds, ...rest } = d;
  return {
    ...rest,
    id: itemId,
    toppingCategories: toppingCategoryIds.flatMap((id) => menu.toppingCategories[id] ?? []),
  };
}

/** Which topping category holds a topping. */
const categoryOfTopping = (menu: MenuRow, toppingId: string) =>
  Object.values(menu.toppingCategories).find((c) => c.toppings.some((t) => t.id === toppingId));

function evolveToppings(menu: MenuRow, event: CatalogEvent): MenuRow['toppingCategories'] {
  const all = menu.toppingCategories;
  const changeTopping = (toppingId: string, change: Record<string, unknown>) => {
    const category = categoryOfTopping(menu, toppingId);
    if (!category) return all;
    const toppings = category.toppings.map((t) => (t.id === toppingId ? { ...t, ...change } : t));
    return { ...all, [category.id]: { ...category, toppings } };
  };
  switch (event.type) {
    case 'ToppingCategoryCreated': {
      const { toppingCategoryId: id, toppings, ...rest } = event.data;
      const views = toppings.map(({ toppingId, ...t }) => ({ id: toppingId, ...t }));
      return { ...all, [id]: { id, ...rest, toppings: views } };
    }
    case 'ToppingCategoryChanged': {
      const current = all[event.data.toppingCategoryId];
      if (!current) return all;
      return {
        ...all,
        [current.id]: patch(current, changesOf(event.data, 'toppingCategoryId')),
      };
    }
    case 'ToppingCategoryRemoved': {
      const { [event.data.toppingCategoryId]: _removed, ...rest } = all;
      return rest;
    }
    case 'ToppingAdded': {
      const { toppingCategoryId, toppingId, ...t } = event.data;
      const current = all[toppingCategoryId];
      if (!current) return all;
      const toppings = [...current.toppings, { id: toppingId, ...t }];
      return { ...all, [toppingCategoryId]: { ...current, toppings } };
    }
    case 'ToppingRenamed':
      return changeTopping(event.data.toppingId, { title: event.data.title });
    case 'ToppingPriceChanged':
      return changeTopping(event.data.toppingId, { price: event.data.price });
    case 'ToppingAvailabilityChanged':
      return changeTopping(event.data.toppingId, { available: event.data.available });
    case 'ToppingRemoved': {
      const category = categoryOfTopping(menu, event.data.toppingId);
      if (!category) return all;
      const toppings = category.toppings.filter((t) => t.id !== event.data.toppingId);
      return { ...all, [category.id]: { ...category, toppings } };
    }
    default:
      return all;
  }
}

function evolveCategories(menu: MenuRow, event: CatalogEvent): MenuCategoryView[] {
  const categories = menu.categories;
  switch (event.type) {
    case 'MenuCategoryCreated': {
      const { categoryId, ...rest } = event.data;
      return byOrder([...categories, { id: categoryId, ...rest, items: [] }]);
    }
    case 'MenuCategoryChanged':
      return mapCategory(categories, event.data.categoryId, (c) =>
        patch(c, changesOf(event.data, 'categoryId')),
      );
    case 'MenuCategoryActiveChanged':
      return mapCategory(categories, event.data.categoryId, (c) => ({
        ...c,
        active: event.data.active,
      }));
    case 'MenuCategoryReordered':
      return mapCategory(categories, event.data.categoryId, (c) => ({
        ...c,
        order: event.data.order,
      }));
    case 'MenuCategoryRemoved':
      return categories.filter((c) => c.id !== event.data.categoryId);
    case 'MenuItemCreated': {
      const item = itemView(menu, event.data);
      return categories.map((c) =>
        c.id === item.categoryId ? { ...c, items: byOrder([...c.items, item]) } : c,
      );
    }
    case 'MenuItemDetailsChanged': {
      const { toppingCategoryIds, ...rest } = changesOf(event.data, 'itemId');
      return mapItems(categories, event.data.itemId, (i) => ({
        ...patch(i, rest),
        ...(Array.isArray(toppingCategoryIds)
          ? {
              toppingCategories: (toppingCategoryIds as string[]).flatMap(
                (id) => menu.toppingCategories[id] ?? [],
              ),
            }
          : {}),
      }));
    }
    case 'MenuItemAvailabilityChanged':
      return mapItems(categories, event.data.itemId, (i) => ({
        ...i,
        available: event.data.available,
      }));
    case 'MenuItemPriceChanged': {
      const { price, discount } = event.data;
      return mapItems(categories, event.data.itemId, (i) => ({ ...i, price, discount }));
    }
    case 'MenuItemActiveChanged':
      return mapItems(categories, event.data.itemId, (i) => ({ ...i, active: event.data.active }));
    case 'MenuItemReordered':
      return mapItems(categories, event.data.itemId, (i) => ({ ...i, order: event.data.order }));
    case 'MenuItemMoved': {
      const { itemId, categoryId } = event.data;
      const item = categories.flatMap((c) => c.items).find((i) => i.id === itemId);
      if (!item) return categories;
      const moved = { ...item, categoryId };
      return categories.map((c) => {
        const items = c.items.filter((i) => i.id !== itemId);
        return { ...c, items: c.id === categoryId ? byOrder([...items, moved]) : items };
      });
    }
    case 'MenuItemRemoved':
      return categories.map((c) => ({
        ...c,
        items: c.items.filter((i) => i.id !== event.data.itemId),
      }));
    default:
      return categories;
  }
}

const TOPPING_EVENTS = new Set<string>([
  'ToppingCategoryCreated',
  'ToppingCategoryChanged',
  'ToppingCategoryRemoved',
  'ToppingAdded',
  'ToppingRenamed',
  'ToppingPriceChanged',
  'ToppingAvailabilityChanged',
  'ToppingRemoved',
]);

export function evolveMenu(row: MenuRow | undefined, event: ProjectedEvent<CatalogEvent>): MenuRow {
  const menu: MenuRow = row ?? {
    vendorId: event.metadata.vendorId,
    categories: [],
    toppingCategories: {},
    tags: {},
    position: event.position,
  };
  if (TOPPING_EVENTS.has(event.type)) {
    const toppingCategories = evolveToppings(menu, event);
    return {
      ...menu,
      toppingCategories,
      categories: withToppings(menu.categories, toppingCategories),
      position: event.position,
    };
  }
  if (event.type === 'MenuItemTagCreated') {
    const { tagId: id, title } = event.data;
    return { ...menu, tags: { ...menu.tags, [id]: { id, title } }, position: event.position };
  }
  return { ...menu, categories: evolveCategories(menu, event), position: event.position };
}

export const menuProjection = defineProjection<MenuRow, CatalogEvent>({
  name: 'menu',
  version: 2,
  codec: catalogEventCodec,
  eventTypes: catalogEvents.map((e) => e.type),
  keysOf: (event) => [event.metadata.vendorId],
  evolve: (row, event) => evolveMenu(row, event),
  index: (row) => ({ vendorId: row.vendorId }),
});
