// The menu as the POS and the site read it (GET /api-catalog/catalog/menucategories/all).
import { z } from 'zod';
import { Rial } from '../shared/money.ts';

export const ToppingView = z.object({
  id: z.string(),
  title: z.string(),
  price: Rial,
  available: z.boolean(),
});

export const ToppingCategoryView = z.object({
  id: z.string(),
  title: z.string(),
  /** How many toppings of this category the customer must / may choose. */
  minChoices: z.number().int().nonnegative(),
  maxChoices: z.number().int().positive(),
  toppings: z.array(ToppingView),
});

export const MenuItemView = z.object({
  id: z.string(),
  categoryId: z.string(),
  title: z.string(),
  description: z.string().optional(),
  price: Rial,
  discount: Rial,
  packagingCost: Rial,
  servePackagingCost: Rial,
  withTax: z.boolean(),
  active: z.boolean(),
  available: z.boolean(),
  image: z.string().optional(),
  order: z.number().int(),
  toppingCategories: z.array(ToppingCategoryView),
});
export type MenuItemView = z.infer<typeof MenuItemView>;

export const MenuCategoryView = z.object({
  id: z.string(),
  title: z.string(),
  order: z.number().int(),
  active: z.boolean(),
  items: z.array(MenuItemView),
});
export type MenuCategoryView = z.infer<typeof MenuCategoryView>;
