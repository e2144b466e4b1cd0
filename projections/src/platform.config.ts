// The stores the projector and the rebuild open, from the same environment variables as the
// gateway: STORE (sqlite | postgres | eventstoredb), DATA_DIR, DATABASE_URL, ESDB_URL. Read models
// live in PostgreSQL when DATABASE_URL is set, else in SQLite beside the embedded event store.
// EVENT_STORE_SCHEMA and READ_MODELS_SCHEMA (default public) let a test use throwaway schemas.
// STORE_NOTIFY=off turns PostgreSQL's LISTEN/NOTIFY wake-ups off (the polls alone, as before).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { EventStore } from '@sofre/engine';
import { createEventStore, type EventStoreConfig } from '@sofre/engine/store';
import type { ReadModelStore } from './read-models/read-model.store.ts';
import { createReadModels, type ReadModelsConfig } from './read-models/read-models.factory.ts';

export interface ProjectionStores {
  readonly eventStore: EventStore;
  readonly readModels: ReadModelStore;
  close(): Promise<void>;
}

/**
 * DATA_DIR relative to where npm was invoked (INIT_CWD): `npm run projections:rebuild` at the
 * root runs this workspace's script inside projections/, yet means the root's ./data.
 */
export const dataDir = (env: NodeJS.ProcessEnv): string =>
  resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? './data');

function required(env: NodeJS.ProcessEnv, name: string, why: string): string {
  const value = env[name];
  if (!value) throw new Error(`${why}: set ${name}`);
  return value;
}

export function eventStoreConfig(env: NodeJS.ProcessEnv): EventStoreConfig {
  const store = env.STORE ?? 'sqlite';
  switch (store) {
    case 'sqlite':
      return { kind: 'sqlite', path: join(dataDir(env), 'events.sqlite') };
    case 'postgres':
      return {
        kind: 'postgres',
        connectionString: required(env, 'DATABASE_URL', 'STORE=postgres'),
        schema: env.EVENT_STORE_SCHEMA,
        // off: other processes' appends reach the projector at its poll, not at once.
        notify: env.STORE_NOTIFY !== 'off',
      };
    case 'eventstoredb':
      return {
        kind: 'eventstoredb',
        connectionString: required(env, 'ESDB_URL', 'STORE=eventstoredb'),
      };
    default:
      throw new Error(`STORE must be sqlite, postgres or eventstoredb, not ${store}`);
  }
}

export const readModelsConfig = (env: NodeJS.ProcessEnv): ReadModelsConfig =>
  env.DATABASE_URL
    ? { kind: 'postgres', connectionString: env.DATABASE_URL, schema: env.READ_MODELS_SCHEMA }
    : { kind: 'sqlite', path: join(dataDir(env), 'read-models.sqlite') };

export async function openProjectionStores(env: NodeJS.ProcessEnv): Promise<ProjectionStores> {
  mkdirSync(dataDir(env), { recursive: true });
  const eventStore = await createEventStore(eventStoreConfig(env));
  const readModels = await createReadModels(readModelsConfig(env)).catch(async (error: unknown) => {
    await eventStore.close();
    throw error;
  });
  return {
    eventStore,
    readModels,
    async close() {
      await readModels.close();
      await eventStore.close();
    },
  };
}
