// What the routes are given: the event store for commands, the read side for queries and live
// push, and the idempotency keys. Built by platform.ts from the environment, or by a test.
import type { EventStore } from '@sofre/engine';
import type { IdempotencyStore } from '../http/idempotency.store.ts';
import type { ReadSide } from './read-side.port.ts';

export interface Platform {
  readonly store: EventStore;
  readonly readSide: ReadSide;
  readonly idempotency: IdempotencyStore;
  /** Inline projections: a command answers once the read models have its events. */
  readonly waitForProjections: boolean;
  close(): Promise<void>;
}
