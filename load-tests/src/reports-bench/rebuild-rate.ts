// Projection rebuild rate: drop the read models and replay the whole log through projections, as
// `npm run projections:rebuild` does: the screens' lane and the reports' lane side by side in two
// worker threads (rebuildThreads), into the data directory's read-model files, which the gateway
// then starts from, caught up. Each thread's own rate is given, and the whole rebuild's.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { EventStore } from '@sofre/engine';
import { createEventStore } from '@sofre/engine/store';
import {
  createReadModels,
  rebuildLanes,
  rebuildProjections,
  rebuildThreads,
  reportProjections,
  screenProjections,
  sofreProjections,
  type AnyProjection,
} from '@sofre/projections';

export interface RebuildRate {
  readonly lane: string;
  readonly projections: number;
  readonly events: number;
  readonly seconds: number;
  readonly eventsPerSecond: number;
}

const PROGRESS_EVERY = 500_000;

async function rebuildInto(
  eventStore: EventStore,
  readModelsPath: string,
  lane: string,
  projections: readonly AnyProjection[],
  batchSize: number,
): Promise<RebuildRate> {
  const readModels = await createReadModels({ kind: 'sqlite', path: readModelsPath });
  try {
    const started = performance.now();
    let next = PROGRESS_EVERY;
    const { events } = await rebuildProjections({
      eventStore,
      readModels,
      projections,
      batchSize,
      onProgress: (n) => {
        if (n < next) return;
        next += PROGRESS_EVERY;
        const rate = Math.round(n / ((performance.now() - started) / 1000));
        console.log(`  ${lane}: ${n.toLocaleString('en')} events (${rate.toLocaleString('en')}/s)`);
      },
    });
    const seconds = (performance.now() - started) / 1000;
    return {
      lane,
      projections: projections.length,
      events,
      seconds,
      eventsPerSecond: events / seconds,
    };
  } finally {
    await readModels.close();
  }
}

/** Both lanes side by side, into the files the gateway reads (as projections:rebuild does). */
export async function measureRebuild(dataDir: string, batchSize: number): Promise<RebuildRate[]> {
  const started = performance.now();
  const threads = await rebuildLanes({
    eventStore: { kind: 'sqlite', path: join(dataDir, 'events.sqlite') },
    lanes: [
      {
        name: 'screens lane',
        readModels: { kind: 'sqlite', path: join(dataDir, 'read-models.sqlite') },
        projections: screenProjections,
      },
      {
        name: 'reports lane',
        readModels: { kind: 'sqlite', path: join(dataDir, 'report-models.sqlite') },
        projections: reportProjections,
      },
    ],
    threads: rebuildThreads,
    batchSize,
    onProgress: (thread, n) => {
      if (n % PROGRESS_EVERY >= 10_000) return;
      const rate = Math.round(n / ((performance.now() - started) / 1000));
      console.log(`  ${thread}: ${n.toLocaleString('en')} events (${rate.toLocaleString('en')}/s)`);
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const rate = (lane: string, projections: number, events: number, s: number) => ({
    lane,
    projections,
    events,
    seconds: s,
    eventsPerSecond: events / s,
  });
  const [first] = threads;
  return [
    ...threads.map((done, i) =>
      rate(
        `${done.thread} thread`,
        rebuildThreads[i]!.projections.length,
        done.events,
        done.seconds,
      ),
    ),
    rate('all projections, two threads', sofreProjections.length, first?.events ?? 0, seconds),
  ];
}

/** Each projection of `projections` replayed alone (scratch read models): where the time goes. */
export async function measureEachProjection(
  dataDir: string,
  projections: readonly AnyProjection[],
  batchSize: number,
): Promise<RebuildRate[]> {
  const eventStore = await createEventStore({
    kind: 'sqlite',
    path: join(dataDir, 'events.sqlite'),
  });
  const scratch = join(dataDir, 'read-models.one-projection.sqlite');
  const rates: RebuildRate[] = [];
  try {
    for (const projection of projections) {
      rates.push(await rebuildInto(eventStore, scratch, projection.name, [projection], batchSize));
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${scratch}${suffix}`, { force: true });
    }
    return rates;
  } finally {
    await eventStore.close();
  }
}
