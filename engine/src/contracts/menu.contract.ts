// The menu as the POS and the site read it: GET /api-catalog/catalog/menucategories/all (the POS:
// everything, each item and category flagged `active`, `available`, `sellsNow`) and
// GET …/menucategories/site/{sellChannel} (the customer site: only what sells now on that channel).
// The fields marked "always sent" are optional only so that older clients' fixtures stay valid.
import { z } from 'zod';
import { OrderSource } from '../shared/enums.ts';
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
  /** Always sent: the channels it is offered on. */
  sellChannels: z.array(OrderSource).optional(),
  /** Always sent: ids of its tags (GET menuitemtag). */
  tagIds: z.array(z.string()).optional(),
  /** Always sent: ids of its food shifts; none = whenever the vendor is open. */
  foodShiftIds: z.array(z.string()).optional(),
  /**
   * Always sent by the routes: whether it can be ordered right now (active, available, category
   * active, inside its own and its category's food shifts, Tehran time). Absent = not computed.
   */
  sellsNow: z.boolean().optional(),
});
export type MenuItemView = z.infer<typeof MenuItemView>;

export const MenuCategoryView = z.object({
  id: z.string(),
  title: z.string(),
  order: z.number().int(),
  active: z.boolean(),
  image: z.string().optional(),
  /** Always sent: the channels its items are offered on. */
  sellChannels: z.array(OrderSource).optional(),
  /** Always sent: ids of its food shifts; none = whenever the vendor is open. */
  foodShiftIds: z.array(z.string()).optional(),
  /** Always sent by the routes: active and inside its food shifts now (Tehran time). */
  sellsNow: z.boolean().optional(),
  items: z.array(MenuItemView),
});
export type MenuCategoryView = z.infer<typeof MenuCategoryView>;
