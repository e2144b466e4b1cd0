// Client lines (menu item id, count, topping choices) become priced order lines from the vendor's
// own menu: the client never sets a price, except a cashier's explicit override (changePrice,
// whose permission the gateway checks). Every line is checked, and all faults come back at once.
import type { MenuCategoryView, MenuItemView } from '../contracts/menu.contract.ts';
import type { OrderLineRequest } from '../contracts/orders.contract.ts';
import { DomainError, type FieldError } from '../shared/domain-error.ts';
import type { LineTopping, OrderLine } from '../pricing/order-line.ts';
import type { OrderSource } from '../shared/enums.ts';
import { fieldError } from './catalog-errors.ts';
import { offeredOn } from './sells-now.ts';

/** Ids for the new lines (the engine makes none): one per requested line, or a function of its index. */
export type TempIds = readonly string[] | ((index: number) => string);

interface MenuEntry {
  readonly item: MenuItemView;
  readonly orderable: boolean;
  /** False when sells-now was computed (menuSellingAt) and says no; absent counts as yes. */
  readonly sellsNow: boolean;
  readonly onChannel: (channel: OrderSource) => boolean;
}

// The gateway shares one menu array per minute between orders (catalog-now.ts): its index is
// built once with it, and goes when the array does.
const indexes = new WeakMap<readonly MenuCategoryView[], ReadonlyMap<string, MenuEntry>>();

function indexMenu(menu: readonly MenuCategoryView[]): ReadonlyMap<string, MenuEntry> {
  let index = indexes.get(menu);
  if (!index) {
    index = buildIndex(menu);
    indexes.set(menu, index);
  }
  return index;
}

const buildIndex = (menu: readonly MenuCategoryView[]): Map<string, MenuEntry> =>
  new Map(
    menu.flatMap((c) =>
      c.items.map((item) => [
        item.id,
        {
          item,
          orderable: c.active && item.active && item.available,
          sellsNow: c.sellsNow !== false && item.sellsNow !== false,
          onChannel: (channel: OrderSource) =>
            offeredOn(c.sellChannels, channel) && offeredOn(item.sellChannels, channel),
        },
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
 * The menu should come through menuSellingAt (sells-now.ts), so an item outside its food shifts
 * is refused ITEM_NOT_SELLING_NOW; a menu without sells-now flags is taken as all selling.
 * @throws DomainError MENU_ITEM_NOT_FOUND, ITEM_UNAVAILABLE, ITEM_NOT_SELLING_NOW or
 *   TOPPING_CHOICE_INVALID (the first fault's code) with one field error per fault, e.g.
 *   `lines[1].toppings`.
 */
export function resolveOrderLines(
  menu: readonly MenuCategoryView[],
  requested: readonly OrderLineRequest[],
  tempIds: TempIds,
  /** The order's channel (its source): an item not sold there is ITEM_NOT_ON_CHANNEL. */
  channel?: OrderSource,
): OrderLine[] {
  const entries = indexMenu(menu);
  const errors: FieldError[] = [];
  const fault = (
    code:
      'MENU_ITEM_NOT_FOUND' | 'ITEM_UNAVAILABLE' | 'ITEM_NOT_SELLING_NOW' | 'ITEM_NOT_ON_CHANNEL',
    field: string,
  ): [] => {
    errors.push(fieldError(code, field));
    return [];
  };
  const lines = requested.flatMap((req, i): OrderLine[] => {
    const at = `lines[${i}]`;
    const entry = entries.get(req.menuItemId);
    if (!entry) return fault('MENU_ITEM_NOT_FOUND', `${at}.menuItemId`);
    if (!entry.orderable) return fault('ITEM_UNAVAILABLE', `${at}.menuItemId`);
    if (!entry.sellsNow) return fault('ITEM_NOT_SELLING_NOW', `${at}.menuItemId`);
    if (channel && !entry.onChannel(channel))
      return fault('ITEM_NOT_ON_CHANNEL', `${at}.menuItemId`);
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
        ...(req.note ? { note: req.note } : {}),
      },
    ];
  });
  const first = errors[0];
  if (first) throw new DomainError(first.code as DomainError['code'], errors);
  return lines;
}
