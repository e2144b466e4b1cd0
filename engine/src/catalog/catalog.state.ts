// The catalog as decide needs it: which ids exist and what each item costs now. The full menu
// (titles, toppings, order) is the projections' business.
import type { CatalogEvent } from './catalog.events.ts';

export interface CatalogItemFacts {
  readonly categoryId: string;
  readonly price: number;
  readonly discount: number;
  readonly available: boolean;
}

export interface CatalogState {
  readonly categoryIds: ReadonlySet<string>;
  readonly toppingCategoryIds: ReadonlySet<string>;
  readonly toppingIds: ReadonlySet<string>;
  readonly items: ReadonlyMap<string, CatalogItemFacts>;
}

export const initialCatalogState = (): CatalogState => ({
  categoryIds: new Set(),
  toppingCategoryIds: new Set(),
  toppingIds: new Set(),
  items: new Map(),
});

const withItem = (state: CatalogState, itemId: string, change: Partial<CatalogItemFacts>) => {
  const item = state.items.get(itemId);
  if (!item) return state;
  return { ...state, items: new Map(state.items).set(itemId, { ...item, ...change }) };
};

export function evolveCatalog(state: CatalogState, event: CatalogEvent): CatalogState {
  switch (event.type) {
    case 'MenuCategoryCreated':
      return { ...state, categoryIds: new Set(state.categoryIds).add(event.data.categoryId) };
    case 'ToppingCategoryCreated':
      return {
        ...state,
        toppingCategoryIds: new Set(state.toppingCategoryIds).add(event.data.toppingCategoryId),
        toppingIds: new Set([...state.toppingIds, ...event.data.toppings.map((t) => t.toppingId)]),
      };
    case 'MenuItemCreated': {
      const { itemId, categoryId, price, discount } = event.data;
      const item = { categoryId, price, discount, available: true };
      return { ...state, items: new Map(state.items).set(itemId, item) };
    }
    case 'MenuItemAvailabilityChanged':
      return withItem(state, event.data.itemId, { available: event.data.available });
    case 'MenuItemPriceChanged':
      return withItem(state, event.data.itemId, {
        price: event.data.price,
        discount: event.data.discount,
      });
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
