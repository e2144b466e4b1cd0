// The ReadSide over the projections' queries, and live topics from their row changes.
import {
  topicOfChange,
  topicTarget,
  type ProjectionQueries,
  type RowChange,
} from '@sofre/projections';
import type { Follower } from './read-model.follower.ts';
import type { LiveChange, LiveRow, ReadSide } from './read-side.port.ts';

const toChange = (change: RowChange): LiveChange | undefined => {
  const topic = topicOfChange(change);
  // A removed row has no shape a client can show; tickets leave the board by `open: false`.
  if (!topic || change.row === null) return undefined;
  const { vendorId, position } = change;
  return { vendorId, topic, row: change.row as LiveRow, position };
};

export function projectionsReadSide(
  queries: ProjectionQueries,
  follower: Follower,
  closeStores: () => Promise<void>,
): ReadSide {
  return {
    vendorByDomain: (domain) => queries.vendorByDomain(domain),
    menu: (vendorId) => queries.menu(vendorId),
    orderList: (vendorId, filter) => queries.orderList(vendorId, filter),
    orderTracker: (vendorId, orderId) => queries.orderTracker(vendorId, orderId),
    snapshot: (vendorId, topic) => queries.snapshot(vendorId, topic),
    async changesSince(vendorId, topic, after) {
      const { projection, key } = topicTarget(topic);
      // The query pages in whole events itself, so no change of one event is split off.
      const rows = await queries.changesSince(projection, vendorId, after, key);
      return rows.map(toChange).filter((c): c is LiveChange => c !== undefined);
    },
    position: () => follower.position(),
    waitFor: (position, timeoutMs) => follower.waitFor(position, timeoutMs),
    onChange(listener) {
      return follower.onChange((rowChange) => {
        const change = toChange(rowChange);
        if (change) listener(change);
      });
    },
    async close() {
      await follower.stop();
      await closeStores();
    },
  };
}
