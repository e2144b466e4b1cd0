// The projector process against PostgreSQL: it follows appends, and stops cleanly on SIGTERM.
import { createEventStore } from '@sofre/engine/store';
import { expect, it } from 'vitest';
import { watchCheckpoints } from './changes/checkpoint-watcher.ts';
import { createPostgresReadModels } from './read-models/postgres.read-models.ts';
import { Commands } from './testing/commands.fixtures.ts';
import { at } from './testing/embedded.fixtures.ts';
import { doogh } from './testing/event-log.fixtures.ts';
import { DATABASE_URL, uniqueSchema, usePostgres } from './testing/postgres.fixtures.ts';
import { runScript } from './testing/script.fixtures.ts';

const schemas = {
  events: uniqueSchema('projector_events'),
  readModels: uniqueSchema('projector_rm'),
};
usePostgres(Object.values(schemas));

it('projects what the gateways append, and shuts down gracefully', async () => {
  const eventStore = await createEventStore({
    kind: 'postgres',
    connectionString: DATABASE_URL,
    schema: schemas.events,
    connectTimeoutMs: 5_000,
  });
  const readModels = await createPostgresReadModels({
    connectionString: DATABASE_URL,
    schema: schemas.readModels,
  });
  const projector = runScript('src/projector.ts', {
    STORE: 'postgres',
    DATABASE_URL,
    EVENT_STORE_SCHEMA: schemas.events,
    READ_MODELS_SCHEMA: schemas.readModels,
  });
  try {
    const commands = new Commands(eventStore);
    const { position } = await commands.order(
      'v1',
      'SubmitOrder',
      { orderId: 'o-1', source: 'SALON', deliveryType: 'SERVE', lines: [doogh], confirm: true },
      at(0),
    );
    const watcher = await watchCheckpoints(readModels, { intervalMs: 20 });
    expect(await watcher.waitFor(position!, 20_000), projector.output()).toBe(true);
    watcher.stop();
    expect((await readModels.getRow('kitchen-stations', 'v1:o-1', 'v1'))?.doc).toMatchObject({
      open: true,
      number: 1,
    });
  } finally {
    projector.signal('SIGTERM');
    expect(await projector.exited, projector.output()).toBe(0);
    expect(projector.output()).toMatch(/projector: stopped at \d+:\d+/);
    await readModels.close();
    await eventStore.close();
  }
});
