// A retried command re-appends the very events it appended before (same ids, same order):
// the store answers as the first time, saying it was a repeat, and writes nothing. Any other
// reuse of an id is an error.
import { DuplicateEventIdError } from './duplicate-event-id.error.ts';
import type { AppendResult, EventToAppend, Position, Revision } from './event-store.port.ts';

export interface StoredEventRef {
  readonly id: string;
  readonly stream: string;
  readonly revision: Revision;
  readonly position: Position;
}

/**
 * @param found the stored events of `stream` from the one carrying `events[0].id` on, in
 *   revision order (or just that event when it lives in another stream).
 */
export function answerRetry(
  stream: string,
  events: readonly EventToAppend[],
  found: readonly StoredEventRef[],
): AppendResult {
  const isRetry = events.every((e, i) => found[i]?.id === e.id && found[i]?.stream === stream);
  const last = found[events.length - 1];
  if (!isRetry || !last) throw new DuplicateEventIdError(stream, events[0]?.id ?? '');
  return { nextRevision: last.revision, position: last.position, repeated: true };
}

export function assertSomethingToAppend(stream: string, events: readonly EventToAppend[]): void {
  if (events.length === 0)
    throw new RangeError(`stream ${stream}: append needs at least one event`);
}
