// The toppings a customer picks for one dish, per topping category, within its limits
// (minChoices … maxChoices), each topping once. A category of at most one is a radio choice:
// picking another replaces it; a fuller category takes no more once it holds its maximum.
import type { MenuItemView } from '@sofre/engine/contracts';
import type { LineTopping } from '@sofre/engine/pricing';

type ToppingCategory = MenuItemView['toppingCategories'][number];

/** Topping ids chosen, by topping category id. */
export type ToppingChoice = Readonly<Record<string, readonly string[]>>;

export const noChoice: ToppingChoice = {};

export function toggleTopping(
  category: ToppingCategory,
  choice: ToppingChoice,
  toppingId: string,
): ToppingChoice {
  const chosen = choice[category.id] ?? [];
  if (!category.toppings.find((t) => t.id === toppingId)?.available) return choice;
  let next: readonly string[];
  if (chosen.includes(toppingId)) next = chosen.filter((id) => id !== toppingId);
  else if (category.maxChoices === 1) next = [toppingId];
  else if (chosen.length >= category.maxChoices) return choice;
  else next = [...chosen, toppingId];
  return { ...choice, [category.id]: next };
}

/** Whether another topping of the category may be picked (a full one greys the rest). */
export const isFull = (category: ToppingCategory, choice: ToppingChoice): boolean =>
  category.maxChoices > 1 && (choice[category.id]?.length ?? 0) >= category.maxChoices;

/** The categories that still need a choice (fewer chosen than their minimum). */
export const missingChoices = (item: MenuItemView, choice: ToppingChoice): ToppingCategory[] =>
  item.toppingCategories.filter((c) => (choice[c.id]?.length ?? 0) < c.minChoices);

/** The chosen toppings as an order line carries them, in the menu's order. */
export const chosenToppings = (item: MenuItemView, choice: ToppingChoice): LineTopping[] =>
  item.toppingCategories.flatMap((c) =>
    c.toppings
      .filter((t) => choice[c.id]?.includes(t.id))
      .map((t) => ({ toppingId: t.id, title: t.title, price: t.price, count: 1 })),
  );
