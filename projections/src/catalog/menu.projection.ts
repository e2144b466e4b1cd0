// The menu as the POS and the site read it (MenuCategoryView[]): one row per vendor holding the
// whole menu, since it is read whole and is small (tens of categories, a few hundred items).
// Topping categories are kept beside it, so an item created later can embed the ones it names.
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

export interface MenuRow {
  readonly vendorId: string;
  readonly categories: MenuCategoryView[];
  readonly toppingCategories: Readonly<Record<string, ToppingCategory>>;
  readonly position: string;
}

const byOrder = <T extends { order: number; id: string }>(list: T[]): T[] =>
  list.sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

const mapItems = (menu: MenuRow, itemId: string, change: Partial<MenuItemView>) =>
  menu.categories.map((c) => ({
    ...c,
    items: c.items.map((item) => (item.id === itemId ? { ...item, ...change } : item)),
  }));

function itemView(menu: MenuRow, d: z.infer<typeof MenuItemCreated.schema>): MenuItemView {
  const { itemId, toppingCategoryIds, ...rest } = d;
  return {
    ...rest,
    id: itemId,
    active: true,
    available: true,
    toppingCategories: toppingCategoryIds.flatMap((id) => menu.toppingCategories[id] ?? []),
  };
}

export function evolveMenu(row: MenuRow | undefined, event: ProjectedEvent<CatalogEvent>): MenuRow {
  const menu: MenuRow = row ?? {
    vendorId: event.metadata.vendorId,
    categories: [],
    toppingCategories: {},
    position: event.position,
  };
  const next = (change: Partial<MenuRow>): MenuRow => ({
    ...menu,
    ...change,
    position: event.position,
  });
  switch (event.type) {
    case 'MenuCategoryCreated': {
      const { categoryId, title, order, active } = event.data;
      return next({
        categories: byOrder([
          ...menu.categories,
          { id: categoryId, title, order, active, items: [] },
        ]),
      });
    }
    case 'ToppingCategoryCreated': {
      const { toppingCategoryId: id, toppings, ...rest } = event.data;
      const view = {
        id,
        ...rest,
        toppings: toppings.map((t) => ({
          id: t.toppingId,
          title: t.title,
          price: t.price,
          available: true,
        })),
      };
      return next({ toppingCategories: { ...menu.toppingCategories, [id]: view } });
    }
    case 'MenuItemCreated': {
      const item = itemView(menu, event.data);
      const categories = menu.categories.map((c) =>
        c.id === item.categoryId ? { ...c, items: byOrder([...c.items, item]) } : c,
      );
      return next({ categories });
    }
    case 'MenuItemAvailabilityChanged':
      return next({
        categories: mapItems(menu, event.data.itemId, { available: event.data.available }),
      });
    case 'MenuItemPriceChanged': {
      const { itemId, price, discount } = event.data;
      return next({ categories: mapItems(menu, itemId, { price, discount }) });
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const menuProjection = defineProjection<MenuRow, CatalogEvent>({
  name: 'menu',
  version: 1,
  codec: catalogEventCodec,
  eventTypes: catalogEvents.map((e) => e.type),
  keysOf: (event) => [event.metadata.vendorId],
  evolve: (row, event) => evolveMenu(row, event),
  index: (row) => ({ vendorId: row.vendorId }),
});
