// The lines of an order as the station screens show them, and how a change after the kitchen had
// the order marks them (the printed ticket's rules, engine printing ticket-lines): a line the
// kitchen has not seen is NEW, one whose count, toppings or note changed is CHANGED, one that is
// gone stays on the screen struck through as CANCELLED until the next change or the bump.
import type { KitchenOrderLine } from '@sofre/engine/contracts';
import { lineCooking } from '@sofre/engine/kitchen';
import type { OrderLine } from '@sofre/engine/pricing';
import { kitchenLinesOf } from '@sofre/engine/printing';

export const kitchenOrderLines = (lines: readonly OrderLine[]): KitchenOrderLine[] =>
  kitchenLinesOf(lines).map((l) => ({ ...l, cooking: lineCooking(l) }));

const plain = ({ mark: _m, previousCount: _p, ...line }: KitchenOrderLine): KitchenOrderLine =>
  line;

/** The lines after a change, each marked against what the kitchen had, then the lines it lost. */
export function markChangedLines(
  before: readonly KitchenOrderLine[],
  after: readonly KitchenOrderLine[],
): KitchenOrderLine[] {
  const had = before.filter((l) => l.mark !== 'CANCELLED');
  const previous = new Map(had.map((l) => [l.lineId, l]));
  const kept = after.map((line): KitchenOrderLine => {
    const was = previous.get(line.lineId);
    if (!was) return { ...line, mark: 'NEW' };
    if (was.cooking === line.cooking) return was.mark === undefined ? line : { ...line, ...was };
    const previousCount = was.count === line.count ? {} : { previousCount: was.count };
    return { ...line, ...previousCount, mark: 'CHANGED' };
  });
  const remaining = new Set(after.map((l) => l.lineId));
  const cancelled = had
    .filter((l) => !remaining.has(l.lineId))
    .map((l): KitchenOrderLine => ({ ...plain(l), mark: 'CANCELLED' }));
  return [...kept, ...cancelled];
}

export const hasMarks = (lines: readonly KitchenOrderLine[]): boolean =>
  lines.some((l) => l.mark !== undefined);
