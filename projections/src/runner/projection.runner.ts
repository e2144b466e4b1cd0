// Runs the projections against the live log: subscribe to $all from the slowest checkpoint, apply
// each batch in one read-model transaction, then tell waiters and listeners. In embedded mode it
// runs inside the gateway, so a query after a command waits only for the in-process commit.
import { setImmediate as turnOfTheEventLoop } from 'node:timers/promises';
import type { EventStore, Position, Subscription } from '@sofre/engine';
import { sofreProjections } from '../all.projections.ts';
import type { AnyProjection } from '../projection.ts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { applyBatch, type Checkpoints } from './apply-batch.ts';
import { ChangeHub } from './change-hub.ts';
import { eventBatches } from './event-batches.ts';
import { PositionWaiters } from './position-waiters.ts';
import { prepareCheckpoints, slowest } from './prepare-checkpoints.ts';
import type { RowChange } from './row-change.ts';

export interface RunnerOptions {
  readonly eventStore: EventStore;
  readonly readModels: ReadModelStore;
  /** Default: every Sofre read model. */
  readonly projections?: readonly AnyProjection[];
  /** Most events per read-model transaction. Default 500. */
  readonly batchSize?: number;
  /**
   * How long a batch gathers events after its first one. Default 0: a live event is applied at
   * once (what a command waits for); the reports lane lingers.
   */
  readonly lingerMs?: number;
  /** A failed batch is retried after this pause (from the stored checkpoints). Default 1 s. */
  readonly retryDelayMs?: number;
  /** Told after each committed batch: its listed row changes and the position now reached. */
  readonly onBatch?: (changes: readonly RowChange[], position: Position) => void;
  /** Told about every failure; the runner keeps retrying. Default: console.error. */
  readonly onError?: (error: unknown) => void;
}

export interface ProjectionRunner {
  /** The slowest projection's checkpoint; '' before the first event. */
  position(): Position;
  /** True once every projection has reached `position`; false after `timeoutMs` or on stop. */
  waitFor(position: Position, timeoutMs: number): Promise<boolean>;
  /** Every committed change of a listed row, in log order. Returns the unsubscribe. */
  onChange(listener: (change: RowChange) => void): () => void;
  /** The same changes as an async iterable; it ends when the runner stops. */
  changes(): AsyncIterable<RowChange>;
  /** Finishes the batch in hand, then stops; the stores stay open (they are the caller's). */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startProjections(options: RunnerOptions): Promise<ProjectionRunner> {
  const { eventStore, readModels, batchSize = 500, lingerMs = 0, retryDelayMs = 1_000 } = options;
  const projections = options.projections ?? sofreProjections;
  const onError = options.onError ?? ((e: unknown) => console.error('projections:', e));
  let checkpoints: Checkpoints = await prepareCheckpoints(readModels, projections);
  let stopped = false;
  let subscription: Subscription | undefined;
  const hub = new ChangeHub(onError);
  const waiters = new PositionWaiters(() => slowest(checkpoints.values()));

  async function follow(): Promise<void> {
    subscription = eventStore.subscribeAll(slowest(checkpoints.values()) || undefined);
    for await (const batch of eventBatches(subscription, batchSize, lingerMs)) {
      const changes = await applyBatch(readModels, projections, checkpoints, batch);
      waiters.settle();
      hub.publish(changes);
      options.onBatch?.(changes, slowest(checkpoints.values()));
      // The embedded stores answer at once, so a catch-up never waits on I/O: without a turn of
      // the event loop between its batches it would hold off every request until it ended, and
      // the live push would pile up every change it made (a replay of a million-order store ran
      // the gateway out of memory).
      await turnOfTheEventLoop();
    }
  }

  const running = (async () => {
    while (!stopped) {
      try {
        await follow();
        // The subscription ended without stop(): the store went away; try again shortly.
        if (!stopped) await sleep(retryDelayMs);
      } catch (error) {
        if (stopped) break;
        onError(error);
        await subscription?.close().catch(() => undefined);
        await sleep(retryDelayMs);
        // Resume from what was committed: a failed batch left nothing behind.
        checkpoints = await prepareCheckpoints(readModels, projections).catch(() => checkpoints);
      }
    }
  })();

  return {
    position: () => slowest(checkpoints.values()),
    waitFor: (position, timeoutMs) => waiters.wait(position, timeoutMs),
    onChange: (listener) => hub.listen(listener),
    changes: () => hub.iterate(),
    async stop() {
      if (stopped) return running;
      stopped = true;
      await subscription?.close();
      await running;
      waiters.cancel();
      hub.close();
    },
  };
}
