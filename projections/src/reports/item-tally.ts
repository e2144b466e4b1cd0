// What one order adds to the item sales report: per menu item and per topping, units and Rial.
// An item's amount is its unit price after its own discount times the count; a topping's is its
// price times its units (topping count × line count). Gift lines count with no amount. Tax,
// packaging, service and the order's own discount are the order's, not its items': a refund takes
// off the refunded units as they were counted here, not the money given back for them.
import { itemUnitPrice, type OrderLine } from '@sofre/engine/pricing';
import type { RefundedLine } from '@sofre/engine/orders';

export interface ItemSale {
  readonly kind: 'ITEM' | 'TOPPING';
  /** The menu item's or topping's id. */
  readonly id: string;
  readonly title: string;
  readonly count: number;
  readonly amount: number;
}

/** By 'ITEM:menuItemId' and 'TOPPING:toppingId'. */
export type ItemTally = Readonly<Record<string, ItemSale>>;

const keyOf = (s: Pick<ItemSale, 'kind' | 'id'>) => `${s.kind}:${s.id}`;

/** a + sign × b; entries that come to nothing leave. */
export function addItems(a: ItemTally, b: ItemTally, sign: 1 | -1 = 1): ItemTally {
  const out: Record<string, ItemSale> = { ...a };
  addItemsInto(out, b, sign);
  return out;
}

/** addItems into `out` itself (a copy the caller owns). */
export function addItemsInto(out: Record<string, ItemSale>, b: ItemTally, sign: 1 | -1): void {
  for (const [key, s] of Object.entries(b)) {
    const was = out[key];
    const { kind, id, title } = was ?? s;
    const count = (was?.count ?? 0) + sign * s.count;
    const amount = (was?.amount ?? 0) + sign * s.amount;
    const next: ItemSale = { kind, id, title, count, amount };
    if (next.count === 0 && next.amount === 0) delete out[key];
    else out[key] = next;
  }
}

function tallyOfSales(sales: readonly ItemSale[]): ItemTally {
  const tally: Record<string, ItemSale> = {};
  for (const s of sales) addItemsInto(tally, { [keyOf(s)]: s }, 1);
  return tally;
}

/** What the report keeps of a line: enough to count it, or units of it, again. */
export type SoldLine = Pick<
  OrderLine,
  | 'tempId'
  | 'menuItemId'
  | 'title'
  | 'count'
  | 'price'
  | 'discount'
  | 'isFreeItem'
  | 'orderItemToppings'
>;

export const soldLines = (lines: readonly OrderLine[]): SoldLine[] =>
  lines.map((l) => ({
    tempId: l.tempId,
    menuItemId: l.menuItemId,
    title: l.title,
    count: l.count,
    price: l.price,
    discount: l.discount,
    isFreeItem: l.isFreeItem,
    orderItemToppings: l.orderItemToppings,
  }));

export function linesTally(lines: readonly SoldLine[]): ItemTally {
  const sales = lines.flatMap((line): ItemSale[] => {
    const paid = line.isFreeItem ? 0 : 1;
    const item: ItemSale = {
      kind: 'ITEM',
      id: line.menuItemId,
      title: line.title,
      count: line.count,
      amount: paid * itemUnitPrice(line) * line.count,
    };
    const toppings = line.orderItemToppings.map((t): ItemSale => ({
      kind: 'TOPPING',
      id: t.toppingId,
      title: t.title,
      count: t.count * line.count,
      amount: paid * t.price * t.count * line.count,
    }));
    return [item, ...toppings];
  });
  return tallyOfSales(sales);
}

/**
 * The lines' tally, worked out once per list of lines: an order's lines are the same list from
 * event to event until an edit, and its ledgers ask for them before and after every event.
 */
const tallies = new WeakMap<readonly SoldLine[], ItemTally>();
export function linesTallyOf(lines: readonly SoldLine[]): ItemTally {
  let tally = tallies.get(lines);
  if (tally === undefined) tallies.set(lines, (tally = linesTally(lines)));
  return tally;
}

/**
 * Refunded lines, as items: the refunded units of a line, its item and its toppings, as
 * linesTally counted them (RefundedLine.amount is the money given back, with the line's share of
 * tax, packaging and service: not how an item's amount is kept). A refund of an amount alone names
 * no line and no item.
 */
export function refundTally(
  refunded: readonly RefundedLine[],
  lines: readonly SoldLine[],
): ItemTally {
  const units = refunded.flatMap((r): SoldLine[] => {
    const line = lines.find((l) => l.tempId === r.tempId);
    return line ? [{ ...line, count: r.count }] : [];
  });
  return linesTally(units);
}

/** Items by amount, then units, biggest first. */
export const rankItems = (tally: ItemTally): ItemSale[] =>
  Object.values(tally).sort((a, b) => b.amount - a.amount || b.count - a.count);
