// The rules of choosing toppings for one menu item: each topping category has a minimum and a
// maximum number of choices; a category of at most one behaves like radio buttons.
import type { MenuItemView } from '@sofre/engine/contracts';
import type { NewLine } from '@sofre/engine/pos-draft';

export type ToppingCategory = MenuItemView['toppingCategories'][number];
/** The ids of the chosen toppings, across the item's categories. */
export type ToppingChoice = ReadonlySet<string>;

export const needsToppingChoice = (item: MenuItemView): boolean =>
  item.toppingCategories.some((c) => c.toppings.some((t) => t.available));

export const chosenCount = (category: ToppingCategory, chosen: ToppingChoice): number =>
  category.toppings.filter((t) => chosen.has(t.id)).length;

export const categoryComplete = (category: ToppingCategory, chosen: ToppingChoice): boolean => {
  const n = chosenCount(category, chosen);
  return n >= category.minChoices && n <= category.maxChoices;
};

export const choiceComplete = (item: MenuItemView, chosen: ToppingChoice): boolean =>
  item.toppingCategories.every((c) => categoryComplete(c, chosen));

/** Whether tapping the topping would change the choice. */
export function canToggle(
  category: ToppingCategory,
  chosen: ToppingChoice,
  toppingId: string,
): boolean {
  if (chosen.has(toppingId)) return true;
  const topping = category.toppings.find((t) => t.id === toppingId);
  if (!topping?.available) return false;
  return category.maxChoices === 1 || chosenCount(category, chosen) < category.maxChoices;
}

/** Taps a topping: off if chosen; on if there is room; in a pick-one category it replaces the other. */
export function toggleTopping(
  category: ToppingCategory,
  chosen: ToppingChoice,
  toppingId: string,
): ToppingChoice {
  if (!canToggle(category, chosen, toppingId)) return chosen;
  const next = new Set(chosen);
  if (next.has(toppingId)) {
    next.delete(toppingId);
    return next;
  }
  if (category.maxChoices === 1) for (const t of category.toppings) next.delete(t.id);
  next.add(toppingId);
  return next;
}

/** The draft line for one unit of the item with the chosen toppings. */
export function lineFromMenu(item: MenuItemView, chosen: ToppingChoice, tempId: string): NewLine {
  const toppings = item.toppingCategories
    .flatMap((c) => c.toppings)
    .filter((t) => chosen.has(t.id));
  return {
    tempId,
    menuItemId: item.id,
    title: item.title,
    price: item.price,
    count: 1,
    discount: item.discount,
    packagingCost: item.packagingCost,
    servePackagingCost: item.servePackagingCost,
    withTax: item.withTax,
    changePrice: false,
    orderItemToppings: toppings.map((t) => ({
      toppingId: t.id,
      title: t.title,
      price: t.price,
      count: 1,
    })),
  };
}

/** What one unit costs the guest before order-level charges: item after its discount, plus toppings. */
export const unitPrice = (item: MenuItemView, chosen: ToppingChoice = new Set()): number =>
  Math.max(0, item.price - item.discount) +
  item.toppingCategories
    .flatMap((c) => c.toppings)
    .filter((t) => chosen.has(t.id))
    .reduce((sum, t) => sum + t.price, 0);
