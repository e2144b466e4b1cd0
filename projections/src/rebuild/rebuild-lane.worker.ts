// The worker thread of one lane's rebuild: its own connections to the log and to the lane's read
// models, a replay of the lane's projections, progress to the starter.
import { parentPort, workerData } from 'node:worker_threads';
import { createEventStore } from '@sofre/engine/store';
import { sofreProjections } from '../all.projections.ts';
import { createReadModels } from '../read-models/read-models.factory.ts';
import type { FromRebuildLane, RebuildLaneData } from './rebuild-lane.protocol.ts';
import { replayProjections } from './rebuild-projections.ts';

const PROGRESS_EVERY = 10_000;
const data = workerData as RebuildLaneData;
const tell = (message: FromRebuildLane) => parentPort!.postMessage(message);
const names = new Set(data.projections);

const eventStore = await createEventStore(data.eventStore);
const readModels = await createReadModels(data.readModels);
try {
  let next = PROGRESS_EVERY;
  const { events, position } = await replayProjections({
    eventStore,
    readModels,
    projections: sofreProjections.filter((p) => names.has(p.name)),
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
  await readModels.close();
  await eventStore.close();
}
