// The toppings a customer picks for one item, per topping category, within the category's limits
// (minChoices … maxChoices). A category of at most one is a radio choice: picking another
// replaces it; a fuller category takes no more once it holds its maximum.
import type { MenuItemView } from '@sofre/engine/contracts';

/** Topping ids chosen, by topping category id. */
export type ToppingChoice = Readonly<Record<string, readonly string[]>>;

type ToppingCategory = MenuItemView['toppingCategories'][number];

export const noToppings: ToppingChoice = {};

export function toggleTopping(
  category: ToppingCategory,
  choice: ToppingChoice,
  toppingId: string,
): ToppingChoice {
  const chosen = choice[category.id] ?? [];
  const topping = category.toppings.find((t) => t.id === toppingId);
  if (!topping?.available) return choice;
  let next: readonly string[];
  if (chosen.includes(toppingId)) next = chosen.filter((id) => id !== toppingId);
  else if (category.maxChoices === 1) next = [toppingId];
  else if (chosen.length >= category.maxChoices) return choice;
  else next = [...chosen, toppingId];
  return { ...choice, [category.id]: next };
}

/** The categories that still need a choice (fewer chosen than their minimum). */
export const missingChoices = (item: MenuItemView, choice: ToppingChoice): ToppingCategory[] =>
  item.toppingCategories.filter((c) => (choice[c.id]?.length ?? 0) < c.minChoices);

export interface ChosenTopping {
  readonly toppingId: string;
  readonly title: string;
  readonly price: number;
  readonly count: number;
}

/** The chosen toppings as cart lines carry them, in the menu's order. */
export const chosenToppings = (item: MenuItemView, choice: ToppingChoice): ChosenTopping[] =>
  item.toppingCategories.flatMap((c) =>
    c.toppings
      .filter((t) => choice[c.id]?.includes(t.id))
      .map((t) => ({ toppingId: t.id, title: t.title, price: t.price, count: 1 })),
  );

/** One unit with its toppings, after the item's own discount (Rial). */
export const unitPriceOf = (item: MenuItemView, toppings: readonly ChosenTopping[]): number =>
  item.price - item.discount + toppings.reduce((sum, t) => sum + t.price * t.count, 0);
