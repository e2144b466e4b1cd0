import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createEventStore } from '@sofre/engine/store';
import { createSqliteReadModels } from '../read-models/sqlite.read-models.ts';
import { at, openEmbedded } from '../testing/embedded.fixtures.ts';
import { doogh, kebab } from '../testing/event-log.fixtures.ts';
import type { RowChange } from './row-change.ts';

const staffOrder = (orderId: string = randomUUID()) => ({
  orderId,
  source: 'SALON' as const,
  deliveryType: 'SERVE' as const,
  paymentMethod: 'CASH' as const,
  lines: [kebab, doogh],
  confirm: true,
});

describe('projection runner (SQLite store and read models)', () => {
  it('reads your writes: once waitFor resolves, the query sees the command', async () => {
    const p = await openEmbedded();
    const { position } = await p.commands.order('v1', 'SubmitOrder', staffOrder('o-1'), at(0));
    expect(await p.runner.waitFor(position!, 1_000)).toBe(true);
    expect((await p.queries.kitchenStations('v1')).orders.map((o) => o.orderId)).toEqual(['o-1']);
    expect(p.runner.position()).toBe(position);
    await p.close();
  });

  it('answers waitFor quickly, command after command (embedded)', async () => {
    const p = await openEmbedded();
    const waits: number[] = [];
    for (let i = 0; i < 200; i++) {
      const { position } = await p.commands.order('v1', 'SubmitOrder', staffOrder(), at(i % 60));
      const started = performance.now();
      expect(await p.runner.waitFor(position!, 1_000)).toBe(true);
      waits.push(performance.now() - started);
    }
    waits.sort((a, b) => a - b);
    const median = waits[100]!;
    console.log(
      `waitFor after a command: median ${median.toFixed(3)} ms, p95 ${waits[190]!.toFixed(3)} ms`,
    );
    // A sanity bound against pathological regressions only (e.g. falling back to polling):
    // the speed itself is measured by `npm run bench`, not by this unit test.
    expect(median).toBeLessThan(50);
    await p.close();
  });

  it('gives up a wait for a position not reached, with false', async () => {
    const p = await openEmbedded();
    expect(await p.runner.waitFor('99999999999999999999', 30)).toBe(false);
    await p.close();
  });

  it('tells listeners and iterators about committed changes, with vendor and position', async () => {
    const p = await openEmbedded();
    const heard: RowChange[] = [];
    const stop = p.runner.onChange((c) => heard.push(c));
    const iterated: RowChange[] = [];
    const reading = (async () => {
      for await (const c of p.runner.changes()) iterated.push(c);
    })();
    const { position } = await p.commands.order('v1', 'SubmitOrder', staffOrder('o-1'), at(0));
    expect(await p.runner.waitFor(position!, 10_000)).toBe(true);
    // Submitted and confirmed came in one batch: each row once, in its latest state. (The order's
    // money read model took the submission alone: it does not follow confirmations.)
    const live = new Set(['kitchen-stations', 'orders']);
    const heardLive = heard.filter((c) => live.has(c.projection));
    expect(heardLive.map((c) => [c.projection, c.id, c.vendorId, c.position])).toEqual([
      ['kitchen-stations', 'v1:o-1', 'v1', position],
      ['orders', 'v1:o-1', 'v1', position],
    ]);
    expect(heardLive[0]?.row).toMatchObject({ status: 'CONFIRMED', open: true });
    stop();
    await p.close();
    await reading;
    expect(iterated).toEqual(heard);
  });

  it('catches up in batches, one transaction each, and resumes from its checkpoints', async () => {
    const eventStore = await createEventStore({ kind: 'sqlite', path: ':memory:' });
    const readModels = createSqliteReadModels({ path: ':memory:' });
    const first = await openEmbedded({ eventStore, readModels });
    let last = '';
    for (let i = 0; i < 30; i++)
      last = (await first.commands.order('v1', 'SubmitOrder', staffOrder(), at(i))).position!;
    expect(await first.runner.waitFor(last, 10_000)).toBe(true);
    await first.runner.stop();

    for (let i = 0; i < 300; i++)
      last = (await first.commands.order('v1', 'SubmitOrder', staffOrder(), at(i % 60, 22)))
        .position!;
    const commit = vi.spyOn(readModels, 'commit');
    const second = await openEmbedded({ eventStore, readModels, batchSize: 100 });
    expect(await second.runner.waitFor(last, 5_000)).toBe(true);
    // 600 new events (submitted + confirmed) in batches of at most 100.
    expect(commit.mock.calls.length).toBeGreaterThanOrEqual(6);
    expect(commit.mock.calls.length).toBeLessThan(20);
    expect((await second.queries.orderList('v1')).totalCount).toBe(330);
    await second.close();
  });

  it('lets the event loop turn between the batches of a catch-up', async () => {
    const eventStore = await createEventStore({ kind: 'sqlite', path: ':memory:' });
    const readModels = createSqliteReadModels({ path: ':memory:' });
    const first = await openEmbedded({ eventStore, readModels });
    await first.runner.stop();
    let last = '';
    for (let i = 0; i < 300; i++)
      last = (await first.commands.order('v1', 'SubmitOrder', staffOrder(), at(i % 60))).position!;
    const commit = vi.spyOn(readModels, 'commit');
    // What the event loop's turns saw: requests, timers and the live push's flush run there.
    const seen = new Set<number>();
    const turn = () => {
      seen.add(commit.mock.calls.length);
      if (seen.size < 20) setImmediate(turn);
    };
    setImmediate(turn);
    const second = await openEmbedded({ eventStore, readModels, batchSize: 100 });
    expect(await second.runner.waitFor(last, 5_000)).toBe(true);
    // The store answers at once: a catch-up that never yields would let no turn in until it ends.
    expect(seen.size).toBeGreaterThan(3);
    await second.close();
  });

  it('retries a failed batch from the committed checkpoints', async () => {
    const readModels = createSqliteReadModels({ path: ':memory:' });
    const commit = readModels.commit.bind(readModels);
    vi.spyOn(readModels, 'commit')
      .mockRejectedValueOnce(new Error('disk full'))
      .mockImplementation(commit);
    const onError = vi.fn();
    const p = await openEmbedded({ readModels, onError });
    const { position } = await p.commands.order('v1', 'SubmitOrder', staffOrder('o-1'), at(0));
    expect(await p.runner.waitFor(position!, 2_000)).toBe(true);
    expect(onError).toHaveBeenCalledOnce();
    expect((await p.queries.kitchenStations('v1')).orders).toHaveLength(1);
    await p.close();
  });

  it('replays a projection whose version changed, from zero', async () => {
    const eventStore = await createEventStore({ kind: 'sqlite', path: ':memory:' });
    const readModels = createSqliteReadModels({ path: ':memory:' });
    const first = await openEmbedded({ eventStore, readModels });
    const { position } = await first.commands.order('v1', 'SubmitOrder', staffOrder('o-1'), at(0));
    expect(await first.runner.waitFor(position!, 10_000)).toBe(true);
    await first.runner.stop();
    const { ordersProjection } = await import('../orders/orders.projection.ts');
    const reset = vi.spyOn(readModels, 'resetProjection');
    const bumped = { ...ordersProjection, version: ordersProjection.version + 1 };
    const second = await openEmbedded({ eventStore, readModels, projections: [bumped as never] });
    expect(reset).toHaveBeenCalledWith('orders', bumped.version);
    expect(await second.runner.waitFor(position!, 1_000)).toBe(true);
    expect((await second.queries.orderList('v1')).data.map((r) => r.orderId)).toEqual(['o-1']);
    await second.close();
  });
});
