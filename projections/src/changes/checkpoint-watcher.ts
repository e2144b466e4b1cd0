// How far the read models are, for a gateway whose projector is another process: polls the
// checkpoints, so `waitFor` (minPosition, read your writes) works the same as with the runner.
import type { Position } from '@sofre/engine';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { PositionWaiters } from '../runner/position-waiters.ts';
import { slowest } from '../runner/prepare-checkpoints.ts';
import { isPlatformProjection } from '../all.projections.ts';

export interface CheckpointWatcher {
  /** The slowest watched projection's checkpoint, as of the last poll ('' before the first event). */
  position(): Position;
  waitFor(position: Position, timeoutMs: number): Promise<boolean>;
  stop(): void;
}

export interface CheckpointWatcherOptions {
  /** Projections to follow. Default: every platform projection with a checkpoint. */
  readonly projections?: readonly string[];
  /** Default 50 ms. */
  readonly intervalMs?: number;
  readonly onError?: (error: unknown) => void;
}

export async function watchCheckpoints(
  readModels: ReadModelStore,
  options: CheckpointWatcherOptions = {},
): Promise<CheckpointWatcher> {
  const { intervalMs = 50, onError = (e: unknown) => console.error('checkpoints:', e) } = options;
  let current = '';
  const waiters = new PositionWaiters(() => current);
  const poll = async () => {
    const stored = await readModels.readCheckpoints();
    const names = options.projections ?? [...stored.keys()].filter(isPlatformProjection);
    current = slowest(names.map((n) => stored.get(n)?.position));
    waiters.settle();
  };
  await poll();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const loop = () => {
    timer = setTimeout(() => {
      poll()
        .catch(onError)
        .finally(() => !stopped && loop());
    }, intervalMs);
    timer.unref();
  };
  loop();
  return {
    position: () => current,
    waitFor: (position, timeoutMs) => waiters.wait(position, timeoutMs),
    stop() {
      stopped = true;
      clearTimeout(timer);
      waiters.cancel();
    },
  };
}
