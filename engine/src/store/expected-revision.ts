// Optimistic concurrency for the stores that check it themselves (SQLite; PostgreSQL checks the
// same rules in SQL, EventStoreDB on the server).
import {
  WrongExpectedRevisionError,
  type ExpectedRevision,
  type Revision,
} from './event-store.port.ts';

export function holds(expected: ExpectedRevision, current: Revision | undefined): boolean {
  switch (expected) {
    case 'any':
      return true;
    case 'no_stream':
      return current === undefined;
    case 'stream_exists':
      return current !== undefined;
    default:
      return current === expected;
  }
}

/** @param current revision of the stream's last event, undefined when there is no stream */
export function assertExpected(
  stream: string,
  expected: ExpectedRevision,
  current: Revision | undefined,
): void {
  if (!holds(expected, current)) {
    throw new WrongExpectedRevisionError(stream, expected, current ?? 'no_stream');
  }
}
