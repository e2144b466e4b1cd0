// A rebuild's worker thread: its own connections to the log and to its parts' read models, one
// replay into all of them, progress to the starter.
import { parentPort, workerData } from 'node:worker_threads';
import { createEventStore } from '@sofre/engine/store';
import { sofreProjections } from '../all.projections.ts';
import { createReadModels } from '../read-models/read-models.factory.ts';
import type { FromRebuildThread, RebuildThreadData } from './rebuild-thread.protocol.ts';
import { replayInto } from './rebuild-projections.ts';

const PROGRESS_EVERY = 10_000;
const data = workerData as RebuildThreadData;
const tell = (message: FromRebuildThread) => parentPort!.postMessage(message);

const eventStore = await createEventStore(data.eventStore);
const targets = await Promise.all(
  data.parts.map(async (part) => ({
    readModels: await createReadModels(part.readModels),
    projections: sofreProjections.filter((p) => part.projections.includes(p.name)),
  })),
);
try {
  let next = PROGRESS_EVERY;
  const { events, position } = await replayInto(eventStore, targets, {
    batchSize: data.batchSize,
    onProgress: (n) => {
      if (n < next) return;
      next = n + PROGRESS_EVERY;
      tell({ kind: 'progress', events: n });
    },
  });
  tell({ kind: 'done', events, position });
} catch (error) {
  tell({ kind: 'failed', message: String((error as Error)?.stack ?? error) });
} finally {
  for (const { readModels } of targets) await readModels.close();
  await eventStore.close();
}
