// The generator is the only writer of its store while it runs, so the streams it appended need
// not be read back from SQLite (and parsed again) before each next command on them: this wraps
// the event store so that readStream answers from what this process appended (and read) lately.
// Every append still goes to the real store, with its expected revision and group commit.
import type { EventStore, RecordedEvent } from '@sofre/engine';

/** Streams kept: an order's stream is busy for an hour of its day, then rarely read again. */
const DEFAULT_STREAMS = 50_000;

export function withStreamCache(store: EventStore, maxStreams = DEFAULT_STREAMS): EventStore {
  const streams = new Map<string, RecordedEvent[]>();
  const keep = (stream: string, events: RecordedEvent[]) => {
    streams.delete(stream);
    streams.set(stream, events);
    if (streams.size > maxStreams) streams.delete(streams.keys().next().value!);
  };
  return {
    kind: store.kind,
    async append(stream, events, expected) {
      const result = await store.append(stream, events, expected);
      const known = streams.get(stream) ?? (expected === 'no_stream' ? [] : undefined);
      const first = result.nextRevision - events.length + 1;
      // Only a stream known from its start, grown by exactly these events (not a repeat).
      if (known?.length !== first) {
        streams.delete(stream);
        return result;
      }
      // Only the last event's position is known here; it is all a command handler reads.
      const { position } = result;
      events.forEach((e, i) => known.push({ ...e, stream, revision: first + i, position }));
      keep(stream, known);
      return result;
    },
    async readStream(stream, fromRevision = 0) {
      const known = streams.get(stream);
      if (known) return known.slice(fromRevision);
      const events = await store.readStream(stream, fromRevision);
      if (fromRevision === 0 && events.length > 0) keep(stream, events);
      return events.slice();
    },
    readAll: (after, limit) => store.readAll(after, limit),
    subscribeAll: (after) => store.subscribeAll(after),
    close: () => store.close(),
  };
}
