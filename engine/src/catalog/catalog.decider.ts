// The catalog aggregate: one per vendor, so ids are unique within a vendor's menu and an item can
// only point at categories that exist. Pure: time and ids come in with the command.
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import type { CatalogCommand, CatalogCommandOf } from './catalog.commands.ts';
import { refuse } from './catalog-errors.ts';
import {
  catalogEventCodec,
  catalogStreamName,
  MenuCategoryCreated,
  MenuItemAvailabilityChanged,
  MenuItemCreated,
  MenuItemPriceChanged,
  ToppingCategoryCreated,
  type CatalogEvent,
} from './catalog.events.ts';
import { evolveCatalog, initialCatalogState, type CatalogState } from './catalog.state.ts';

const checkDiscount = (price: number, discount: number) => {
  if (discount > price) throw refuse('INVALID_INPUT', 'discount', { price, discount });
};

function createToppingCategory(
  { data }: CatalogCommandOf<'CreateToppingCategory'>,
  state: CatalogState,
): CatalogEvent[] {
  if (state.toppingCategoryIds.has(data.toppingCategoryId))
    throw refuse('CATALOG_ID_TAKEN', 'toppingCategoryId');
  // Lines name toppings by id alone, so a topping id must mean one topping in the whole menu.
  const taken = data.toppings.findIndex((t) => state.toppingIds.has(t.toppingId));
  if (taken >= 0) throw refuse('CATALOG_ID_TAKEN', `toppings[${taken}].toppingId`);
  return [ToppingCategoryCreated(data)];
}

function createMenuItem(
  { data }: CatalogCommandOf<'CreateMenuItem'>,
  state: CatalogState,
): CatalogEvent[] {
  if (state.items.has(data.itemId)) throw refuse('CATALOG_ID_TAKEN', 'itemId');
  if (!state.categoryIds.has(data.categoryId))
    throw refuse('MENU_CATEGORY_NOT_FOUND', 'categoryId');
  const unknown = data.toppingCategoryIds.findIndex((t) => !state.toppingCategoryIds.has(t));
  if (unknown >= 0) throw refuse('TOPPING_CATEGORY_NOT_FOUND', `toppingCategoryIds[${unknown}]`);
  checkDiscount(data.price, data.discount);
  return [MenuItemCreated(data)];
}

function existingItem(state: CatalogState, itemId: string) {
  const item = state.items.get(itemId);
  if (!item) throw refuse('MENU_ITEM_NOT_FOUND', 'itemId', { itemId });
  return item;
}

export function decideCatalog(command: CatalogCommand, state: CatalogState): CatalogEvent[] {
  switch (command.type) {
    case 'CreateMenuCategory':
      if (state.categoryIds.has(command.data.categoryId))
        throw refuse('CATALOG_ID_TAKEN', 'categoryId');
      return [MenuCategoryCreated(command.data)];
    case 'CreateToppingCategory':
      return createToppingCategory(command, state);
    case 'CreateMenuItem':
      return createMenuItem(command, state);
    case 'ChangeMenuItemAvailability': {
      const item = existingItem(state, command.data.itemId);
      return item.available === command.data.available
        ? []
        : [MenuItemAvailabilityChanged(command.data)];
    }
    case 'ChangeMenuItemPrice': {
      const { itemId, price, discount } = command.data;
      const item = existingItem(state, itemId);
      checkDiscount(price, discount);
      const same = item.price === price && item.discount === discount;
      return same ? [] : [MenuItemPriceChanged({ itemId, price, discount })];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${(unknown as { type: string }).type}`);
    }
  }
}

export const catalogDecider: Decider<CatalogState, CatalogCommand, CatalogEvent> = {
  initialState: initialCatalogState,
  decide: decideCatalog,
  evolve: evolveCatalog,
};

/** What the shared command handler needs; the stream is the tenant's own catalog. */
export const catalogAggregate: Aggregate<CatalogState, CatalogCommand, CatalogEvent> = {
  decider: catalogDecider,
  codec: catalogEventCodec,
  streamName: (command) => catalogStreamName(command.metadata.vendorId),
  notFound: 'MENU_ITEM_NOT_FOUND',
};
