// Projection rebuild rate: drop the read models and replay the whole log through projections, as
// `npm run projections:rebuild` does: the screens' lane and the reports' lane side by side in two
// worker threads (rebuildThreads), into the data directory's read-model files, which the gateway
// then starts from, caught up. Each thread's own rate is given, and the whole rebuild's.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { EventStore } from '@sofre/engine';
import { createEventStore } from '@sofre/engine/store';
import {
  createReadModels,
  rebuildProjections,
  rebuildThreads,
  sofreProjections,
  type AnyProjection,
} from '@sofre/projections';
import { bundleProjections, PROJECTIONS_DIST } from '@sofre/projections/bundle';

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

/**
 * The rebuild as `npm run projections:rebuild` runs it: compiled (projections/dist) and on plain
 * node, both lanes side by side in their threads, into the files the gateway reads. The rates are
 * those the program prints: each thread's, and the whole rebuild's.
 */
export async function measureRebuild(dataDir: string, batchSize: number): Promise<RebuildRate[]> {
  await (compiled ??= bundleProjections());
  const child = spawn(process.execPath, [join(PROJECTIONS_DIST, 'rebuild.js')], {
    env: {
      PATH: process.env.PATH,
      STORE: 'sqlite',
      DATA_DIR: dataDir,
      REBUILD_BATCH: String(batchSize),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  let shown = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    // Progress now and then: the program prints a line per thread every 10,000 events.
    for (const [, thread, n] of output.slice(shown).matchAll(/^ {2}(.+): (\d+) events…$/gm))
      if (Number(n) % PROGRESS_EVERY < 10_000)
        console.log(`  ${thread}: ${Number(n).toLocaleString('en')} events`);
    shown = output.lastIndexOf('\n') + 1;
  });
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  const whole = /rebuilt the read models from (\d+) events in ([\d.]+) s/.exec(output);
  if (code !== 0 || !whole) throw new Error(`the rebuild failed (exit ${code}):\n${output}`);
  const threads = [...output.matchAll(/^ {2}thread (.+): (\d+) events in ([\d.]+) s$/gm)];
  const rate = (lane: string, projections: number, events: number, seconds: number) => ({
    lane,
    projections,
    events,
    seconds,
    eventsPerSecond: events / seconds,
  });
  return [
    ...threads.map(([, name, events, seconds]) =>
      rate(
        `${name} thread`,
        rebuildThreads.find((t) => t.name === name)?.projections.length ?? 0,
        Number(events),
        Number(seconds),
      ),
    ),
    rate(
      'all projections, two threads',
      sofreProjections.length,
      Number(whole[1]),
      Number(whole[2]),
    ),
  ];
}

/** The rebuild is compiled once per run of a bench, from the sources as they are. */
let compiled: Promise<void> | undefined;

/**
 * Each projection of `projections` replayed alone (scratch read models), or with the document it
 * reads: where the time goes.
 */
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
      // One that reads its lane's document replays with it: its rate is then the pair's.
      const document = projection.reads?.projection;
      const replayed = document ? [document, projection] : [projection];
      const lane = document ? `${projection.name} (with ${document.name})` : projection.name;
      rates.push(await rebuildInto(eventStore, scratch, lane, replayed, batchSize));
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${scratch}${suffix}`, { force: true });
    }
    return rates;
  } finally {
    await eventStore.close();
  }
}
