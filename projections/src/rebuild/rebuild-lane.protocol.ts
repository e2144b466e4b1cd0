// What a lane rebuilt in a worker thread and the thread that started it say to each other.
import type { EventStoreConfig } from '@sofre/engine/store';
import type { ReadModelsConfig } from '../read-models/read-models.factory.ts';

export interface RebuildLaneData {
  readonly eventStore: EventStoreConfig;
  /** Dropped already by the starter (two lanes may share one store). */
  readonly readModels: ReadModelsConfig;
  /** The names of the lane's projections. */
  readonly projections: readonly string[];
  readonly batchSize: number;
}

export type FromRebuildLane =
  | { readonly kind: 'progress'; readonly events: number }
  | { readonly kind: 'done'; readonly events: number; readonly position: string }
  | { readonly kind: 'failed'; readonly message: string };
