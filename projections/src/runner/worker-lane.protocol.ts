// What a lane running in a worker thread and the thread that started it say to each other.
import type { Position } from '@sofre/engine';
import type { EventStoreConfig } from '@sofre/engine/store';
import type { ReadModelsConfig } from '../read-models/read-models.factory.ts';
import type { RowChange } from './row-change.ts';

export interface WorkerLaneData {
  /** The log to follow: the worker opens its own connection. */
  readonly eventStore: EventStoreConfig;
  /** Where the lane's read models live: for SQLite a file of their own (one writer per file). */
  readonly readModels: ReadModelsConfig;
  /** Which projections it runs. */
  readonly lane: 'screens' | 'reports';
  readonly lingerMs: number;
  readonly batchSize: number;
  /**
   * The projections whose row changes the parent listens to (live topics, caches): only theirs
   * cross the thread boundary, each a structured clone on both sides. Every one when absent.
   */
  readonly announced?: readonly string[];
}

export type FromWorker =
  | { readonly kind: 'ready'; readonly position: Position }
  | { readonly kind: 'batch'; readonly position: Position; readonly changes: readonly RowChange[] }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'stopped' };

export type ToWorker = { readonly kind: 'stop' };
