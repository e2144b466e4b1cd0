// How far the read models are, for a gateway whose projector is another process: polls the
// checkpoints, and reads them at once when woken (the projector's NOTIFY after a batch), so
// `waitFor` (minPosition, read your writes) works the same as with the runner.
import type { Position } from '@sofre/engine';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { PositionWaiters } from '../runner/position-waiters.ts';
import { slowest } from '../runner/prepare-checkpoints.ts';
import { isPlatformProjection } from '../all.projections.ts';

export interface CheckpointWatcher {
  /** The slowest watched projection's checkpoint, as of the last poll ('' before the first event). */
  position(): Position;
  waitFor(position: Position, timeoutMs: number): Promise<boolean>;
  /** Reads the checkpoints now rather than at the next poll (or right after the read in hand). */
  wake(): void;
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
  let polling = false;
  let woken = false;
  const pollNow = () => {
    clearTimeout(timer);
    polling = true;
    woken = false;
    poll()
      .catch(onError)
      .finally(() => {
        polling = false;
        if (!stopped) loop(woken ? 0 : intervalMs);
      });
  };
  const loop = (ms: number) => {
    timer = setTimeout(pollNow, ms);
    timer.unref();
  };
  loop(intervalMs);
  return {
    position: () => current,
    waitFor: (position, timeoutMs) => waiters.wait(position, timeoutMs),
    wake() {
      if (stopped) return;
      if (polling) woken = true;
      else pollNow();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      waiters.cancel();
    },
  };
}
