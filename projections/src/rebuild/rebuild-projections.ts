// Drops every read model and checkpoint and replays the whole log (ARCHITECTURE decision 5:
// projections are disposable). Stop the projector first: two writers would fight over the
// checkpoints (the second one's commit fails with CheckpointConflictError).
import type { EventStore, Position } from '@sofre/engine';
import { sofreProjections } from '../all.projections.ts';
import type { AnyProjection } from '../projection.ts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { applyBatch, type DecodeCache } from '../runner/apply-batch.ts';
import { prepareCheckpoints } from '../runner/prepare-checkpoints.ts';
import { writeBack } from './write-back.read-models.ts';

export interface RebuildOptions {
  readonly eventStore: EventStore;
  readonly readModels: ReadModelStore;
  readonly projections?: readonly AnyProjection[];
  /** Events read and evolved at a time. Default 1000. */
  readonly batchSize?: number;
  /**
   * Events between writes to the read models (rounded up to whole batches): rows many batches
   * change are then written once. Default 20,000.
   */
  readonly flushEvery?: number;
  readonly onProgress?: (events: number, position: Position) => void;
}

export interface RebuildResult {
  readonly events: number;
  /** The last event replayed ('' for an empty log). */
  readonly position: Position;
}

export async function rebuildProjections(options: RebuildOptions): Promise<RebuildResult> {
  await options.readModels.dropAll();
  return replayProjections(options);
}

/**
 * Replays the log into projections whose rows were dropped (their checkpoints start over): the
 * rebuild of one lane, when the caller dropped the read models first.
 */
export async function replayProjections(options: RebuildOptions): Promise<RebuildResult> {
  const { eventStore, readModels, projections = sofreProjections, ...rest } = options;
  return replayInto(eventStore, [{ readModels, projections }], rest);
}

/** Projections replayed into one store. */
export interface ReplayTarget {
  readonly readModels: ReadModelStore;
  readonly projections: readonly AnyProjection[];
}

/**
 * One pass over the log into several stores whose projections' rows were dropped: each batch is
 * read and decoded once for all of them.
 */
export async function replayInto(
  eventStore: EventStore,
  targets: readonly ReplayTarget[],
  options: Pick<RebuildOptions, 'batchSize' | 'flushEvery' | 'onProgress'> = {},
): Promise<RebuildResult> {
  const { batchSize = 1_000, flushEvery = 20_000, onProgress } = options;
  const replays = await Promise.all(
    targets.map(async ({ readModels, projections }) => ({
      projections,
      checkpoints: await prepareCheckpoints(readModels, projections),
      held: writeBack(readModels, { fromZero: true }),
    })),
  );
  const flush = () => Promise.all(replays.map((r) => r.held.flush()));
  let events = 0;
  let unflushed = 0;
  let position: Position = '';
  for (;;) {
    const batch = await eventStore.readAll(position || undefined, batchSize);
    const last = batch.at(-1);
    if (!last) {
      await flush();
      return { events, position };
    }
    const decoded: DecodeCache = new Map();
    for (const { held, projections, checkpoints } of replays)
      await applyBatch(held.store, projections, checkpoints, batch, decoded);
    events += batch.length;
    unflushed += batch.length;
    position = last.position;
    if (unflushed >= flushEvery) {
      await flush();
      unflushed = 0;
    }
    onProgress?.(events, position);
  }
}
