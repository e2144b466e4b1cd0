// The rules of a finished order edit, checked by the server on the final lines
// (spec §4 "Order editing", §5). The editing-draft reducer applies the same rules step by step.
import { domainError } from '../shared/domain-error.ts';
import type { OrderStatus } from '../shared/enums.ts';
import { draftLineKey } from '../pricing/line-identity.ts';
import type { OrderLine } from '../pricing/order-line.ts';

/**
 * When may an edit raise a line above its original count (or add a new line)?
 * The spec has two readings:
 * - CAN_ADD_FLAG: when the editing draft's canAdd flag is on;
 * - LIFT_WHEN_SUBMITTED: when the order is still SUBMITTED (awaiting payment).
 */
export type IncreaseCapPolicy = 'CAN_ADD_FLAG' | 'LIFT_WHEN_SUBMITTED';

/**
 * LIFT_WHEN_SUBMITTED: the server knows the order's status from its own events, whereas canAdd
 * is a client flag it cannot verify. It also follows the money: a SUBMITTED order is not paid
 * yet, so a larger order is simply charged more; once paid, an increase would need a second
 * payment the edit flow does not take, while a decrease is only a refund.
 */
export const DEFAULT_INCREASE_CAP_POLICY: IncreaseCapPolicy = 'LIFT_WHEN_SUBMITTED';

type EditLine = Pick<OrderLine, 'menuItemId' | 'orderItemToppings' | 'count' | 'isFreeItem'>;

export const increaseCapLifted = (args: {
  status: OrderStatus;
  canAdd: boolean;
  policy: IncreaseCapPolicy;
}): boolean => (args.policy === 'CAN_ADD_FLAG' ? args.canAdd : args.status === 'SUBMITTED');

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

export function checkOrderEdit(args: {
  original: readonly OrderLine[];
  edited: readonly OrderLine[];
  status: OrderStatus;
  canAdd: boolean;
  policy: IncreaseCapPolicy;
}): void {
  checkNotEmptied(args.edited);
  if (increaseCapLifted(args)) return;
  const original = countsByKey(args.original);
  for (const [key, count] of countsByKey(args.edited)) {
    const allowed = original.get(key) ?? 0;
    if (count > allowed)
      throw domainError('EDIT_INCREASE_NOT_ALLOWED', { line: key, count, allowed });
  }
}
