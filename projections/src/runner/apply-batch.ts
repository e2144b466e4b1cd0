// Applies one batch of the log to every projection, in one read-model transaction: load the rows
// the batch touches, evolve them in memory event by event, then write the changed rows and move
// every checkpoint together. A projection skips events at or before its own checkpoint, so
// projections at different checkpoints (one just reset) share the same pass over the log.
import type { EventCodec, EventMetadata, Position, RecordedEvent } from '@sofre/engine';
import type { AnyProjection, ProjectedEvent } from '../projection.ts';
import type { CheckpointMove, ReadModelStore, RowWrite } from '../read-models/read-model.store.ts';
import { documentView, type DocumentView, type KeyedChange } from './document-view.ts';
import { evolveRows, type EvolvedRows } from './evolve-rows.ts';
import { applyLedgers } from './apply-ledgers.ts';
import { isDocumentProjection, ledgerChanges } from './lane-document.ts';
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
  const known = codec.definitionOf(event.type);
  const definition = known ?? codec;
  let decoded = cache.get(definition);
  if (!decoded) cache.set(definition, (decoded = new Map()));
  const done = decoded.get(event);
  if (done) return done;
  // Events are written by handleCommand, which validated their metadata on the way in, and their
  // data too (codec.encode: what is stored is what the schema parsed, defaults filled): data of
  // the definition's own version is taken as stored. Parsing it again was a twentieth of a
  // rebuild. An older version is upcast and parsed, as it always was.
  const metadata = event.metadata as unknown as EventMetadata;
  const version = typeof metadata.version === 'number' ? metadata.version : 1;
  const { type, data } =
    known !== undefined && version === known.version
      ? { type: event.type, data: event.data }
      : codec.decode(event.type, event.data, version);
  const projected = { type, data, metadata, position: event.position, stream: event.stream };
  decoded.set(event, projected);
  return projected;
}

/** The decoded events of the batch that the projection takes. */
export function eventsOf(
  projection: AnyProjection,
  events: readonly RecordedEvent[],
  cache: DecodeCache,
): ProjectedEvent[] {
  const types = new Set<string>(projection.eventTypes);
  return events.filter((e) => types.has(e.type)).map((e) => decode(projection.codec, e, cache));
}

/** The rows one projection writes for the batch (and, for a document, its ledgers'). */
async function evolveProjection(
  projection: AnyProjection,
  evolved: Promise<EvolvedRows>,
  readModels: BatchStore,
): Promise<RowWrite[]> {
  const { writes, changes } = await evolved;
  if (!isDocumentProjection(projection)) return writes;
  const told = ledgerChanges(projection, changes);
  return [...writes, ...(await applyLedgers(projection.ledgers, told, readModels))];
}

/**
 * Every projection's pass over the batch, side by side; one that reads its lane's document
 * (Projection.reads) evolves once the document's projection has (its rows load meanwhile). A
 * document already past the batch (behind holds only those not) changed nothing in it.
 */
function evolveAll(
  behind: readonly AnyProjection[],
  projections: readonly AnyProjection[],
  eventsFor: (projection: AnyProjection) => ProjectedEvent[],
  readModels: BatchStore,
): Promise<EvolvedRows>[] {
  const evolved = new Map<string, Promise<EvolvedRows>>();
  const changesOf = (name: string): Promise<readonly KeyedChange[]> =>
    evolved.get(name)?.then((e) => e.changes) ?? Promise.resolve([]);
  for (const projection of behind)
    if (!projection.reads)
      evolved.set(projection.name, evolveRows(projection, eventsFor(projection), readModels));
  for (const projection of behind) {
    const reads = projection.reads;
    if (!reads) continue;
    if (!projections.some((p) => p.name === reads.projection.name) || reads.projection.reads)
      throw new Error(
        `${projection.name} reads ${reads.projection.name}, not a document of its lane`,
      );
    const mine = eventsFor(projection);
    const view: Promise<DocumentView> = documentView(
      reads,
      mine,
      readModels,
      changesOf(reads.projection.name),
    );
    evolved.set(projection.name, evolveRows(projection, mine, readModels, view));
  }
  return behind.map((p) => evolved.get(p.name)!);
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
  const eventsFor = (projection: AnyProjection) => {
    const from = checkpoints.get(projection.name);
    // Nearly always the whole batch: only a projection just reset or caught up starts inside it.
    const pending = isAfter(events[0]!.position, from)
      ? events
      : events.filter((e) => isAfter(e.position, from));
    return eventsOf(projection, pending, cache);
  };
  // Side by side: a store that can load several projections' rows in one round trip does.
  const passes = evolveAll(behind, projections, eventsFor, readModels);
  const evolved = await Promise.all(
    behind.map((projection, i) => evolveProjection(projection, passes[i]!, readModels)),
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
