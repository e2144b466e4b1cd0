// npm run bench:rebuild-one -- <data dir> <projection>[,<projection>…] [batch]: one projection (or a
// few, comma-separated: `report-orders,biker-days` is the reports' rebuild thread) replayed alone
// from the data directory's log into scratch read models, and its rate: to profile one
// projection's rebuild (run it under node --cpu-prof, e.g. `node --cpu-prof --import tsx <this
// file> …`). Give node --max-semi-space-size=64 to collect garbage as the rebuild's threads do
// (rebuild-lanes.ts). The CPU time it took is printed too: on a shared machine it moves less than
// the wall clock.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createEventStore } from '@sofre/engine/store';
import { createReadModels, rebuildProjections, sofreProjections } from '@sofre/projections';

const [dataDir, name = '', batch = '1000'] = process.argv.slice(2);
const names = name.split(',');
const projections = sofreProjections.filter((p) => names.includes(p.name));
if (!dataDir || projections.length !== names.length) {
  console.error('usage: rebuild-one <data dir> <projection name>[,<projection name>…] [batch]');
  process.exit(2);
}
const scratch = join(dataDir, `read-models.${names.join('+')}.sqlite`);
const eventStore = await createEventStore({ kind: 'sqlite', path: join(dataDir, 'events.sqlite') });
const readModels = await createReadModels({ kind: 'sqlite', path: scratch });
try {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const { events } = await rebuildProjections({
    eventStore,
    readModels,
    projections,
    batchSize: Number(batch),
  });
  const seconds = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(cpu);
  const cpuSeconds = (user + system) / 1e6;
  console.log(
    `${name}: ${events} events in ${seconds.toFixed(1)} s (${Math.round(events / seconds)}/s); ` +
      `CPU ${cpuSeconds.toFixed(1)} s (${Math.round(events / cpuSeconds)}/CPU s)`,
  );
} finally {
  await readModels.close();
  await eventStore.close();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${scratch}${suffix}`, { force: true });
}
