// What one unit costs, in one place: a menu item after its own discount, and an order line's unit
// with its toppings. The menu card, the POS draft, the tracker and the order's total all use it.
import { sumRial, type Rial } from '../shared/money.ts';
import type { OrderLine } from './order-line.ts';

/** A menu item's price after its own discount (a discount above the price makes it free, not negative). */
export const itemUnitPrice = (item: { readonly price: Rial; readonly discount: Rial }): Rial =>
  Math.max(0, item.price - item.discount);

/** One unit of a line: the item after its discount plus its toppings; a free (gift) line is 0. */
export const lineUnitPrice = (
  line: Pick<OrderLine, 'price' | 'discount' | 'orderItemToppings' | 'isFreeItem'>,
): Rial =>
  line.isFreeItem
    ? 0
    : itemUnitPrice(line) + sumRial(line.orderItemToppings.map((t) => t.price * t.count));
