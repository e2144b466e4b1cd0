// Rebuild == live on PostgreSQL (event store and read models), with concurrent writers, so events
// commit out of position order; and the polled change feed a separate gateway would follow ends
// up with every listed row, gap-free. Needs PostgreSQL (DATABASE_URL).
import { createEventStore } from '@sofre/engine/store';
import { describe, expect, it } from 'vitest';
import { pollChanges } from '../changes/poll-changes.ts';
import { createProjectionQueries } from '../queries/projection.queries.ts';
import { createPostgresReadModels } from '../read-models/postgres.read-models.ts';
import type { RowChange } from '../runner/row-change.ts';
import { startProjections } from '../runner/projection.runner.ts';
import { Commands } from '../testing/commands.fixtures.ts';
import { at } from '../testing/embedded.fixtures.ts';
import { generateTraffic } from '../testing/order-traffic.fixtures.ts';
import { DATABASE_URL, uniqueSchema, usePostgres } from '../testing/postgres.fixtures.ts';
import { expectContractRows, expectSameReadModels } from '../testing/rebuild-check.fixtures.ts';
import { rebuildProjections } from './rebuild-projections.ts';

const schemas = {
  events: uniqueSchema('rebuild_events'),
  live: uniqueSchema('rebuild_live'),
  fresh: uniqueSchema('rebuild_fresh'),
};
usePostgres(Object.values(schemas));

const readModelsIn = (schema: string) =>
  createPostgresReadModels({ connectionString: DATABASE_URL, schema, connectTimeoutMs: 5_000 });

describe('rebuild == live (PostgreSQL)', () => {
  it('replays concurrent random traffic from zero into the same rows; the polled feed misses none', async () => {
    const eventStore = await createEventStore({
      kind: 'postgres',
      connectionString: DATABASE_URL,
      schema: schemas.events,
      connectTimeoutMs: 5_000,
    });
    const live = await readModelsIn(schemas.live);
    const runner = await startProjections({
      eventStore,
      readModels: live,
      batchSize: 250,
      retryDelayMs: 50,
    });
    const feed = pollChanges(live, { intervalMs: 20 });
    const latest = new Map<string, RowChange>();
    const following = (async () => {
      for await (const change of feed) latest.set(`${change.projection}/${change.id}`, change);
    })();

    const commands = new Commands(eventStore);
    const vendors = ['v1', 'v2', 'v3', 'v4'];
    let opened = '';
    for (const v of vendors)
      opened = (await commands.openVendor(v, [`${v}.sofre.ir`], at(0, 19))).position!;
    expect(await runner.waitFor(opened, 10_000)).toBe(true);
    const menu = await createProjectionQueries(live).menu('v1');
    const traffic = await generateTraffic(commands, {
      vendors,
      menu,
      orders: 2_000,
      seed: 11,
      concurrency: 16,
      start: '2025-03-19T09:00:00Z',
      spacingMinutes: 2,
    });
    expect(await runner.waitFor(traffic.last, 30_000)).toBe(true);
    console.log(`PostgreSQL traffic: ${traffic.sent} commands, ${traffic.refused} refused`);

    const fresh = await readModelsIn(schemas.fresh);
    await rebuildProjections({ eventStore, readModels: fresh });
    expect(await expectSameReadModels(live, fresh)).toBeGreaterThan(5_000);
    await expectContractRows(live);

    // The feed has caught up once it handed out the newest row change.
    const newest = (await live.changesAfter({ after: '', limit: 1_000_000 })).at(-1)!.position;
    for (let i = 0; i < 200 && feed.position() < newest; i++)
      await new Promise((r) => setTimeout(r, 25));
    feed.close();
    await following;
    const listed = (await live.changesAfter({ after: '', limit: 1_000_000 })).map((r) => ({
      projection: r.projection,
      vendorId: r.vendorId,
      id: r.id,
      row: r.doc,
      position: r.position,
    }));
    expect([...latest.values()].sort(byKey)).toEqual(listed.sort(byKey));

    await runner.stop();
    await Promise.all([live.close(), fresh.close()]);
    await eventStore.close();
  });
});

const byKey = (a: RowChange, b: RowChange) => {
  const ka = `${a.projection}/${a.id}`;
  const kb = `${b.projection}/${b.id}`;
  return ka < kb ? -1 : ka > kb ? 1 : 0;
};
