// Client lines (menu item id, count, topping choices) become priced order lines from the vendor's
// own menu: the client never sets a price, except a cashier's explicit override (changePrice,
// whose permission the gateway checks). Every line is checked, and all faults come back at once.
import type { MenuCategoryView, MenuItemView } from '../contracts/menu.contract.ts';
import type { OrderLineRequest } from '../contracts/orders.contract.ts';
import { DomainError, type FieldError } from '../shared/domain-error.ts';
import type { LineTopping, OrderLine } from '../pricing/order-line.ts';
import { fieldError } from './catalog-errors.ts';

/** Ids for the new lines (the engine makes none): one per requested line, or a function of its index. */
export type TempIds = readonly string[] | ((index: number) => string);

interface MenuEntry {
  readonly item: MenuItemView;
  readonly orderable: boolean;
}

const indexMenu = (menu: readonly MenuCategoryView[]): Map<string, MenuEntry> =>
  new Map(
    menu.flatMap((c) =>
      c.items.map((item) => [
        item.id,
        { item, orderable: c.active && item.active && item.available },
      ]),
    ),
  );

const tempIdAt = (tempIds: TempIds, i: number): string => {
  const id = typeof tempIds === 'function' ? tempIds(i) : tempIds[i];
  if (id === undefined) throw new RangeError(`no temp id for line ${i}`);
  return id;
};

/** The chosen toppings with their menu price; faults go to `errors`. */
function resolveToppings(
  item: MenuItemView,
  requested: OrderLineRequest['toppings'] = [],
  at: string,
  errors: FieldError[],
): LineTopping[] {
  const counts = new Map<string, number>();
  for (const t of requested) counts.set(t.toppingId, (counts.get(t.toppingId) ?? 0) + t.count);
  const chosen: LineTopping[] = [];
  [...counts].forEach(([toppingId, count], j) => {
    const topping = item.toppingCategories
      .flatMap((c) => c.toppings)
      .find((t) => t.id === toppingId);
    if (!topping) errors.push(fieldError('TOPPING_CHOICE_INVALID', `${at}.toppings[${j}]`));
    else if (!topping.available)
      errors.push(fieldError('ITEM_UNAVAILABLE', `${at}.toppings[${j}]`));
    else chosen.push({ toppingId, title: topping.title, price: topping.price, count });
  });
  // Each category's choices (units of its toppings) must lie within its min and max.
  for (const category of item.toppingCategories) {
    const ids = new Set(category.toppings.map((t) => t.id));
    const choices = [...counts].reduce((n, [id, count]) => (ids.has(id) ? n + count : n), 0);
    if (choices < category.minChoices || choices > category.maxChoices) {
      errors.push(fieldError('TOPPING_CHOICE_INVALID', `${at}.toppings`));
    }
  }
  return chosen;
}

/**
 * @throws DomainError MENU_ITEM_NOT_FOUND, ITEM_UNAVAILABLE or TOPPING_CHOICE_INVALID (the first
 *   fault's code) with one field error per fault, e.g. `lines[1].toppings`.
 */
export function resolveOrderLines(
  menu: readonly MenuCategoryView[],
  requested: readonly OrderLineRequest[],
  tempIds: TempIds,
): OrderLine[] {
  const entries = indexMenu(menu);
  const errors: FieldError[] = [];
  const fault = (code: 'MENU_ITEM_NOT_FOUND' | 'ITEM_UNAVAILABLE', field: string): [] => {
    errors.push(fieldError(code, field));
    return [];
  };
  const lines = requested.flatMap((req, i): OrderLine[] => {
    const at = `lines[${i}]`;
    const entry = entries.get(req.menuItemId);
    if (!entry) return fault('MENU_ITEM_NOT_FOUND', `${at}.menuItemId`);
    if (!entry.orderable) return fault('ITEM_UNAVAILABLE', `${at}.menuItemId`);
    const { item } = entry;
    const toppings = resolveToppings(item, req.toppings, at, errors);
    const override = req.price !== undefined;
    return [
      {
        tempId: tempIdAt(tempIds, i),
        menuItemId: item.id,
        title: item.title,
        price: req.price ?? item.price,
        count: req.count,
        // The cashier's price is the price asked: the menu discount does not come on top.
        discount: override ? 0 : item.discount,
        packagingCost: item.packagingCost,
        servePackagingCost: item.servePackagingCost,
        withTax: item.withTax,
        changePrice: override,
        isFreeItem: false,
        orderItemToppings: toppings,
      },
    ];
  });
  const first = errors[0];
  if (first) throw new DomainError(first.code as DomainError['code'], errors);
  return lines;
}
