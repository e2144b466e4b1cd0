// The projector process (docker-compose's `projector` service): runs the projections alone
// against the shared stores, while the gateways read the read models and follow them by polling
// (PROJECTIONS=external), woken after each batch by a NOTIFY when the read models are in
// PostgreSQL (unless STORE_NOTIFY=off). Run exactly one: the checkpoints refuse a second writer.
import { notifyWakeups, wakeupChannel } from '@sofre/engine/store';
import { openProjectionStores, readModelsConfig } from './platform.config.ts';
import { startProjections } from './runner/projection.runner.ts';

const stores = await openProjectionStores(process.env);
const readModels = readModelsConfig(process.env);
const followers =
  readModels.kind === 'postgres' && process.env.STORE_NOTIFY !== 'off'
    ? notifyWakeups(
        readModels.connectionString,
        wakeupChannel('read_models', readModels.schema ?? 'public'),
        (error) => console.error('projector: could not wake the gateways (they poll)', error),
      )
    : undefined;
const runner = await startProjections({
  eventStore: stores.eventStore,
  readModels: stores.readModels,
  onBatch: (_changes, position) => followers?.notify(position),
  onError: (error) => console.error('projector: batch failed, retrying', error),
});
console.log(
  `projector: running (${stores.eventStore.kind} → ${stores.readModels.kind} read models)`,
);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`projector: ${signal}, finishing the batch in hand`);
  // A hard stop if the stores hang: the next start resumes from the committed checkpoints anyway.
  setTimeout(() => process.exit(1), 10_000).unref();
  await runner.stop();
  await followers?.close();
  await stores.close();
  console.log(`projector: stopped at ${runner.position() || '-'}`);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
