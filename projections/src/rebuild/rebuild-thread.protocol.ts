// What a rebuild's worker thread and the thread that started it say to each other.
import type { EventStoreConfig } from '@sofre/engine/store';
import type { ReadModelsConfig } from '../read-models/read-models.factory.ts';

/** Projections a thread replays into one store. */
export interface RebuildThreadPart {
  /** Dropped already by the starter (two lanes, or two threads, may share one store). */
  readonly readModels: ReadModelsConfig;
  /** The names of the projections. */
  readonly projections: readonly string[];
}

export interface RebuildThreadData {
  readonly eventStore: EventStoreConfig;
  readonly parts: readonly RebuildThreadPart[];
  readonly batchSize: number;
}

export type FromRebuildThread =
  | { readonly kind: 'progress'; readonly events: number }
  | { readonly kind: 'done'; readonly events: number; readonly position: string }
  | { readonly kind: 'failed'; readonly message: string };
