// How far read models are behind the event log, in events and in seconds (ARCHITECTURE decision
// 12). Cheap on purpose: one bounded read of the log after each distinct checkpoint (the runner
// moves every checkpoint together, so usually one read), never a scan of the log. The port has no
// "head position" and positions are opaque outside their adapter, so events are counted by
// reading them, up to a bound; past it the count is a minimum (lagEventsCapped).
import type { EventStore, Position, RecordedEvent } from '@sofre/engine';
import type { ProjectionLag } from '@sofre/engine/contracts';

/** Events counted at most per checkpoint: enough to tell "a few" from "a lot". */
export const LAG_COUNT_LIMIT = 1_000;

type Lag = Omit<ProjectionLag, 'projection' | 'position'>;

/** When the event happened: the command's time in its metadata (engine EventMetadata). */
const occurredAt = (event: RecordedEvent): number =>
  Date.parse(String(event.metadata.occurredAt ?? ''));

/** The lag of a checkpoint ('' for a read model that has folded nothing yet). */
export async function lagAfter(
  eventStore: EventStore,
  checkpoint: Position,
  now: Date,
  countLimit = LAG_COUNT_LIMIT,
): Promise<Lag> {
  const waiting = await eventStore.readAll(checkpoint || undefined, countLimit + 1);
  const oldest = waiting[0];
  // An event without a readable time still counts in events; its age is unknown, not "late".
  const age = oldest ? (now.getTime() - occurredAt(oldest)) / 1000 : 0;
  return {
    lagEvents: Math.min(waiting.length, countLimit),
    lagEventsCapped: waiting.length > countLimit,
    lagSeconds: Number.isFinite(age) ? Math.max(0, Math.round(age * 10) / 10) : 0,
  };
}

/** The lag of each read model, from its checkpoint (name → position, '' before its first event). */
export async function projectionLags(
  eventStore: EventStore,
  checkpoints: ReadonlyMap<string, Position>,
  now: Date,
  countLimit = LAG_COUNT_LIMIT,
): Promise<ProjectionLag[]> {
  const byCheckpoint = new Map<Position, Promise<Lag>>();
  for (const position of new Set(checkpoints.values()))
    byCheckpoint.set(position, lagAfter(eventStore, position, now, countLimit));
  return Promise.all(
    [...checkpoints].map(async ([projection, position]) => ({
      projection,
      position,
      ...(await byCheckpoint.get(position)!),
    })),
  );
}
