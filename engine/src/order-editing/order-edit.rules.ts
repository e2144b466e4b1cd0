// The rules of a finished order edit, checked by the server on the final lines
// (spec §4 "Order editing", §5). The editing-draft reducer applies the same rules step by step.
import { domainError } from '../shared/domain-error.ts';
import type { OrderStatus } from '../shared/enums.ts';
import { draftLineKey } from '../pricing/line-identity.ts';
import type { OrderLine } from '../pricing/order-line.ts';

/**
 * When may an edit raise a line above its original count, or add a line? Spec §4 gives two
 * readings: "increasing is limited to the original count unless canAdd is on" and "the cap lifts
 * when the order is in SUBMITTED state". They are one rule here: canAdd is not a flag a client
 * sets but a fact of the order, on exactly while it is SUBMITTED (awaiting payment, spec §3). The
 * server knows the status from its own events, where a client flag could not be verified; and
 * the money agrees: an unpaid order is simply charged more, while a paid one would need a second
 * payment the edit does not take. (An open salon bill grows through editpostpaid: edit-bill.)
 */
export const canAdd = (status: OrderStatus): boolean => status === 'SUBMITTED';

type EditLine = Pick<OrderLine, 'menuItemId' | 'orderItemToppings' | 'count' | 'isFreeItem'>;

/** Count per line identity; an order may hold two lines of one identity, so they add up. */
export const countsByKey = (lines: readonly EditLine[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const key = draftLineKey(line);
    counts.set(key, (counts.get(key) ?? 0) + line.count);
  }
  return counts;
};

/** Spec §5: an edit may not take every item out of the order. */
export function checkNotEmptied(lines: readonly Pick<OrderLine, 'count'>[]): void {
  if (!lines.some((l) => l.count > 0)) throw domainError('NOT_ALLOW_REMOVE_ALL_ITEMS');
}

/** The edit as a whole: not emptied, and no line above its original count unless canAdd. */
export function checkOrderEdit(args: {
  original: readonly OrderLine[];
  edited: readonly OrderLine[];
  status: OrderStatus;
}): void {
  checkNotEmptied(args.edited);
  if (canAdd(args.status)) return;
  const original = countsByKey(args.original);
  for (const [key, count] of countsByKey(args.edited)) {
    const allowed = original.get(key) ?? 0;
    if (count > allowed)
      throw domainError('EDIT_INCREASE_NOT_ALLOWED', { line: key, count, allowed });
  }
}
