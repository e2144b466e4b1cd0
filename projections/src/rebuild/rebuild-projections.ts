// Drops every read model and checkpoint and replays the whole log (ARCHITECTURE decision 5:
// projections are disposable). Stop the projector first: two writers would fight over the
// checkpoints (the second one's commit fails with CheckpointConflictError).
import type { EventStore, Position } from '@sofre/engine';
import { sofreProjections } from '../all.projections.ts';
import type { AnyProjection } from '../projection.ts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { applyBatch } from '../runner/apply-batch.ts';
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
  const { eventStore, readModels, batchSize = 1_000, flushEvery = 20_000, onProgress } = options;
  const projections = options.projections ?? sofreProjections;
  const checkpoints = await prepareCheckpoints(readModels, projections);
  const held = writeBack(readModels, { fromZero: true });
  let events = 0;
  let unflushed = 0;
  let position: Position = '';
  for (;;) {
    const batch = await eventStore.readAll(position || undefined, batchSize);
    const last = batch.at(-1);
    if (!last) {
      await held.flush();
      return { events, position };
    }
    await applyBatch(held.store, projections, checkpoints, batch);
    events += batch.length;
    unflushed += batch.length;
    position = last.position;
    if (unflushed >= flushEvery) {
      await held.flush();
      unflushed = 0;
    }
    onProgress?.(events, position);
  }
}
