// A live topic's snapshot (ServerMessage 'snapshot'): the rows a client starts from, and the
// position to resume after. The position is read before the rows, so it is never newer than them.
import type { Position } from '@sofre/engine';
import type { LiveRow, Topic } from '@sofre/engine/contracts';
import type { ProjectionQueries } from './projection.queries.ts';
import { topicTarget } from './topics.ts';

export interface TopicSnapshot {
  readonly rows: LiveRow[];
  readonly position: Position;
  /** Rows of the topic left out of the snapshot (the kitchen stations' oldest open orders). */
  readonly hidden?: number;
}

/** How many of the newest orders the order-list topic starts from. */
const ORDER_LIST_SNAPSHOT = 100;

export async function snapshotOf(
  queries: ProjectionQueries,
  vendorId: string,
  topic: Topic,
): Promise<TopicSnapshot> {
  const { projection, key } = topicTarget(topic);
  const position = await queries.checkpoint(projection);
  if (topic === 'kitchen-stations') {
    const view = await queries.kitchenStations(vendorId);
    return { rows: [...view.orders, ...view.finished], position, hidden: view.hidden };
  }
  if (topic === 'report-sales' || topic === 'report-items') {
    return { rows: await queries.latestReportHours(vendorId, topic), position };
  }
  if (topic === 'order-list') {
    const page = await queries.orderList(vendorId, { pageSize: ORDER_LIST_SNAPSHOT });
    return { rows: page.data, position };
  }
  const tracker = key === undefined ? undefined : await queries.orderTracker(vendorId, key);
  return { rows: tracker ? [tracker] : [], position };
}
