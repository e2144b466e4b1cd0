// The worker thread of a projection lane: follows the log with its own store connections, runs
// the lane's projections, and tells its parent each batch's position and row changes. So the
// lane's evolve and commits use another core than the one answering requests.
import { parentPort, workerData } from 'node:worker_threads';
import { lowerThisThreadsPriority } from '@sofre/engine/runtime';
import { createEventStore } from '@sofre/engine/store';
import { reportProjections, screenProjections } from '../all.projections.ts';
import { createReadModels } from '../read-models/read-models.factory.ts';
import { startProjections } from './projection.runner.ts';
import type { RowChange } from './row-change.ts';
import type { FromWorker, ToWorker, WorkerLaneData } from './worker-lane.protocol.ts';

const data = workerData as WorkerLaneData;
// The reports can wait for the till; the screens' lane pushes to the kitchen and stays foreground.
if (data.lane === 'reports') lowerThisThreadsPriority();
const port = parentPort!;
const tell = (message: FromWorker) => port.postMessage(message);
const announced = data.announced && new Set(data.announced);
const toAnnounce = (changes: readonly RowChange[]) =>
  announced ? changes.filter((c) => announced.has(c.projection)) : changes;

const eventStore = await createEventStore(data.eventStore);
const readModels = await createReadModels(data.readModels);
const runner = await startProjections({
  eventStore,
  readModels,
  projections: data.lane === 'screens' ? screenProjections : reportProjections,
  lingerMs: data.lingerMs,
  batchSize: data.batchSize,
  onBatch: (changes, position) => tell({ kind: 'batch', position, changes: toAnnounce(changes) }),
  onError: (error) => tell({ kind: 'error', message: String((error as Error)?.stack ?? error) }),
});
tell({ kind: 'ready', position: runner.position() });

port.on('message', (message: ToWorker) => {
  if (message.kind !== 'stop') return;
  void (async () => {
    await runner.stop();
    await readModels.close();
    await eventStore.close();
    tell({ kind: 'stopped' });
    port.close();
  })();
});
