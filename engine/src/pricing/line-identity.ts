// Two lines are "the same" when they are the same menu item with the same set of toppings
// (spec §4: merge identical item + topping set, in the POS, the cart and order editing).
interface ToppingLike {
  readonly toppingId: string;
  readonly count: number;
}

export const toppingSetKey = (toppings: readonly ToppingLike[]): string =>
  toppings
    .map((t) => `${t.toppingId}x${t.count}`)
    .sort()
    .join(',');

export const lineKey = (menuItemId: string, toppings: readonly ToppingLike[]): string =>
  `${menuItemId}|${toppingSetKey(toppings)}`;

export const isSameLine = (
  a: { readonly menuItemId: string; readonly orderItemToppings: readonly ToppingLike[] },
  b: { readonly menuItemId: string; readonly orderItemToppings: readonly ToppingLike[] },
): boolean =>
  lineKey(a.menuItemId, a.orderItemToppings) === lineKey(b.menuItemId, b.orderItemToppings);

/**
 * The key drafts merge on: same item and topping set, and a free (FREEITEM) line never merges
 * with a paid line of the same item, so the gift can be removed on its own.
 */
export const draftLineKey = (line: {
  readonly menuItemId: string;
  readonly orderItemToppings: readonly ToppingLike[];
  readonly isFreeItem: boolean;
  /** A line with its own note to the kitchen («بدون پیاز») is not merged with a plain one. */
  readonly note?: string | undefined;
}): string =>
  `${lineKey(line.menuItemId, line.orderItemToppings)}${line.isFreeItem ? '|free' : ''}${line.note ? `|note:${line.note}` : ''}`;
