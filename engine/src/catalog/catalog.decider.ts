// The catalog aggregate: one per vendor, so ids are unique within a vendor's menu and an item can
// only point at categories, topping categories and tags that exist. Pure: time and ids come in
// with the command. Each family of commands is decided in its own file.
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import type { CatalogCommand } from './catalog.commands.ts';
import { catalogEventCodec, catalogStreamName, type CatalogEvent } from './catalog.events.ts';
import { evolveCatalog, initialCatalogState, type CatalogState } from './catalog.state.ts';
import {
  createMenuCategory,
  editMenuCategory,
  removeMenuCategory,
} from './decide-menu-categories.ts';
import {
  changeAvailability,
  changePrice,
  createMenuItem,
  createMenuItemTag,
  editMenuItem,
  removeMenuItem,
} from './decide-menu-items.ts';
import {
  addTopping,
  createToppingCategory,
  editTopping,
  editToppingCategory,
  removeTopping,
  removeToppingCategory,
} from './decide-toppings.ts';

export function decideCatalog(command: CatalogCommand, state: CatalogState): CatalogEvent[] {
  switch (command.type) {
    case 'CreateMenuCategory':
      return createMenuCategory(command, state);
    case 'EditMenuCategory':
      return editMenuCategory(command, state);
    case 'RemoveMenuCategory':
      return removeMenuCategory(command, state);
    case 'CreateToppingCategory':
      return createToppingCategory(command, state);
    case 'EditToppingCategory':
      return editToppingCategory(command, state);
    case 'RemoveToppingCategory':
      return removeToppingCategory(command, state);
    case 'AddTopping':
      return addTopping(command, state);
    case 'EditTopping':
      return editTopping(command, state);
    case 'RemoveTopping':
      return removeTopping(command, state);
    case 'CreateMenuItemTag':
      return createMenuItemTag(command, state);
    case 'CreateMenuItem':
      return createMenuItem(command, state);
    case 'EditMenuItem':
      return editMenuItem(command, state);
    case 'RemoveMenuItem':
      return removeMenuItem(command, state);
    case 'ChangeMenuItemAvailability':
      return changeAvailability(command, state);
    case 'ChangeMenuItemPrice':
      return changePrice(command, state);
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
