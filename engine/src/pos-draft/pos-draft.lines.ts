// Line operations of the POS draft; each returns new lines and keeps every count positive.
import { ORDER_LIMITS } from '../contracts/order-limits.ts';
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

/** What is kept of a typed note: trimmed, within the contract's length; '' is no note. */
export const cleanNote = (note: string): string => note.trim().slice(0, ORDER_LIMITS.lineNote);

/**
 * The lines with the line `tempId` noted (or its note taken off with ''), in its place. A note is
 * part of a line's identity, so a line that then matches another one merges into it, as adding it
 * from the menu would. Undefined when nothing changes: an unknown line, a gift (its code decides
 * it), the same note.
 */
export function noteLine(
  lines: readonly OrderLine[],
  tempId: string,
  note: string,
): OrderLine[] | undefined {
  const line = lines.find((l) => l.tempId === tempId);
  const text = cleanNote(note);
  if (!line || line.isFreeItem || (line.note ?? '') === text) return undefined;
  const { note: _old, ...plain } = line;
  const noted: OrderLine = text ? { ...plain, note: text } : plain;
  const key = draftLineKey(noted);
  const same = lines.find((l) => l !== line && draftLineKey(l) === key);
  if (!same) return lines.map((l) => (l === line ? noted : l));
  return lines
    .filter((l) => l !== line)
    .map((l) => (l === same ? { ...l, count: l.count + line.count } : l));
}
