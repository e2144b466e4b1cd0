// The lines a kitchen ticket shows, and how an edit changed them. Lines are matched by their id
// (an order line's tempId stays the same through edits): a line the kitchen has not seen is NEW,
// one whose count, toppings or note changed is CHANGED, one that is gone is CANCELLED and printed
// struck through, with the units the kitchen should stop.
import type { OrderLine } from '../pricing/order-line.ts';
import type { KitchenTicketLine } from './print-document.ts';

/** An order line as the kitchen sees it, keeping its id to compare with the next edit. */
export interface KitchenLine extends Omit<KitchenTicketLine, 'mark' | 'previousCount'> {
  readonly lineId: string;
}

export const kitchenLinesOf = (lines: readonly OrderLine[]): KitchenLine[] =>
  lines.map((l) => ({
    lineId: l.tempId,
    menuItemId: l.menuItemId,
    title: l.title,
    count: l.count,
    toppings: l.orderItemToppings.map((t) => ({ title: t.title, count: t.count })),
    ...(l.note ? { note: l.note } : {}),
  }));

const sameCooking = (a: KitchenLine, b: KitchenLine): boolean =>
  a.count === b.count &&
  a.note === b.note &&
  JSON.stringify(a.toppings) === JSON.stringify(b.toppings);

const ticketLine = ({ lineId: _id, ...line }: KitchenLine): KitchenTicketLine => line;

/** Every line of the first ticket: nothing to mark. */
export const freshTicketLines = (lines: readonly KitchenLine[]): KitchenTicketLine[] =>
  lines.map(ticketLine);

/**
 * The lines after an edit, each marked against what the kitchen had, then the lines it lost.
 * Unchanged lines stay on the ticket unmarked, so a cook reads the whole order of the station.
 */
export function markedTicketLines(
  before: readonly KitchenLine[],
  after: readonly KitchenLine[],
): KitchenTicketLine[] {
  const previous = new Map(before.map((l) => [l.lineId, l]));
  const kept = after.map((line): KitchenTicketLine => {
    const was = previous.get(line.lineId);
    if (!was) return { ...ticketLine(line), mark: 'NEW' };
    if (sameCooking(was, line)) return ticketLine(line);
    const previousCount = was.count === line.count ? {} : { previousCount: was.count };
    return { ...ticketLine(line), ...previousCount, mark: 'CHANGED' };
  });
  const remaining = new Set(after.map((l) => l.lineId));
  const cancelled = before
    .filter((l) => !remaining.has(l.lineId))
    .map((l): KitchenTicketLine => ({ ...ticketLine(l), mark: 'CANCELLED' }));
  return [...kept, ...cancelled];
}

/** Every line the kitchen has, struck through: the order was cancelled. */
export const cancelledTicketLines = (lines: readonly KitchenLine[]): KitchenTicketLine[] =>
  lines.map((l) => ({ ...ticketLine(l), mark: 'CANCELLED' }));

export const hasChanges = (lines: readonly KitchenTicketLine[]): boolean =>
  lines.some((l) => l.mark !== undefined);
