// Coalesces the changes of one tick: per vendor and topic, only the last change of each row is
// sent, serialised once for all subscribers (FIELD-NOTES: broadcasting to thousands of clients
// blocks the loop).
import type { Topic } from '@sofre/engine/contracts';
import type { LiveChange } from '../platform/read-side.port.ts';

export interface TopicBatch {
  readonly vendorId: string;
  readonly topic: Topic;
  /** Latest change per row, in log order of those latest changes. */
  readonly changes: LiveChange[];
  /** The same changes as JSON `change` messages, ready to send. */
  readonly texts: string[];
}

export function batchByTopic(changes: readonly LiveChange[]): TopicBatch[] {
  const byTopic = new Map<string, Map<string, LiveChange>>();
  for (const change of changes) {
    const topicKey = `${change.vendorId}\u0000${change.topic}`;
    let rows = byTopic.get(topicKey);
    if (!rows) byTopic.set(topicKey, (rows = new Map()));
    rows.delete(change.row.orderId); // re-insert so the map keeps log order of the latest changes
    rows.set(change.row.orderId, change);
  }
  return [...byTopic.values()].map((rows) => {
    const latest = [...rows.values()];
    const first = latest[0]!;
    return {
      vendorId: first.vendorId,
      topic: first.topic,
      changes: latest,
      texts: latest.map((c) =>
        JSON.stringify({ type: 'change', topic: c.topic, position: c.position, row: c.row }),
      ),
    };
  });
}
