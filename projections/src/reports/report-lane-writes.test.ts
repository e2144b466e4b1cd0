// How many rows the reports' lane writes for a plain salon order (issue 31): submitted and
// confirmed, ready, delivered, paid, finished — six events, each in a batch of its own as live.
import { describe, expect, it } from 'vitest';
import { resolveOrderLines } from '@sofre/engine/catalog';
import { menuProjection } from '../catalog/menu.projection.ts';
import { anyProjection } from '../projection.ts';
import { reportProjections } from '../all.projections.ts';
import { createSqliteReadModels } from '../read-models/sqlite.read-models.ts';
import type { RowWrite } from '../read-models/read-model.store.ts';
import { applyBatch } from '../runner/apply-batch.ts';
import { prepareCheckpoints } from '../runner/prepare-checkpoints.ts';
import { at, openEmbedded } from '../testing/embedded.fixtures.ts';

/** Where the port of the reports to ledgers stands; the goal is about 12 and 1. */
const MOST_WRITES = 20;
const MOST_TAKING_SUBMITTED = 4;

async function salonOrderLog() {
  const p = await openEmbedded({ projections: [anyProjection(menuProjection)] });
  const { commands, eventStore } = p;
  const menuOpened = await commands.openVendor('v1', ['v1.sofre.ir'], at(0));
  await p.runner.waitFor(menuOpened.position!, 2_000);
  const menu = await p.queries.menu('v1');
  const opened = (await eventStore.readAll(undefined, 1_000)).length;
  const orderId = 'salon-1';
  const lines = resolveOrderLines(menu, [{ menuItemId: 'joojeh', count: 2 }], (n) => `l${n}`);
  await commands.order(
    'v1',
    'SubmitOrder',
    {
      orderId,
      source: 'SALON',
      deliveryType: 'SERVE',
      tableNumber: '4',
      paymentMethod: 'CASH',
      lines,
      confirm: true,
    },
    at(1),
  );
  for (const [i, target] of (['READYTOSERVE', 'DELIVERED'] as const).entries())
    await commands.order('v1', 'ChangeOrderState', { orderId, target }, at(2 + i));
  await commands.order('v1', 'PayOrder', { orderId }, at(5));
  await commands.order('v1', 'ChangeOrderState', { orderId, target: 'FINISHED' }, at(6));
  const all = await eventStore.readAll(undefined, 1_000);
  await p.close();
  return { before: all.slice(0, opened), order: all.slice(opened) };
}

describe("the reports' lane for a plain salon order", () => {
  it('writes few rows, and few of its projections take OrderSubmitted', async () => {
    const { before, order } = await salonOrderLog();
    expect(order.map((e) => e.type)).toEqual([
      'OrderSubmitted',
      'OrderConfirmed',
      'OrderMarkedReady',
      'OrderDelivered',
      'OrderPaid',
      'OrderFinished',
    ]);
    const readModels = createSqliteReadModels({ path: ':memory:' });
    const checkpoints = await prepareCheckpoints(readModels, reportProjections);
    await applyBatch(readModels, reportProjections, checkpoints, before);
    const writes: RowWrite[] = [];
    const counted = {
      loadRows: readModels.loadRows.bind(readModels),
      commit: (rows: readonly RowWrite[], moves: Parameters<typeof readModels.commit>[1]) => {
        writes.push(...rows);
        return readModels.commit(rows, moves);
      },
    };
    for (const event of order) await applyBatch(counted, reportProjections, checkpoints, [event]);
    const takingSubmitted = reportProjections.filter((p) =>
      (p.eventTypes as readonly string[]).includes('OrderSubmitted'),
    );
    console.log(
      `reports lane: ${order.length} events, ${writes.length} row writes into ${
        new Set(writes.map((w) => `${w.projection} ${w.id}`)).size
      } rows; ${takingSubmitted.length} projections take OrderSubmitted`,
      writes.map((w) => `${w.projection} ${w.id}`).join('\n'),
    );
    // Before the reports' order document (issue 31): 38 writes into 25 rows, 13 projections.
    expect(writes.length).toBeLessThanOrEqual(MOST_WRITES);
    expect(takingSubmitted.length).toBeLessThanOrEqual(MOST_TAKING_SUBMITTED);
    await readModels.close();
  });
});
