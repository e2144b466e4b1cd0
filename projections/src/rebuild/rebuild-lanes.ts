// Rebuilds the lanes side by side in worker threads: the screens' read models and the reports'
// (into their own file when embedded, as the gateway keeps them). By default each lane has a
// thread of its own; `threads` can spread the projections otherwise (a thread replays into each
// store it has projections of, reading the log once), so that the threads' work is even: the
// rebuild takes as long as its slowest thread.
import { startTsWorker } from '@sofre/engine/runtime';
import type { EventStoreConfig } from '@sofre/engine/store';
import type { AnyProjection } from '../projection.ts';
import { createReadModels, type ReadModelsConfig } from '../read-models/read-models.factory.ts';
import type {
  FromRebuildThread,
  RebuildThreadData,
  RebuildThreadPart,
} from './rebuild-thread.protocol.ts';

export interface RebuildLane {
  readonly name: string;
  readonly readModels: ReadModelsConfig;
  readonly projections: readonly AnyProjection[];
}

/** A worker thread of the rebuild and the names of the projections it replays. */
export interface RebuildThread {
  readonly name: string;
  readonly projections: readonly string[];
}

export interface ThreadRebuilt {
  readonly thread: string;
  readonly events: number;
  readonly position: string;
  readonly seconds: number;
}

export interface RebuildLanesOptions {
  readonly eventStore: EventStoreConfig;
  readonly lanes: readonly RebuildLane[];
  /** Default: a thread per lane. Every projection of the lanes must be in exactly one. */
  readonly threads?: readonly RebuildThread[];
  /** Events per read-model transaction. Default 1000. */
  readonly batchSize?: number;
  readonly onProgress?: (thread: string, events: number) => void;
}

/** Drops every store the lanes write to once (lanes may share one), before any lane replays. */
async function dropStores(lanes: readonly RebuildLane[]): Promise<void> {
  const distinct = new Map(lanes.map((l) => [JSON.stringify(l.readModels), l.readModels]));
  for (const config of distinct.values()) {
    const store = await createReadModels(config);
    try {
      await store.dropAll();
    } finally {
      await store.close();
    }
  }
}

/**
 * A replay makes garbage fast (decoded events, rows evolved and dropped). Young-generation
 * semi-spaces of 64 MB instead of V8's 16 MB collect it less often: the lanes side by side
 * rebuilt a 30k-order year at 10,700 events/s instead of 9,560. A rebuild is a job of its own,
 * so the memory is there; the gateway's lanes keep the default (its resident memory has a budget).
 */
const YOUNG_GENERATION_MB = 3 * 64;

function rebuildInWorker(
  name: string,
  data: RebuildThreadData,
  onProgress: (events: number) => void,
): Promise<ThreadRebuilt> {
  const started = performance.now();
  const worker = startTsWorker(new URL('./rebuild-thread.worker.ts', import.meta.url), {
    workerData: data,
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  return new Promise((resolve, reject) => {
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`${name} thread exited with ${code}`)));
    worker.on('message', (message: FromRebuildThread) => {
      if (message.kind === 'progress') return onProgress(message.events);
      if (message.kind === 'failed') return reject(new Error(`${name}: ${message.message}`));
      const seconds = (performance.now() - started) / 1000;
      resolve({ thread: name, events: message.events, position: message.position, seconds });
    });
  });
}

/**
 * Threads that write one file (the reports' store gets the order-money report from the screens'
 * thread) wait for each other's flush. A flush of 20,000 events' rows takes about a second, but
 * once took over SQLite's usual 5 s on a busy machine, and the rebuild failed with "database is
 * locked": a rebuild's threads wait up to two minutes.
 */
const REBUILD_BUSY_TIMEOUT_MS = 120_000;

const patient = (config: ReadModelsConfig): ReadModelsConfig =>
  config.kind === 'sqlite' ? { ...config, busyTimeoutMs: REBUILD_BUSY_TIMEOUT_MS } : config;

/** Each thread's projections, store by store; throws unless each projection has one thread. */
function partsOf(
  lanes: readonly RebuildLane[],
  threads: readonly RebuildThread[],
): RebuildThreadPart[][] {
  const all = lanes.flatMap((lane) => lane.projections.map((p) => p.name));
  const given = threads.flatMap((thread) => thread.projections);
  const missing = all.filter((name) => !given.includes(name));
  const twice = given.filter((name, i) => given.indexOf(name) !== i);
  const unknown = given.filter((name) => !all.includes(name));
  if (missing.length + twice.length + unknown.length > 0)
    throw new Error(
      `rebuild threads: every projection in one thread (missing ${missing}, twice ${twice}, unknown ${unknown})`,
    );
  return threads.map((thread) =>
    lanes
      .map((lane) => ({
        readModels: patient(lane.readModels),
        projections: lane.projections
          .map((p) => p.name)
          .filter((name) => thread.projections.includes(name)),
      }))
      .filter((part) => part.projections.length > 0),
  );
}

export async function rebuildLanes(options: RebuildLanesOptions): Promise<ThreadRebuilt[]> {
  const { eventStore, lanes, batchSize = 1_000, onProgress } = options;
  const threads =
    options.threads ??
    lanes.map((lane) => ({ name: lane.name, projections: lane.projections.map((p) => p.name) }));
  const parts = partsOf(lanes, threads);
  await dropStores(lanes);
  return Promise.all(
    threads.map((thread, i) =>
      rebuildInWorker(thread.name, { eventStore, parts: parts[i]!, batchSize }, (events) =>
        onProgress?.(thread.name, events),
      ),
    ),
  );
}
