// Coalesces the changes of one tick: per vendor and topic, only the last change of each row is
// sent, serialised once for all subscribers (FIELD-NOTES: broadcasting to thousands of clients
// blocks the loop).
import { isSignalTopic, liveRowKey, type Topic } from '@sofre/engine/contracts';
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
    // A signal topic is one "read again" per tick, at the latest position.
    const rowKey = change.row === null ? '' : liveRowKey(change.row);
    rows.delete(rowKey); // re-insert so the map keeps log order of the latest changes
    rows.set(rowKey, change);
  }
  return [...byTopic.values()].map((rows) => {
    const latest = [...rows.values()];
    const first = latest[0]!;
    return {
      vendorId: first.vendorId,
      topic: first.topic,
      changes: latest,
      texts: latest.map((c) => JSON.stringify(liveMessageOf(c))),
    };
  });
}

/** The message that tells a client of one change: the row, or for a signal topic "read again". */
export const liveMessageOf = (change: LiveChange) =>
  isSignalTopic(change.topic) || change.row === null
    ? ({ type: 'invalidate', topic: change.topic, position: change.position } as const)
    : ({
        type: 'change',
        topic: change.topic,
        position: change.position,
        row: change.row,
      } as const);
