// A line's note to the kitchen («بدون پیاز»). The engine's draft reducer has no action for it, and
// a note is part of a line's identity (draftLineKey: a noted line never merges with a plain one),
// so a note is set with the reducer's own actions: the line is added again with the note under a
// new tempId, then the old line is removed — a line with the same item, toppings and note takes
// the units in, as adding it from the menu would. The noted line keeps its place in the list.
import type { OrderLine } from '@sofre/engine/pricing';
import { ORDER_LIMITS } from '@sofre/engine/contracts';
import { posDraftReducer, type NewLine, type PosDraft } from '@sofre/engine/pos-draft';

/** What is kept of a typed note: trimmed, within the contract's length; '' is no note. */
export const cleanNote = (note: string): string => note.trim().slice(0, ORDER_LIMITS.lineNote);

/** The line as the menu would add it, with `note` (or none) and a new tempId. */
function renoted(line: OrderLine, note: string, tempId: string): NewLine {
  const { isFreeItem: _free, note: _old, ...rest } = line;
  return { ...rest, tempId, ...(note ? { note } : {}) };
}

/** Moves the line `tempId` to `index`, the others keeping their order. */
function placeAt(lines: readonly OrderLine[], tempId: string, index: number): OrderLine[] {
  const line = lines.find((l) => l.tempId === tempId);
  if (!line) return [...lines];
  const others = lines.filter((l) => l !== line);
  return [...others.slice(0, index), line, ...others.slice(index)];
}

/**
 * The draft with the line's note changed; the same draft when nothing changes: an unknown line, a
 * gift (its code decides it), the same note, or an order already at its size limits.
 */
export function withLineNote(
  draft: PosDraft,
  tempId: string,
  note: string,
  newTempId: string,
): PosDraft {
  const index = draft.lines.findIndex((l) => l.tempId === tempId);
  const line = draft.lines[index];
  const text = cleanNote(note);
  if (!line || line.isFreeItem || (line.note ?? '') === text) return draft;
  // Added before the old line goes: removing the only paid line first would reset the order.
  const added = posDraftReducer(draft, { type: 'addItem', line: renoted(line, text, newTempId) });
  if (added === draft) return draft;
  const moved = posDraftReducer(added, { type: 'removeLine', tempId });
  return { ...moved, lines: placeAt(moved.lines, newTempId, index) };
}
