// `npm run projections:rebuild`: drops the read models and checkpoints and replays the log from
// zero. Stop the gateway's inline runner (or the projector) first. Env: see platform.config.ts.
import { openProjectionStores } from './platform.config.ts';
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
} finally {
  await stores.close();
}
