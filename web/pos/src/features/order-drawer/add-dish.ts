// A dish added to an open bill in the editor: one unit of the menu item with the toppings chosen,
// as the engine's editing draft takes it (a dish already added once goes up by one).
import type { MenuItemView } from '@sofre/engine/contracts';
import type { OrderEditAction } from '@sofre/engine/order-editing';
import { lineFromMenu, type ToppingChoice } from '../menu/topping-choice.ts';

export function addDishAction(
  item: MenuItemView,
  chosen: ToppingChoice,
  tempId: string,
): OrderEditAction {
  const { count: _one, ...line } = lineFromMenu(item, chosen, tempId);
  return { type: 'addItem', line };
}
