// A rebuild's threads (rebuildThreads): the screens' thread also replays a report into the
// reports' store, and two threads write one store when the lanes share it (REPORT_LANE=inline).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventStore } from '@sofre/engine/store';
import { afterAll, describe, expect, it } from 'vitest';
import { rebuildThreads, reportProjections, screenProjections } from '../all.projections.ts';
import { createSqliteReadModels } from '../read-models/sqlite.read-models.ts';
import { openEmbedded, at } from '../testing/embedded.fixtures.ts';
import { generateTraffic } from '../testing/order-traffic.fixtures.ts';
import { expectSameReadModels } from '../testing/rebuild-check.fixtures.ts';
import { rebuildLanes, type RebuildThread } from './rebuild-lanes.ts';

const dir = mkdtempSync(join(tmpdir(), 'sofre-rebuild-threads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const eventStoreConfig = { kind: 'sqlite', path: join(dir, 'events.sqlite') } as const;
const inOneFile = { kind: 'sqlite', path: join(dir, 'all-models.sqlite') } as const;
const lanes = [
  { name: 'screens', readModels: inOneFile, projections: screenProjections },
  { name: 'reports', readModels: inOneFile, projections: reportProjections },
];
const rebuildWith = (threads: readonly RebuildThread[]) =>
  rebuildLanes({ eventStore: eventStoreConfig, lanes, threads, batchSize: 100 });

describe('rebuild threads', () => {
  it('two threads sharing one store rebuild the rows the live runner made', async () => {
    const p = await openEmbedded({
      eventStore: await createEventStore(eventStoreConfig),
      batchSize: 200,
    });
    for (const v of ['v1', 'v2']) await p.commands.openVendor(v, [`${v}.sofre.ir`], at(0, 19));
    const traffic = await generateTraffic(p.commands, {
      vendors: ['v1', 'v2'],
      menu: await p.queries.menu('v1'),
      orders: 300,
      seed: 5,
      concurrency: 4,
      start: '2025-03-19T09:00:00Z',
      spacingMinutes: 7,
    });
    expect(await p.runner.waitFor(traffic.last, 10_000)).toBe(true);

    const threads = await rebuildWith(rebuildThreads);
    expect(threads.map((t) => t.position)).toEqual([traffic.last, traffic.last]);
    const rebuilt = createSqliteReadModels({ path: inOneFile.path });
    // Rows enough that both threads rebuilt many (fewer since no report keeps a mark per order).
    expect(await expectSameReadModels(p.readModels, rebuilt)).toBeGreaterThan(900);
    await rebuilt.close();
    await p.close();
  });

  it('refuses threads that leave a projection out, before it drops anything', async () => {
    const [first, second] = rebuildThreads as [
      (typeof rebuildThreads)[0],
      (typeof rebuildThreads)[1],
    ];
    const leftOut = [first, { ...second, projections: second.projections.slice(1) }];
    await expect(rebuildWith(leftOut)).rejects.toThrow(`missing ${second.projections[0]}`);
    const twice = [
      first,
      { ...second, projections: [...second.projections, first.projections[0]!] },
    ];
    await expect(rebuildWith(twice)).rejects.toThrow(`twice ${first.projections[0]}`);
    const kept = createSqliteReadModels({ path: inOneFile.path });
    expect((await kept.readCheckpoints()).size).toBeGreaterThan(0);
    await kept.close();
  });
});
