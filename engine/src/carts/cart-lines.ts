// The cart's line rules (spec §4) as pure functions over lines; decide turns their answers into
// events and evolve applies them. Free lines (isFreeItem) belong to the discount code, never merge
// with what the customer added, and leave with the code.
import { isSameLine } from '../pricing/line-identity.ts';
import type { OrderLine } from '../pricing/order-line.ts';
import type { FreeItem, MenuItemAvailability } from './cart.commands.ts';
import type { MenuRemovalReason } from './cart.events.ts';

/** The paid line an added item merges into: same menu item, same topping set. */
export const sameItemLine = (
  lines: readonly OrderLine[],
  line: Pick<OrderLine, 'menuItemId' | 'orderItemToppings'>,
): OrderLine | undefined => lines.find((l) => !l.isFreeItem && isSameLine(l, line));

export const paidLineCount = (lines: readonly OrderLine[]): number =>
  lines.filter((l) => !l.isFreeItem).length;

/** A free line's id is derived from its item, so applying a code twice cannot duplicate it. */
export const freeLineId = (menuItemId: string): string => `free:${menuItemId}`;

/** One line per free item with count 1; an item listed again increments its line. */
export function freeLinesFor(items: readonly FreeItem[]): OrderLine[] {
  const lines = new Map<string, OrderLine>();
  for (const item of items) {
    const existing = lines.get(item.id);
    lines.set(item.id, existing ? { ...existing, count: existing.count + 1 } : freeLine(item));
  }
  return [...lines.values()];
}

const freeLine = (item: FreeItem): OrderLine => ({
  tempId: freeLineId(item.id),
  menuItemId: item.id,
  title: item.title,
  price: item.price,
  count: 1,
  discount: item.discount,
  packagingCost: item.packagingCost,
  servePackagingCost: item.servePackagingCost,
  withTax: item.withTax,
  changePrice: false,
  isFreeItem: true,
  orderItemToppings: [],
});

export interface MenuSync {
  readonly removed: { lineId: string; reason: MenuRemovalReason }[];
  readonly repriced: { lineId: string; price: number; discount: number }[];
}

const removalReason = (item: MenuItemAvailability | undefined): MenuRemovalReason | undefined => {
  if (item === undefined) return 'NOT_ON_MENU';
  if (!item.active) return 'INACTIVE';
  if (!item.available) return 'UNAVAILABLE';
  return undefined;
};

/** What the latest menu changes: lines that can no longer be ordered, and paid lines' prices. */
export function syncWithMenu(
  lines: readonly OrderLine[],
  menu: Readonly<Record<string, MenuItemAvailability>>,
): MenuSync {
  const sync: MenuSync = { removed: [], repriced: [] };
  for (const line of lines) {
    const item = menu[line.menuItemId];
    const reason = removalReason(item);
    if (reason) sync.removed.push({ lineId: line.tempId, reason });
    // A free line keeps the price the discount gave it.
    else if (
      item &&
      !line.isFreeItem &&
      (item.price !== line.price || item.discount !== line.discount)
    ) {
      sync.repriced.push({ lineId: line.tempId, price: item.price, discount: item.discount });
    }
  }
  return sync;
}

export function applyMenuSync(lines: readonly OrderLine[], sync: MenuSync): OrderLine[] {
  const removed = new Set(sync.removed.map((r) => r.lineId));
  const prices = new Map(sync.repriced.map((r) => [r.lineId, r]));
  return lines
    .filter((l) => !removed.has(l.tempId))
    .map((l) => {
      const p = prices.get(l.tempId);
      return p ? { ...l, price: p.price, discount: p.discount } : l;
    });
}
