// `npm run projections:rebuild`: drops the read models and checkpoints and replays the log from
// zero. Stop the gateway's inline runner (or the projector) first. Env: see platform.config.ts.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, openProjectionStores } from './platform.config.ts';
import { rebuildProjections } from './rebuild/rebuild-projections.ts';

const stores = await openProjectionStores(process.env);
try {
  const started = performance.now();
  const { events, position } = await rebuildProjections({
    eventStore: stores.eventStore,
    readModels: stores.readModels,
    onProgress: (n) => {
      if (n % 10_000 === 0) console.log(`  ${n} events…`);
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `rebuilt the read models from ${events} events in ${seconds} s (position ${position || '-'})`,
  );
  if (!process.env.DATABASE_URL) {
    // The gateway's report worker keeps its read models in a file of their own: dropped too, it
    // replays them at the next start.
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(join(dataDir(process.env), `report-models.sqlite${suffix}`), { force: true });
  }
} finally {
  await stores.close();
}
