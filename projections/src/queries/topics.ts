// Live topics (contracts Topic) and the projections behind them: the kitchen board and the order
// list are one topic per vendor; the tracker is one topic per order.
import type { Topic } from '@sofre/engine/contracts';
import { PROJECTION } from '../all.projections.ts';
import type { RowChange } from '../runner/row-change.ts';

export interface TopicTarget {
  readonly projection: string;
  /** The one row the topic follows (an order id), or every row of the vendor. */
  readonly key?: string;
}

const TRACKER_PREFIX = 'order-tracker:';

export function topicTarget(topic: Topic): TopicTarget {
  if (topic === 'kitchen-board') return { projection: PROJECTION.kitchenBoard };
  if (topic === 'order-list') return { projection: PROJECTION.orderList };
  return { projection: PROJECTION.orderTracker, key: topic.slice(TRACKER_PREFIX.length) };
}

/** The topic a change belongs to, if any (menus and vendors are not live topics). */
export function topicOfChange(change: RowChange): Topic | undefined {
  switch (change.projection) {
    case PROJECTION.kitchenBoard:
      return 'kitchen-board';
    case PROJECTION.orderList:
      return 'order-list';
    case PROJECTION.orderTracker:
      return `order-tracker:${change.id}`;
    default:
      return undefined;
  }
}
