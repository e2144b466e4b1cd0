// Opens what the gateway runs on, from the environment: the event store (SQLite in DATA_DIR,
// PostgreSQL or KurrentDB), the read models (SQLite beside it, or PostgreSQL when DATABASE_URL
// is set), the projection runner inline or a follower of an external projector, and the
// idempotency keys.
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Logger } from 'pino';
import { createEventStore, type EventStoreConfig } from '@sofre/engine/store';
import {
  createProjectionQueries,
  createReadModels,
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
      return { kind: 'postgres', connectionString: env.DATABASE_URL! };
    case 'eventstoredb':
      return { kind: 'eventstoredb', connectionString: env.ESDB_URL! };
  }
}

const readModelsConfig = (env: Env): ReadModelsConfig =>
  env.DATABASE_URL
    ? { kind: 'postgres', connectionString: env.DATABASE_URL }
    : { kind: 'sqlite', path: join(env.DATA_DIR, 'read-models.sqlite') };

export async function openPlatform(env: Env, log: Logger): Promise<Platform> {
  mkdirSync(env.DATA_DIR, { recursive: true });
  const store = await createEventStore(storeConfig(env));
  const readModels = await createReadModels(readModelsConfig(env));
  const onError = (error: unknown) => log.error({ err: error }, 'read models: failed, retrying');
  const follower: Follower =
    env.PROJECTIONS === 'inline'
      ? await startProjectionLanes({ eventStore: store, readModels, onError })
      : await followExternalProjector(readModels, onError);
  const readSide = projectionsReadSide(createProjectionQueries(readModels), follower, () =>
    readModels.close(),
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
