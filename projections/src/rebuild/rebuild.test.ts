// Rebuild == live on the embedded stores: random traffic through handleCommand while the runner
// projects live, then a replay from zero into fresh read models must give every row back.
import type { OrderDocument } from '../orders/order-document/order-document.ts';
import { describe, expect, it } from 'vitest';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { tehranDay } from '../tehran-day.ts';
import { createSqliteReadModels } from '../read-models/sqlite.read-models.ts';
import { at, openEmbedded } from '../testing/embedded.fixtures.ts';
import { generateTraffic } from '../testing/order-traffic.fixtures.ts';
import { scannedOrders } from '../testing/order-rows.fixtures.ts';
import { expectContractRows, expectSameReadModels } from '../testing/rebuild-check.fixtures.ts';
import { rebuildProjections } from './rebuild-projections.ts';

describe('rebuild == live (SQLite)', () => {
  it('replaying a few thousand random orders from zero gives the live rows', async () => {
    const p = await openEmbedded({ batchSize: 200 });
    const vendors = ['v1', 'v2', 'v3'];
    for (const v of vendors) await p.commands.openVendor(v, [`${v}.sofre.ir`], at(0, 19));
    const opened = await p.commands.vendor(
      'v1',
      'ChangeVendorSettings',
      { currencyUnit: 'RIAL' },
      at(1, 19),
    );
    await p.runner.waitFor(opened.position!, 2_000);
    const menu = await p.queries.menu('v1');

    const traffic = await generateTraffic(p.commands, {
      vendors,
      menu,
      orders: 2_000,
      seed: 7,
      concurrency: 4,
      start: '2025-03-19T09:00:00Z',
      spacingMinutes: 2,
    });
    expect(await p.runner.waitFor(traffic.last, 10_000)).toBe(true);
    console.log(`SQLite traffic: ${traffic.sent} commands, ${traffic.refused} refused`);

    const fresh = createSqliteReadModels({ path: ':memory:' });
    const rebuilt = await rebuildProjections({ eventStore: p.eventStore, readModels: fresh });
    expect(rebuilt.position).toBe(traffic.last);
    const rows = await expectSameReadModels(p.readModels, fresh);
    expect(rows).toBeGreaterThan(5_000);
    await expectContractRows(fresh);
    expectDailyNumbers(await scannedOrders(fresh), 3);
    await fresh.close();

    // Rows held across many small batches and written every few batches come out the same.
    const flushed = createSqliteReadModels({ path: ':memory:' });
    const writes = countCommits(flushed);
    await rebuildProjections({
      eventStore: p.eventStore,
      readModels: flushed,
      batchSize: 50,
      flushEvery: 400,
    });
    expect(writes.commits).toBeGreaterThan(10);
    await expectSameReadModels(p.readModels, flushed);
    await flushed.close();
    await p.close();
  });

  it('a rebuild over live read models starts them over and ends at the same rows', async () => {
    const p = await openEmbedded();
    const opened = await p.commands.openVendor('v1', ['v1.sofre.ir'], at(0));
    await p.runner.waitFor(opened.position!, 2_000);
    const menu = await p.queries.menu('v1');
    const traffic = await generateTraffic(p.commands, {
      vendors: ['v1'],
      menu,
      orders: 200,
      seed: 3,
      concurrency: 1,
      start: '2025-03-21T05:00:00Z',
      spacingMinutes: 3,
    });
    await p.runner.waitFor(traffic.last, 5_000);
    await p.runner.stop();
    const before = await p.readModels.scanRows('orders');
    await rebuildProjections({ eventStore: p.eventStore, readModels: p.readModels, batchSize: 37 });
    expect(await p.readModels.scanRows('orders')).toEqual(before);
    await p.readModels.close();
    await p.eventStore.close();
  });
});

/** Counts the store's commits (a replay's flushes). */
function countCommits(store: ReadModelStore) {
  const counted = { commits: 0 };
  const commit = store.commit.bind(store);
  store.commit = (rows, moves) => {
    counted.commits += 1;
    return commit(rows, moves);
  };
  return counted;
}

/**
 * Each vendor's orders of each Tehran day are numbered 1, 2, 3, … with no gap or repeat (in log
 * order, which concurrent cashiers may interleave against their clocks).
 */
function expectDailyNumbers(orders: OrderDocument[], minDays: number) {
  const days = new Map<string, OrderDocument[]>();
  for (const order of orders) {
    const key = `${order.vendorId} ${tehranDay(order.times.submittedAt)}`;
    days.set(key, [...(days.get(key) ?? []), order]);
  }
  expect(days.size).toBeGreaterThanOrEqual(minDays);
  for (const orders of days.values()) {
    const numbers = orders.map((o) => o.number).sort((a, b) => a - b);
    expect(numbers).toEqual(orders.map((_, i) => i + 1));
  }
}
