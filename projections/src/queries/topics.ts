// Live topics (contracts Topic) and the projections behind them: the kitchen stations, the order
// list and the report hours (sales, items) are one topic per vendor; the tracker is one per order.
// An order's document (orders.projection.ts) goes out on two: the vendor's order list and its own
// tracker, each as the view the screen reads (the document itself is never pushed).
import type { Topic } from '@sofre/engine/contracts';
import { PROJECTION } from '../all.projections.ts';
import { orderIdOfCourierKey } from '../delivery/courier-tracker.projection.ts';
import type { OrderDocument } from '../orders/order-document/order-document.ts';
import { orderListRowOf } from '../orders/order-document/order-list.view.ts';
import {
  orderTrackerOf,
  type LearnedPrepTimes,
} from '../orders/order-document/order-tracker.view.ts';
import { orderIdOfRowKey } from '../orders/order-row-key.ts';
import type { RowChange } from '../runner/row-change.ts';
import {
  REPORT_TOPIC_PROJECTION,
  reportHourRowOf,
  reportTopicOf,
} from '../reports/dashboard/report-hour-rows.ts';

export interface TopicTarget {
  readonly projection: string;
  /** The one order the topic follows (its id), or every row of the vendor. */
  readonly key?: string;
}

const TRACKER_PREFIX = 'order-tracker:';

export function topicTarget(topic: Topic): TopicTarget {
  if (topic === 'kitchen-stations') return { projection: PROJECTION.kitchenStations };
  if (topic === 'order-list') return { projection: PROJECTION.orders };
  if (topic === 'report-sales' || topic === 'report-items')
    return { projection: REPORT_TOPIC_PROJECTION[topic] };
  if (topic.startsWith(TRACKER_PREFIX))
    return { projection: PROJECTION.orders, key: topic.slice(TRACKER_PREFIX.length) };
  // Signal topics (menu, records:<kind>) carry no rows: nothing to snapshot or replay.
  throw new Error(`${topic} is a signal topic: it has no rows to read`);
}

/**
 * The projections whose rows go out on a topic: a lane in a worker thread hands its parent only
 * these changes (and those its caches follow), not every row it wrote. In step with topicsOfChange.
 */
export const liveTopicProjections: ReadonlySet<string> = new Set([
  PROJECTION.menu,
  PROJECTION.records,
  PROJECTION.kitchenStations,
  PROJECTION.orders,
  PROJECTION.hourlySales,
  PROJECTION.hourlyItemSales,
  PROJECTION.bikers,
  PROJECTION.deliveryOrders,
  PROJECTION.courierTracker,
]);

/** The topics a change goes out on (vendors, users and staff are not live topics). */
export function topicsOfChange(change: RowChange): Topic[] {
  switch (change.projection) {
    case PROJECTION.menu:
      return ['menu'];
    case PROJECTION.records:
      // Record keys start with their kind (records/record.view.ts recordKey).
      return [`records:${change.id.slice(0, change.id.indexOf(':'))}`];
    // Only the orders are rows of the topic; the learned times (prep:) are read, not pushed, and a
    // threshold set (timing:) is a signal on which the screens read their stations again.
    case PROJECTION.kitchenStations:
      if (change.id.startsWith('timing:')) return ['records:kitchen-timing'];
      return change.id.startsWith('prep:') ? [] : ['kitchen-stations'];
    case PROJECTION.orders:
      return ['order-list', `order-tracker:${orderIdOfRowKey(change.id)}`];
    case PROJECTION.hourlySales:
    case PROJECTION.hourlyItemSales: {
      const topic = reportTopicOf(change);
      return topic ? [topic] : [];
    }
    case PROJECTION.bikers:
    case PROJECTION.deliveryOrders:
      return ['dispatch'];
    case PROJECTION.courierTracker:
      return [`courier-tracker:${orderIdOfCourierKey(change.id)}`];
    default:
      return [];
  }
}

/**
 * The row a change pushes on one of its topics: the read model's own row, a report hour as its
 * view, an order document as the order list's row or the tracker (with the kitchen's learned
 * preparation times, for its expected ready time). null for a removed row.
 */
export function liveRowOf(
  change: RowChange,
  topic: Topic,
  learned: LearnedPrepTimes = {},
): unknown {
  if (change.row === null) return null;
  if (change.projection === PROJECTION.orders) {
    const doc = change.row as OrderDocument;
    return topic === 'order-list' ? orderListRowOf(doc) : orderTrackerOf(doc, learned);
  }
  return reportHourRowOf(change) ?? change.row;
}
