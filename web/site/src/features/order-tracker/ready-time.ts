// When the customer can expect the order: while the kitchen has not finished (submitted, paid or
// confirmed) the time its learned preparation times promise (OrderTracker.expectedReadyAt, set
// once the kitchen gets the order and has learned its items); once the kitchen is done, that it is
// ready and since when. Nothing when there is no expectation, or the order is past ready. The
// vendor's usual preparation time stands in only while the kitchen has the order and no better
// expectation: once it is ready, on its way or delivered, an estimate to prepare it says nothing.
import type { OrderStatus } from '@sofre/engine';
import type { OrderTracker } from '@sofre/engine/contracts';

export type ReadyTime =
  | { readonly kind: 'expected'; readonly at: string }
  | { readonly kind: 'ready'; readonly at: string | undefined };

const COOKING: ReadonlySet<OrderStatus> = new Set(['SUBMITTED', 'PAID', 'CONFIRMED']);
const READY: ReadonlySet<OrderStatus> = new Set([
  'READYTOSERVE',
  'READYTOPICKUP',
  'READYTOSHIPMENT',
]);

export function readyTime(
  order: Pick<OrderTracker, 'status' | 'expectedReadyAt' | 'timeline'>,
): ReadyTime | undefined {
  if (COOKING.has(order.status)) {
    return order.expectedReadyAt ? { kind: 'expected', at: order.expectedReadyAt } : undefined;
  }
  if (READY.has(order.status)) {
    const at = order.timeline.find((step) => READY.has(step.status))?.at;
    return { kind: 'ready', at };
  }
  return undefined;
}

/** Whether the vendor's usual preparation time is still worth showing. */
export const showsUsualPreparation = (
  order: Pick<OrderTracker, 'status' | 'expectedReadyAt' | 'timeline'>,
): boolean => COOKING.has(order.status) && readyTime(order) === undefined;
