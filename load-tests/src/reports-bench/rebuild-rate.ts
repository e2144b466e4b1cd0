// Projection rebuild rate: drop the read models and replay the whole log through projections, as
// `npm run projections:rebuild` does (rebuildProjections). The reports' lane alone is replayed
// into a scratch read-model file first; then every projection into the data directory's own read
// models, which the gateway then starts from, caught up.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { EventStore } from '@sofre/engine';
import { createEventStore } from '@sofre/engine/store';
import {
  createReadModels,
  rebuildProjections,
  reportProjections,
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

/** The reports' lane alone (scratch read models), then every projection (the gateway's). */
export async function measureRebuild(dataDir: string, batchSize: number): Promise<RebuildRate[]> {
  const eventStore = await createEventStore({
    kind: 'sqlite',
    path: join(dataDir, 'events.sqlite'),
  });
  const scratch = join(dataDir, 'read-models.reports-lane.sqlite');
  try {
    const reports = await rebuildInto(
      eventStore,
      scratch,
      'reports lane',
      reportProjections,
      batchSize,
    );
    const all = await rebuildInto(
      eventStore,
      join(dataDir, 'read-models.sqlite'),
      'all projections',
      sofreProjections,
      batchSize,
    );
    return [reports, all];
  } finally {
    await eventStore.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${scratch}${suffix}`, { force: true });
  }
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
