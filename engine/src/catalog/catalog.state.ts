// The catalog as decide needs it: every category, item, topping category, topping and tag with the
// fields an edit is compared against (so an edit emits only what changed), plus every id ever
// used, since a removed id is never given to something else (orders and the marketplace keep it).
import type { OrderSource } from '../shared/enums.ts';
import type { CatalogEvent } from './catalog.events.ts';

export interface CatalogCategoryFacts {
  readonly title: string;
  readonly order: number;
  readonly active: boolean;
  readonly image?: string;
  readonly sellChannels: readonly OrderSource[];
  readonly foodShiftIds: readonly string[];
}

export interface CatalogItemFacts {
  readonly categoryId: string;
  readonly title: string;
  readonly description?: string;
  readonly price: number;
  readonly discount: number;
  readonly packagingCost: number;
  readonly servePackagingCost: number;
  readonly withTax: boolean;
  readonly image?: string;
  readonly order: number;
  readonly active: boolean;
  readonly available: boolean;
  readonly sellChannels: readonly OrderSource[];
  readonly tagIds: readonly string[];
  readonly toppingCategoryIds: readonly string[];
  readonly foodShiftIds: readonly string[];
}

export interface CatalogToppingCategoryFacts {
  readonly title: string;
  readonly minChoices: number;
  readonly maxChoices: number;
  readonly toppingIds: readonly string[];
}

export interface CatalogToppingFacts {
  readonly toppingCategoryId: string;
  readonly title: string;
  readonly price: number;
  readonly available: boolean;
}

export interface UsedIds {
  readonly category: ReadonlySet<string>;
  readonly item: ReadonlySet<string>;
  readonly toppingCategory: ReadonlySet<string>;
  readonly topping: ReadonlySet<string>;
  readonly tag: ReadonlySet<string>;
}

export interface CatalogState {
  readonly categories: ReadonlyMap<string, CatalogCategoryFacts>;
  readonly items: ReadonlyMap<string, CatalogItemFacts>;
  readonly toppingCategories: ReadonlyMap<string, CatalogToppingCategoryFacts>;
  readonly toppings: ReadonlyMap<string, CatalogToppingFacts>;
  /** Tag id → title. */
  readonly tags: ReadonlyMap<string, string>;
  readonly usedIds: UsedIds;
}

export const initialCatalogState = (): CatalogState => ({
  categories: new Map(),
  items: new Map(),
  toppingCategories: new Map(),
  toppings: new Map(),
  tags: new Map(),
  usedIds: {
    category: new Set(),
    item: new Set(),
    toppingCategory: new Set(),
    topping: new Set(),
    tag: new Set(),
  },
});

/** Present keys of an edit event's data, minus its id; null means "removed" (undefined). */
function changesOf<T>(data: object, idKey: string): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key !== idKey && value !== undefined) out[key] = value === null ? undefined : value;
  }
  return out as Partial<T>;
}

const patched = <K, V>(map: ReadonlyMap<K, V>, key: K, change: Partial<V>): Map<K, V> => {
  const next = new Map(map);
  const current = map.get(key);
  if (current !== undefined) next.set(key, { ...current, ...change });
  return next;
};

const without = <K, V>(map: ReadonlyMap<K, V>, key: K): Map<K, V> => {
  const next = new Map(map);
  next.delete(key);
  return next;
};

const used = (state: CatalogState, kind: keyof UsedIds, ...ids: string[]): UsedIds => ({
  ...state.usedIds,
  [kind]: new Set([...state.usedIds[kind], ...ids]),
});

