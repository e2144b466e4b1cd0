// `npm run projections:rebuild`: drops the read models and checkpoints and replays the log from
// zero, the screens' lane and the reports' lane side by side in two threads (rebuildThreads,
// rebuild/rebuild-lanes.ts), into the stores the gateway reads them from. Stop the gateway's runner (or the projector) first.
// Env: see platform.config.ts; REPORT_LANE=inline keeps the reports with the screens, as the
// gateway does then; REBUILD_BATCH, events per transaction (1,000). It ends with a line per thread
// and one for the whole rebuild (bench:reports reads them).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { rebuildThreads, reportProjections, screenProjections } from './all.projections.ts';
import { dataDir, eventStoreConfig, readModelsConfig } from './platform.config.ts';
import type { ReadModelsConfig } from './read-models/read-models.factory.ts';
import { rebuildLanes } from './rebuild/rebuild-lanes.ts';

const env = process.env;
const screens = readModelsConfig(env);
const reports: ReadModelsConfig =
  env.DATABASE_URL || env.REPORT_LANE === 'inline'
    ? screens
    : { kind: 'sqlite', path: join(dataDir(env), 'report-models.sqlite') };

mkdirSync(dataDir(env), { recursive: true });
const started = performance.now();
const threads = await rebuildLanes({
  eventStore: eventStoreConfig(env),
  lanes: [
    { name: 'screens', readModels: screens, projections: screenProjections },
    { name: 'reports', readModels: reports, projections: reportProjections },
  ],
  threads: rebuildThreads,
  batchSize: Number(env.REBUILD_BATCH ?? 1_000),
  onProgress: (thread, n) => console.log(`  ${thread}: ${n} events…`),
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const [{ events, position }] = threads as [(typeof threads)[number]];
for (const done of threads)
  console.log(`  thread ${done.thread}: ${done.events} events in ${done.seconds.toFixed(1)} s`);
console.log(
  `rebuilt the read models from ${events} events in ${seconds} s (position ${position || '-'})`,
);
