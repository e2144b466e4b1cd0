// An order line as the POS, the site cart and the order share it (spec §3 "Order line (POS)").
import { z } from 'zod';
import { Rial } from '../shared/money.ts';

export const LineTopping = z.object({
  toppingId: z.string().min(1),
  title: z.string(),
  /** Unit price of the topping, added once per unit of the line. */
  price: Rial,
  count: z.number().int().positive(),
});
export type LineTopping = z.infer<typeof LineTopping>;

export const OrderLine = z.object({
  /** Client-side id of the line, stable while the draft lives. */
  tempId: z.string().min(1),
  menuItemId: z.string().min(1),
  title: z.string(),
  /** Unit price before the item's own discount. */
  price: Rial,
  count: z.number().int().positive(),
  /** Rial off the unit price (the menu item's own discount). */
  discount: Rial,
  /** Packaging per unit for takeaway and delivery. */
  packagingCost: Rial,
  /** Packaging per unit when served in the salon (SERVE). */
  servePackagingCost: Rial,
  withTax: z.boolean(),
  /** The cashier overrode the menu price for this line. */
  changePrice: z.boolean().default(false),
  /** Given by a FREEITEM discount: priced at zero, kept as its own line. */
  isFreeItem: z.boolean().default(false),
  orderItemToppings: z.array(LineTopping).default([]),
  /** The cashier's word to the kitchen for this line («بدون پیاز»). */
  note: z.string().max(200).optional(),
});
export type OrderLine = z.infer<typeof OrderLine>;
export type OrderLineInput = z.input<typeof OrderLine>;
