// An embedded platform for runner tests: the SQLite event store and SQLite read models (in
// memory unless a directory is given), the runner and the queries over them.
import { createEventStore } from '@sofre/engine/store';
import { createProjectionQueries } from '../queries/projection.queries.ts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { createSqliteReadModels } from '../read-models/sqlite.read-models.ts';
import { startProjections, type RunnerOptions } from '../runner/projection.runner.ts';
import { Commands } from './commands.fixtures.ts';

export async function openEmbedded(
  options: Partial<RunnerOptions> & { readModels?: ReadModelStore } = {},
) {
  const eventStore =
    options.eventStore ?? (await createEventStore({ kind: 'sqlite', path: ':memory:' }));
  const readModels = options.readModels ?? createSqliteReadModels({ path: ':memory:' });
  const runner = await startProjections({ retryDelayMs: 20, ...options, eventStore, readModels });
  return {
    eventStore,
    readModels,
    runner,
    queries: createProjectionQueries(readModels),
    commands: new Commands(eventStore),
    async close() {
      await runner.stop();
      await readModels.close();
      await eventStore.close();
    },
  };
}

export const at = (minute: number, day = 21) =>
  `2025-03-${day}T08:${String(minute).padStart(2, '0')}:00.000Z`;
