// The customer's four steps: submitted → confirmed → ready → delivered. Each order status
// belongs to one step; a call (NEEDFORCALL) or a rejection keeps the step the order had reached.
import type { OrderStatus } from '@sofre/engine';
import type { OrderTracker } from '@sofre/engine/contracts';

export const TRACKER_STEPS = ['submitted', 'confirmed', 'ready', 'delivered'] as const;
export type TrackerStep = (typeof TRACKER_STEPS)[number];

const stepOfStatus: Partial<Record<OrderStatus, TrackerStep>> = {
  SUBMITTED: 'submitted',
  PAID: 'submitted',
  CONFIRMED: 'confirmed',
  READYTOSERVE: 'ready',
  READYTOPICKUP: 'ready',
  READYTOSHIPMENT: 'ready',
  DELIVERING: 'ready',
  DELIVERED: 'delivered',
  FINISHED: 'delivered',
};

export interface TrackerProgress {
  /** Index of the last step reached (0 = submitted). */
  readonly reached: number;
  /** When each step was first reached (UTC ISO), where known. */
  readonly reachedAt: Partial<Record<TrackerStep, string>>;
  readonly interrupted: 'call' | 'rejected' | undefined;
}

export function trackerProgress(order: Pick<OrderTracker, 'status' | 'timeline'>): TrackerProgress {
  const reachedAt: Partial<Record<TrackerStep, string>> = {};
  let reached = 0;
  for (const { status, at } of order.timeline) {
    const step = stepOfStatus[status];
    if (!step) continue;
    reachedAt[step] ??= at;
    reached = Math.max(reached, TRACKER_STEPS.indexOf(step));
  }
  const current = stepOfStatus[order.status];
  if (current) reached = Math.max(reached, TRACKER_STEPS.indexOf(current));
  const interrupted =
    order.status === 'NEEDFORCALL' ? 'call' : order.status === 'REJECTED' ? 'rejected' : undefined;
  return { reached, reachedAt, interrupted };
}
