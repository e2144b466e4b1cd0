// Opens what the gateway runs on, from the environment: the event store (SQLite in DATA_DIR,
// PostgreSQL or KurrentDB), the read models (SQLite beside it, or PostgreSQL when DATABASE_URL
// is set), the projection runner inline or a follower of an external projector, and the
// idempotency keys.
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Logger } from 'pino';
import { createEventStore, wakeupChannel, type EventStoreConfig } from '@sofre/engine/store';
import {
  createProjectionQueries,
  createReadModels,
  reportLaneRowNames,
  routeReadModels,
  type ReadModelsConfig,
} from '@sofre/projections';
import type { Env } from '../env.ts';
import { createPostgresIdempotencyStore } from '../http/idempotency.postgres.ts';
import { createSqliteIdempotencyStore } from '../http/idempotency.store.ts';
import type { Platform } from './platform.port.ts';
import { startProjectionLanes } from './projection-lanes.ts';
import { followExternalProjector, type Follower } from './read-model.follower.ts';
import { projectionsReadSide } from './read-model.read-side.ts';

function storeConfig(env: Env): EventStoreConfig {
  switch (env.STORE) {
    case 'sqlite':
      return { kind: 'sqlite', path: join(env.DATA_DIR, 'events.sqlite') };
    case 'postgres':
      return {
        kind: 'postgres',
        connectionString: env.DATABASE_URL!,
        notify: env.STORE_NOTIFY === 'on',
      };
    case 'eventstoredb':
      return { kind: 'eventstoredb', connectionString: env.ESDB_URL! };
  }
}

const readModelsConfig = (env: Env): ReadModelsConfig =>
  env.DATABASE_URL
    ? { kind: 'postgres', connectionString: env.DATABASE_URL }
    : { kind: 'sqlite', path: join(env.DATA_DIR, 'read-models.sqlite') };

/**
 * Where a worker writes the report read models: a SQLite file of their own (a file takes one
 * writer at a time, and the screens' commits must never wait on a report batch), or PostgreSQL.
 */
const reportModelsConfig = (env: Env): ReadModelsConfig =>
  env.DATABASE_URL
    ? readModelsConfig(env)
    : { kind: 'sqlite', path: join(env.DATA_DIR, 'report-models.sqlite') };

/** Where the projector announces its batches (projections/src/projector.ts), if it does. */
const projectorWakeups = (env: Env) =>
  env.DATABASE_URL && env.STORE_NOTIFY === 'on'
    ? { connectionString: env.DATABASE_URL, channel: wakeupChannel('read_models', 'public') }
    : undefined;

/** The worker is not woken by this thread's appends: it polls the log this often. */
const WORKER_POLL_MS = 20;

export async function openPlatform(env: Env, log: Logger): Promise<Platform> {
  mkdirSync(env.DATA_DIR, { recursive: true });
  const store = await createEventStore(storeConfig(env));
  const readModels = await createReadModels(readModelsConfig(env));
  const inWorker = env.PROJECTIONS === 'inline' && env.REPORT_LANE === 'worker';
  const reportModels =
    inWorker && !env.DATABASE_URL ? await createReadModels(reportModelsConfig(env)) : readModels;
  const onError = (error: unknown) => log.error({ err: error }, 'read models: failed, retrying');
  const eventStore = storeConfig(env);
  const reportsWorker = inWorker
    ? {
        eventStore:
          eventStore.kind === 'sqlite'
            ? { ...eventStore, pollIntervalMs: WORKER_POLL_MS }
            : eventStore,
        readModels: reportModelsConfig(env),
      }
    : undefined;
  const follower: Follower =
    env.PROJECTIONS === 'inline'
      ? await startProjectionLanes({ eventStore: store, readModels, onError, reportsWorker })
      : await followExternalProjector(readModels, onError, projectorWakeups(env));
  const allModels = routeReadModels(readModels, reportModels, reportLaneRowNames);
  const readSide = projectionsReadSide(createProjectionQueries(allModels), follower, () =>
    allModels.close(),
  );
  const idempotency = env.DATABASE_URL
    ? await createPostgresIdempotencyStore(env.DATABASE_URL)
    : await createSqliteIdempotencyStore(env.DATA_DIR);
  log.info(
    { store: env.STORE, projections: env.PROJECTIONS, readModels: readModels.kind },
    'platform open',
  );
  return {
    store,
    readSide,
    idempotency,
    waitForProjections: env.PROJECTIONS === 'inline',
    async close() {
      await readSide.close();
      await idempotency.close();
      await store.close();
    },
  };
}
