// Line operations of the POS draft; each returns new lines and keeps every count positive.
import { draftLineKey } from '../pricing/line-identity.ts';
import type { OrderLine } from '../pricing/order-line.ts';
import type { FreeItem, NewLine } from './pos-draft.actions.ts';

/** Adds count to the line of the same identity, or appends the line (keeping its tempId). */
export function mergeLine(lines: readonly OrderLine[], line: OrderLine): OrderLine[] {
  const key = draftLineKey(line);
  const same = lines.find((l) => draftLineKey(l) === key);
  if (!same) return [...lines, line];
  return lines.map((l) => (l === same ? { ...l, count: l.count + line.count } : l));
}

export const paidLine = (line: NewLine): OrderLine => ({ ...line, isFreeItem: false });

/** A gift is one unit of the item, at its menu price but charged 0 by pricing. */
export const freeLine = (item: FreeItem): OrderLine => ({
  ...item,
  count: 1,
  isFreeItem: true,
  changePrice: false,
  orderItemToppings: [],
});

export const hasPaidLines = (lines: readonly OrderLine[]): boolean =>
  lines.some((l) => !l.isFreeItem);

export const changeCount = (
  lines: readonly OrderLine[],
  tempId: string,
  delta: 1 | -1,
): OrderLine[] =>
  lines
    .map((l) => (l.tempId === tempId ? { ...l, count: l.count + delta } : l))
    .filter((l) => l.count > 0);