export function evolveCatalog(state: CatalogState, event: CatalogEvent): CatalogState {
  switch (event.type) {
    case 'MenuCategoryCreated': {
      const { categoryId, ...facts } = event.data;
      return {
        ...state,
        categories: new Map(state.categories).set(categoryId, facts),
        usedIds: used(state, 'category', categoryId),
      };
    }
    case 'MenuCategoryChanged':
      return {
        ...state,
        categories: patched(
          state.categories,
          event.data.categoryId,
          changesOf<CatalogCategoryFacts>(event.data, 'categoryId'),
        ),
      };
    case 'MenuCategoryActiveChanged':
      return {
        ...state,
        categories: patched(state.categories, event.data.categoryId, {
          active: event.data.active,
        }),
      };
    case 'MenuCategoryReordered':
      return {
        ...state,
        categories: patched(state.categories, event.data.categoryId, { order: event.data.order }),
      };
    case 'MenuCategoryRemoved':
      return { ...state, categories: without(state.categories, event.data.categoryId) };
    case 'ToppingCategoryCreated': {
      const { toppingCategoryId, toppings, ...rest } = event.data;
      const toppingMap = new Map(state.toppings);
      for (const { toppingId, ...t } of toppings)
        toppingMap.set(toppingId, { ...t, toppingCategoryId });
      const toppingIds = toppings.map((t) => t.toppingId);
      return {
        ...state,
        toppingCategories: new Map(state.toppingCategories).set(toppingCategoryId, {
          ...rest,
          toppingIds,
        }),
        toppings: toppingMap,
        usedIds: {
          ...used(state, 'toppingCategory', toppingCategoryId),
          topping: new Set([...state.usedIds.topping, ...toppingIds]),
        },
      };
    }
    case 'ToppingCategoryChanged':
      return {
        ...state,
        toppingCategories: patched(
          state.toppingCategories,
          event.data.toppingCategoryId,
          changesOf<CatalogToppingCategoryFacts>(event.data, 'toppingCategoryId'),
        ),
      };
    case 'ToppingCategoryRemoved': {
      const category = state.toppingCategories.get(event.data.toppingCategoryId);
      let toppings = new Map(state.toppings);
      for (const toppingId of category?.toppingIds ?? []) toppings = without(toppings, toppingId);
      return {
        ...state,
        toppingCategories: without(state.toppingCategories, event.data.toppingCategoryId),
        toppings,
      };
    }
    case 'ToppingAdded': {
      const { toppingId, toppingCategoryId, ...t } = event.data;
      const category = state.toppingCategories.get(toppingCategoryId);
      return {
        ...state,
        toppingCategories: patched(state.toppingCategories, toppingCategoryId, {
          toppingIds: [...(category?.toppingIds ?? []), toppingId],
        }),
        toppings: new Map(state.toppings).set(toppingId, { ...t, toppingCategoryId }),
        usedIds: used(state, 'topping', toppingId),
      };
    }
    case 'ToppingRenamed':
      return {
        ...state,
        toppings: patched(state.toppings, event.data.toppingId, { title: event.data.title }),
      };
    case 'ToppingPriceChanged':
      return {
        ...state,
        toppings: patched(state.toppings, event.data.toppingId, { price: event.data.price }),
      };
    case 'ToppingAvailabilityChanged':
      return {
        ...state,
        toppings: patched(state.toppings, event.data.toppingId, {
          available: event.data.available,
        }),
      };
    case 'ToppingRemoved': {
      const topping = state.toppings.get(event.data.toppingId);
      const category = topping && state.toppingCategories.get(topping.toppingCategoryId);
      const toppingCategories =
        topping && category
          ? patched(state.toppingCategories, topping.toppingCategoryId, {
              toppingIds: category.toppingIds.filter((t) => t !== event.data.toppingId),
            })
          : state.toppingCategories;
      return {
        ...state,
        toppingCategories,
        toppings: without(state.toppings, event.data.toppingId),
      };
    }
    case 'MenuItemTagCreated':
      return {
        ...state,
        tags: new Map(state.tags).set(event.data.tagId, event.data.title),
        usedIds: used(state, 'tag', event.data.tagId),
      };
    case 'MenuItemCreated': {
      const { itemId, ...facts } = event.data;
      return {
        ...state,
        items: new Map(state.items).set(itemId, facts),
        usedIds: used(state, 'item', itemId),
      };
    }
    case 'MenuItemDetailsChanged':
      return {
        ...state,
        items: patched(
          state.items,
          event.data.itemId,
          changesOf<CatalogItemFacts>(event.data, 'itemId'),
        ),
      };
    case 'MenuItemAvailabilityChanged':
      return {
        ...state,
        items: patched(state.items, event.data.itemId, { available: event.data.available }),
      };
    case 'MenuItemPriceChanged':
      return {
        ...state,
        items: patched(state.items, event.data.itemId, {
          price: event.data.price,
          discount: event.data.discount,
        }),
      };
    case 'MenuItemActiveChanged':
      return {
        ...state,
        items: patched(state.items, event.data.itemId, { active: event.data.active }),
      };
    case 'MenuItemMoved':
      return {
        ...state,
        items: patched(state.items, event.data.itemId, { categoryId: event.data.categoryId }),
      };
    case 'MenuItemReordered':
      return {
        ...state,
        items: patched(state.items, event.data.itemId, { order: event.data.order }),
      };
    case 'MenuItemRemoved':
      return { ...state, items: without(state.items, event.data.itemId) };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
