// Rows of the events table as the port's RecordedEvent.
import type { RecordedEvent } from './event-store.port.ts';
import { encodePosition } from './position.ts';
import type { EventRow } from './postgres.schema.ts';

export function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    stream: row.stream,
    revision: Number(row.revision),
    position: encodePosition(row.transaction_id, row.global_position),
    type: row.type,
    data: row.data,
    metadata: row.metadata,
  };
}
