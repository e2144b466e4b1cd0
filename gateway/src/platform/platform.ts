// Opens what the gateway runs on, from the environment: the event store (SQLite in DATA_DIR,
// PostgreSQL or KurrentDB), the read models (SQLite beside it, or PostgreSQL when DATABASE_URL
// is set), the projection runner inline or a follower of an external projector, and the
// idempotency keys.
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Logger } from 'pino';
import {
  createEventStore,
  newAppendSignal,
  wakeupChannel,
  type AppendSignal,
  type EventStoreConfig,
} from '@sofre/engine/store';
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
import { followedProjections, projectionsReadSide } from './read-model.read-side.ts';

/** @param appendSignal shared by the threads that open the log (a lane's worker wakes on it). */
function storeConfig(env: Env, appendSignal?: AppendSignal): EventStoreConfig {
  const signal = appendSignal ? { appendSignal } : {};
  switch (env.STORE) {
    case 'sqlite':
      return { kind: 'sqlite', path: join(env.DATA_DIR, 'events.sqlite'), ...signal };
    case 'postgres':
      return {
        kind: 'postgres',
        connectionString: env.DATABASE_URL!,
        notify: env.STORE_NOTIFY === 'on',
        ...signal,
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

/** A worker polls the log this often for what no thread of this process announced. */
const WORKER_POLL_MS = 20;

/**
 * The log as a lane's worker opens it: its own connection, polling often, and woken by this
 * thread's appends when given their signal (the screens' lane; the reports' lingers anyway).
 */
function workerStoreConfig(env: Env, appendSignal?: AppendSignal): EventStoreConfig {
  const config = storeConfig(env, appendSignal);
  return config.kind === 'sqlite' ? { ...config, pollIntervalMs: WORKER_POLL_MS } : config;
}

export async function openPlatform(env: Env, log: Logger): Promise<Platform> {
  mkdirSync(env.DATA_DIR, { recursive: true });
  const inline = env.PROJECTIONS === 'inline';
  const screensInWorker =
    inline &&
    (env.SCREEN_LANE === 'worker' || (env.SCREEN_LANE === 'auto' && availableParallelism() >= 4));
  const reportsInWorker = inline && env.REPORT_LANE === 'worker';
  const appendSignal = screensInWorker ? newAppendSignal() : undefined;
  const store = await createEventStore(storeConfig(env, appendSignal));
  // Opened first, so its tables exist before a worker opens the same file to write them.
  const readModels = await createReadModels(readModelsConfig(env));
  const reportModels =
    reportsInWorker && !env.DATABASE_URL
      ? await createReadModels(reportModelsConfig(env))
      : readModels;
  const onError = (error: unknown) => log.error({ err: error }, 'read models: failed, retrying');
  // A lane's worker hands over only the changes this thread follows.
  const announced = followedProjections;
  const follower: Follower = inline
    ? await startProjectionLanes({
        eventStore: store,
        onError,
        screens: screensInWorker
          ? {
              worker: {
                eventStore: workerStoreConfig(env, appendSignal),
                readModels: readModelsConfig(env),
                announced,
              },
            }
          : { readModels },
        reports: reportsInWorker
          ? {
              worker: {
                eventStore: workerStoreConfig(env),
                readModels: reportModelsConfig(env),
                announced,
              },
            }
          : { readModels: reportModels },
      })
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
