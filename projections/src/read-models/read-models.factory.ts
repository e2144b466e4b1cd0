// Picks the read-model adapter from configuration; pg loads only when asked for.
import type { PostgresReadModelsConfig } from './postgres.read-models.ts';
import type { ReadModelStore } from './read-model.store.ts';
import type { SqliteReadModelsConfig } from './sqlite.read-models.ts';

export type ReadModelsConfig =
  | ({ readonly kind: 'sqlite' } & SqliteReadModelsConfig)
  | ({ readonly kind: 'postgres' } & PostgresReadModelsConfig);

export async function createReadModels(config: ReadModelsConfig): Promise<ReadModelStore> {
  switch (config.kind) {
    case 'sqlite':
      return (await import('./sqlite.read-models.ts')).createSqliteReadModels(config);
    case 'postgres':
      return (await import('./postgres.read-models.ts')).createPostgresReadModels(config);
    default: {
      const unknown: never = config;
      throw new TypeError(`unknown read model store kind: ${JSON.stringify(unknown)}`);
    }
  }
}
