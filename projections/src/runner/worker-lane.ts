// Starts a projection lane in a worker thread and follows it from this one: its position (for
// waits), its row changes (for live pushes), its errors (logged; the worker keeps retrying).
import type { Position } from '@sofre/engine';
import { startTsWorker } from '@sofre/engine/runtime';
import { ChangeHub } from './change-hub.ts';
import { PositionWaiters } from './position-waiters.ts';
import type { RowChange } from './row-change.ts';
import type { FromWorker, ToWorker, WorkerLaneData } from './worker-lane.protocol.ts';

export interface WorkerLane {
  position(): Position;
  waitFor(position: Position, timeoutMs: number): Promise<boolean>;
  onChange(listener: (change: RowChange) => void): () => void;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;

/**
 * The lane's young generation: V8's default let it grow to 32 MB of semi-spaces under load, and
 * the gateway's resident memory has a budget (400 MB under load, issue 16). At 12 MB the gateway
 * under 50 connections peaked 20 MB lower at the same order rate; the lane collects more often,
 * on the other core, and its garbage is short-lived (a batch's decoded events and rows).
 */
const YOUNG_GENERATION_MB = 12;

export async function startWorkerLane(
  data: WorkerLaneData,
  onError: (error: unknown) => void,
): Promise<WorkerLane> {
  const worker = startTsWorker(new URL('./worker-lane.worker.ts', import.meta.url), {
    workerData: data,
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  let position: Position = '';
  const waiters = new PositionWaiters(() => position);
  const hub = new ChangeHub(onError);
  let stopped: (() => void) | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${data.lane} lane worker did not start`)),
      START_TIMEOUT_MS,
    );
    worker.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
      onError(error);
    });
    worker.on('message', (message: FromWorker) => {
      switch (message.kind) {
        case 'ready':
          clearTimeout(timer);
          position = message.position;
          waiters.settle();
          resolve();
          return;
        case 'batch':
          position = message.position;
          waiters.settle();
          hub.publish(message.changes);
          return;
        case 'error':
          onError(new Error(`${data.lane} lane: ${message.message}`));
          return;
        case 'stopped':
          stopped?.();
          return;
      }
    });
  });
  await ready;

  return {
    position: () => position,
    waitFor: (at, timeoutMs) => waiters.wait(at, timeoutMs),
    onChange: (listener) => hub.listen(listener),
    async stop() {
      const done = new Promise<void>((resolve) => (stopped = resolve));
      worker.postMessage({ kind: 'stop' } satisfies ToWorker);
      // A worker that hangs on its stores is ended anyway: the next start resumes from checkpoints.
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      waiters.cancel();
      hub.close();
      await worker.terminate();
    },
  };
}
