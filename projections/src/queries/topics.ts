// Live topics (contracts Topic) and the projections behind them: the kitchen stations, the order
// list and the report hours (sales, items) are one topic per vendor; the tracker is one per order.
import type { Topic } from '@sofre/engine/contracts';
import { PROJECTION } from '../all.projections.ts';
import { orderIdOfCourierKey } from '../delivery/courier-tracker.projection.ts';
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
  if (topic === 'order-list') return { projection: PROJECTION.orderList };
  if (topic === 'report-sales' || topic === 'report-items')
    return { projection: REPORT_TOPIC_PROJECTION[topic] };
  if (topic.startsWith(TRACKER_PREFIX))
    return { projection: PROJECTION.orderTracker, key: topic.slice(TRACKER_PREFIX.length) };
  // Signal topics (menu, records:<kind>) carry no rows: nothing to snapshot or replay.
  throw new Error(`${topic} is a signal topic: it has no rows to read`);
}

/** The topic a change belongs to, if any (vendors, users and staff are not live topics). */
export function topicOfChange(change: RowChange): Topic | undefined {
  switch (change.projection) {
    case PROJECTION.menu:
      return 'menu';
    case PROJECTION.records:
      // Record keys start with their kind (records/record.view.ts recordKey).
      return `records:${change.id.slice(0, change.id.indexOf(':'))}`;
    // Only the orders are rows of the topic; the learned times (prep:) are read, not pushed, and a
    // threshold set (timing:) is a signal on which the screens read their stations again.
    case PROJECTION.kitchenStations:
      if (change.id.startsWith('timing:')) return 'records:kitchen-timing';
      return change.id.startsWith('prep:') ? undefined : 'kitchen-stations';
    case PROJECTION.orderList:
      return 'order-list';
    case PROJECTION.orderTracker:
      return `order-tracker:${orderIdOfRowKey(change.id)}`;
    case PROJECTION.hourlySales:
    case PROJECTION.hourlyItemSales:
      return reportTopicOf(change);
    case PROJECTION.bikers:
    case PROJECTION.deliveryOrders:
      return 'dispatch';
    case PROJECTION.courierTracker:
      return `courier-tracker:${orderIdOfCourierKey(change.id)}`;
    default:
      return undefined;
  }
}

/** The row a change pushes: the read model's own row, or a report hour as its view. */
export const liveRowOf = (change: RowChange): unknown => reportHourRowOf(change) ?? change.row;
