// Applies one batch of the log to every projection, in one read-model transaction: load the rows
// the batch touches, evolve them in memory event by event, then write the changed rows and move
// every checkpoint together. A projection skips events at or before its own checkpoint, so
// projections at different checkpoints (one just reset) share the same pass over the log.
import type { EventCodec, EventMetadata, Position, RecordedEvent } from '@sofre/engine';
import type { AnyProjection, PositionedRow, ProjectedEvent } from '../projection.ts';
import type { CheckpointMove, ReadModelStore, RowWrite } from '../read-models/read-model.store.ts';
import type { RowChange } from './row-change.ts';

export type Checkpoints = Map<string, Position | undefined>;

/** What a batch needs of the read models (a replay holds its commits: write-back.read-models.ts). */
export type BatchStore = Pick<ReadModelStore, 'loadRows' | 'commit'>;

const isAfter = (position: Position, checkpoint: Position | undefined) =>
  checkpoint === undefined || position > checkpoint;

/**
 * Decoded events of one batch per event definition: the projections' codecs combine the same
 * definitions (the order events are in most of them), so each event is parsed once, not once per
 * codec (an order's events went through five codecs in the screens' lane, four in the reports').
 */
export type DecodeCache = Map<unknown, Map<RecordedEvent, ProjectedEvent>>;

function decode(codec: EventCodec, event: RecordedEvent, cache: DecodeCache): ProjectedEvent {
  const definition = codec.definitionOf(event.type) ?? codec;
  let decoded = cache.get(definition);
  if (!decoded) cache.set(definition, (decoded = new Map()));
  const known = decoded.get(event);
  if (known) return known;
  // Events are written by handleCommand, which validated their metadata on the way in.
  const metadata = event.metadata as unknown as EventMetadata;
  const version = typeof metadata.version === 'number' ? metadata.version : 1;
  const { type, data } = codec.decode(event.type, event.data, version);
  const projected = { type, data, metadata, position: event.position, stream: event.stream };
  decoded.set(event, projected);
  return projected;
}

/** The rows one projection writes for the batch. */
async function evolveProjection(
  projection: AnyProjection,
  events: readonly RecordedEvent[],
  readModels: BatchStore,
  cache: DecodeCache,
): Promise<RowWrite[]> {
  const types = new Set<string>(projection.eventTypes);
  const mine = events
    .filter((e) => types.has(e.type))
    .map((e) => decode(projection.codec, e, cache));
  const keysOf = mine.map((e) => projection.keysOf(e));
  const loaded = await readModels.loadRows(projection.name, [...new Set(keysOf.flat())]);
  const rows = new Map<string, PositionedRow | undefined>(
    [...loaded].map(([id, stored]) => [id, (stored.doc ?? undefined) as PositionedRow | undefined]),
  );
  // A row many events of the batch change (an hour's totals) is written once, as the last one
  // left it: its index is worked out then, from that event (and the row just before it).
  const changed = new Map<string, { before: PositionedRow | undefined; event: ProjectedEvent }>();
  let keys: readonly string[] = [];
  const read = (id: string) => {
    if (!keys.includes(id)) throw new Error(`${projection.name}: read of ${id} outside keysOf`);
    return rows.get(id);
  };
  for (let i = 0; i < mine.length; i++) {
    const event = mine[i]!;
    keys = keysOf[i] ?? [];
    for (const id of keys) {
      const before = rows.get(id);
      const after = projection.evolve(before, event, { id, read });
      if (after === before) continue;
      rows.set(id, after);
      changed.set(id, { before, event });
    }
  }
  const writes: RowWrite[] = [];
  for (const [id, { before, event }] of changed) {
    const after = rows.get(id);
    // A removed row keeps the index it had: whose it was, and whether anyone may see it.
    const index = projection.index((after ?? before) as PositionedRow, event);
    writes.push({
      projection: projection.name,
      id,
      doc: after === undefined ? null : after,
      index,
      position: event.position,
    });
  }
  return writes;
}

/**
 * @param cache the batch's decoded events, when other projections of another store are given the
 *   same batch (a rebuild thread replaying into two stores)
 * @returns the listed rows that changed, in log order, once the transaction committed;
 *   `checkpoints` then holds the new positions.
 */
export async function applyBatch(
  readModels: BatchStore,
  projections: readonly AnyProjection[],
  checkpoints: Checkpoints,
  events: readonly RecordedEvent[],
  cache: DecodeCache = new Map(),
): Promise<RowChange[]> {
  const last = events.at(-1);
  if (!last) return [];
  const behind = projections.filter((p) => isAfter(last.position, checkpoints.get(p.name)));
  // Side by side: a store that can load several projections' rows in one round trip does.
  const evolved = await Promise.all(
    behind.map((projection) => {
      const from = checkpoints.get(projection.name);
      // Nearly always the whole batch: only a projection just reset or caught up starts inside it.
      const pending = isAfter(events[0]!.position, from)
        ? events
        : events.filter((e) => isAfter(e.position, from));
      return evolveProjection(projection, pending, readModels, cache);
    }),
  );
  const writes: RowWrite[] = evolved.flat();
  const moves: CheckpointMove[] = behind.map((projection) => ({
    projection: projection.name,
    from: checkpoints.get(projection.name),
    to: last.position,
  }));
  await readModels.commit(writes, moves);
  for (const move of moves) checkpoints.set(move.projection, move.to);
  return writes
    .filter((w) => w.index.listed !== false)
    .map((w) => ({
      projection: w.projection,
      vendorId: w.index.vendorId,
      id: w.id,
      row: w.doc,
      position: w.position,
    }))
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
}
