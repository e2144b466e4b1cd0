// The catalog as the management screens read it (engine contracts catalog-admin): categories,
// items, topping categories, toppings and tags, derived from the one menu row with sells-now.
import {
  ALL_SELL_CHANNELS,
  type MenuCategoryAdminView,
  type MenuCategoryView,
  type MenuItemAdminView,
  type MenuItemTagView,
  type MenuItemView,
  type ToppingAdminView,
  type ToppingCategoryAdminView,
} from '@sofre/engine/contracts';
import type { ErrorCode } from '@sofre/engine';
import type { CatalogView } from '@sofre/projections';
import { PathNotFound } from '../http/problem.ts';

export const categoryAnswer = (c: MenuCategoryView): MenuCategoryAdminView => ({
  id: c.id,
  title: c.title,
  order: c.order,
  active: c.active,
  ...(c.image ? { image: c.image } : {}),
  sellChannels: c.sellChannels ?? [...ALL_SELL_CHANNELS],
  foodShiftIds: c.foodShiftIds ?? [],
  itemCount: c.items.length,
  sellsNow: c.sellsNow ?? false,
});

export const itemAnswer = (item: MenuItemView, category: MenuCategoryView): MenuItemAdminView => ({
  id: item.id,
  categoryId: item.categoryId,
  categoryTitle: category.title,
  title: item.title,
  ...(item.description ? { description: item.description } : {}),
  price: item.price,
  discount: item.discount,
  packagingCost: item.packagingCost,
  servePackagingCost: item.servePackagingCost,
  withTax: item.withTax,
  ...(item.image ? { image: item.image } : {}),
  order: item.order,
  active: item.active,
  available: item.available,
  sellChannels: item.sellChannels ?? [...ALL_SELL_CHANNELS],
  tagIds: item.tagIds ?? [],
  toppingCategoryIds: item.toppingCategories.map((t) => t.id),
  foodShiftIds: item.foodShiftIds ?? [],
  sellsNow: item.sellsNow ?? false,
});

/** Every item in menu order (category order, then the item's own). */
export const itemsOf = (catalog: CatalogView): MenuItemAdminView[] =>
  catalog.categories.flatMap((c) => c.items.map((i) => itemAnswer(i, c)));

export function toppingCategoryAnswers(catalog: CatalogView): ToppingCategoryAdminView[] {
  const items = catalog.categories.flatMap((c) => c.items);
  return catalog.toppingCategories.map((tc) => ({
    id: tc.id,
    title: tc.title,
    minChoices: tc.minChoices,
    maxChoices: tc.maxChoices,
    toppings: tc.toppings.map((t): ToppingAdminView => ({
      id: t.id,
      toppingCategoryId: tc.id,
      toppingCategoryTitle: tc.title,
      title: t.title,
      price: t.price,
      available: t.available,
    })),
    itemCount: items.filter((i) => i.toppingCategories.some((t) => t.id === tc.id)).length,
  }));
}

export const toppingsOf = (catalog: CatalogView): ToppingAdminView[] =>
  toppingCategoryAnswers(catalog).flatMap((tc) => tc.toppings);

export function tagAnswers(catalog: CatalogView): MenuItemTagView[] {
  const items = catalog.categories.flatMap((c) => c.items);
  return catalog.tags.map((t) => ({
    id: t.id,
    title: t.title,
    itemCount: items.filter((i) => i.tagIds?.includes(t.id)).length,
  }));
}

/** The one with this id, or 404 with the code of its kind. */
export function found<T extends { id: string }>(
  list: readonly T[],
  id: string,
  code: ErrorCode,
): T {
  const hit = list.find((x) => x.id === id);
  if (!hit) throw new PathNotFound(code);
  return hit;
}
