// The order-editing reducer. Unlike the POS draft it refuses with a DomainError, because the
// spec shows these refusals to the cashier (a red NOT_ALLOW_REMOVE_ALL_ITEMS toast); tryEdit
// turns the refusal into a value for the UI. An unknown tempId is a stale click: no change.
import { DomainError, domainError } from '../shared/domain-error.ts';
import type { PaymentMethod } from '../shared/enums.ts';
import { draftLineKey } from '../pricing/line-identity.ts';
import type { OrderLine } from '../pricing/order-line.ts';
import type { OrderEditDraft } from './order-edit.draft.ts';
import { checkNotEmptied, countsByKey } from './order-edit.rules.ts';

export type OrderEditAction =
  | { type: 'addItem'; line: Omit<OrderLine, 'count' | 'isFreeItem'> }
  | { type: 'increment'; tempId: string }
  | { type: 'decrement'; tempId: string }
  | { type: 'removeLine'; tempId: string }
  | { type: 'restoreLine'; tempId: string }
  | { type: 'setPaymentType'; paymentType: PaymentMethod };

/** Refuses lines whose identity would exceed its original count while the cap applies. */
function capped(draft: OrderEditDraft, lines: readonly OrderLine[]): OrderEditDraft {
  if (!draft.canAdd) {
    const original = countsByKey(draft.original.lines);
    for (const [key, count] of countsByKey(lines)) {
      const allowed = original.get(key) ?? 0;
      if (count > allowed) throw domainError('EDIT_INCREASE_NOT_ALLOWED', { line: key, allowed });
    }
  }
  return { ...draft, lines };
}

const bump = (lines: readonly OrderLine[], line: OrderLine, delta: number): OrderLine[] =>
  lines.map((l) => (l === line ? { ...l, count: l.count + delta } : l));

/** Puts a line back, merged into a line of the same identity when there is one. */
function addOrMerge(draft: OrderEditDraft, line: OrderLine): OrderEditDraft {
  const same = draft.lines.find((l) => draftLineKey(l) === draftLineKey(line));
  return capped(draft, same ? bump(draft.lines, same, line.count) : [...draft.lines, line]);
}

export function orderEditReducer(draft: OrderEditDraft, action: OrderEditAction): OrderEditDraft {
  switch (action.type) {
    case 'addItem':
      // Matching id and topping set: that line + 1; otherwise a new line of 1 (spec §4).
      return addOrMerge(draft, { ...action.line, count: 1, isFreeItem: false });
    case 'setPaymentType':
      return { ...draft, paymentType: action.paymentType };
    case 'restoreLine': {
      const line = draft.removedItems.find((l) => l.tempId === action.tempId);
      if (!line) return draft;
      const restored = addOrMerge(draft, line);
      return { ...restored, removedItems: draft.removedItems.filter((l) => l !== line) };
    }
  }
  const line = draft.lines.find((l) => l.tempId === action.tempId);
  if (!line) return draft;
  switch (action.type) {
    case 'increment':
      return capped(draft, bump(draft.lines, line, 1));
    case 'decrement':
      // Only a line above 1 is lowered; taking the last unit out is a removal.
      return line.count > 1 ? { ...draft, lines: bump(draft.lines, line, -1) } : draft;
    case 'removeLine': {
      const lines = draft.lines.filter((l) => l !== line);
      checkNotEmptied(lines);
      return { ...draft, lines, removedItems: [...draft.removedItems, line] };
    }
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}

export type EditResult = { ok: true; draft: OrderEditDraft } | { ok: false; error: DomainError };

export function tryEdit(draft: OrderEditDraft, action: OrderEditAction): EditResult {
  try {
    return { ok: true, draft: orderEditReducer(draft, action) };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, error };
    throw error;
  }
}
