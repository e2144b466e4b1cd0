// What a subscribe is answered before live changes: a signal topic's "read again", the changes
// missed since a position the gateway can honour, or else a snapshot of the topic.
import { isSignalTopic, type Topic } from '@sofre/engine/contracts';
import type { ReadSide } from '../platform/read-side.port.ts';
import type { LiveClient, Subscription } from './live-client.ts';
import { canResumeFrom } from './live-position.ts';

/** Answers `sub`; false when it was replaced or dropped meanwhile (its answer is not sent). */
export async function catchUp(
  readSide: ReadSide,
  client: LiveClient,
  topic: Topic,
  sub: Subscription,
  after: string | undefined,
): Promise<boolean> {
  const current = () => client.subscriptions.get(topic) === sub && !client.ended;
  if (isSignalTopic(topic)) {
    // Nothing to replay: the client reads the topic again from where the read models are now.
    const position = readSide.position();
    client.send({ type: 'invalidate', topic, position });
    sub.position = position;
    return true;
  }
  if (after === undefined || !canResumeFrom(after, readSide.position())) {
    const snapshot = await readSide.snapshot(client.vendorId, topic);
    if (!current()) return false;
    const { position, rows, hidden } = snapshot;
    client.send({
      type: 'snapshot',
      topic,
      position,
      rows: [...rows],
      ...(hidden ? { hidden } : {}),
    });
    sub.position = snapshot.position;
    return true;
  }
  const missed = await readSide.changesSince(client.vendorId, topic, after);
  if (!current()) return false;
  sub.position = after;
  for (const change of missed) {
    const row = change.row;
    if (row) client.send({ type: 'change', topic, position: change.position, row });
    sub.position = change.position;
  }
  return true;
}
