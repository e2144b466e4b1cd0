// What one plain salon order costs the read models (issue 31): its six events (submitted and
// confirmed, ready, delivered, paid, finished), each its own batch as on the order path, through
// the real screens' lane; every row the lane writes is counted. The bench (npm run bench:orders)
// counts both lanes; this keeps the screens' share from growing back unnoticed.
import type { RecordedEvent } from '@sofre/engine';
import { describe, expect, it } from 'vitest';
import { screenProjections } from '../all.projections.ts';
import type { AnyProjection } from '../projection.ts';
import { createSqliteReadModels } from '../read-models/sqlite.read-models.ts';
import type { RowWrite } from '../read-models/read-model.store.ts';
import { applyBatch, type BatchStore } from '../runner/apply-batch.ts';
import { prepareCheckpoints } from '../runner/prepare-checkpoints.ts';
import { EventLog } from '../testing/event-log.fixtures.ts';

const AT = '2025-03-21T08:30:00Z';
const minutes = (n: number) => new Date(Date.parse(AT) + n * 60_000).toISOString();

/** A plain salon order, submitted and confirmed at the POS, served, paid and closed. */
function salonOrder(): RecordedEvent[] {
  const log = new EventLog();
  const order = log.order('o-1');
  order.submit({ confirm: true, tableNumber: '4' }, AT);
  order.moveTo('READYTOSERVE', minutes(12));
  order.moveTo('DELIVERED', minutes(14));
  order.pay(minutes(40));
  order.moveTo('FINISHED', minutes(41));
  return log.events.map((e, i) => ({
    id: e.position,
    stream: e.stream,
    revision: i,
    position: e.position,
    type: e.type,
    data: (e as unknown as { data: unknown }).data,
    metadata: e.metadata as unknown as RecordedEvent['metadata'],
  }));
}

/** Every row write of the lane, one event per batch (as the order path commits them). */
async function writesOf(projections: readonly AnyProjection[]) {
  const readModels = createSqliteReadModels({ path: ':memory:' });
  const writes: RowWrite[] = [];
  const counting: BatchStore = {
    loadRows: (projection, ids) => readModels.loadRows(projection, ids),
    commit: (rows, moves) => (writes.push(...rows), readModels.commit(rows, moves)),
  };
  const events = salonOrder();
  const checkpoints = await prepareCheckpoints(readModels, projections);
  for (const event of events) await applyBatch(counting, projections, checkpoints, [event]);
  await readModels.close();
  const submitted = projections.filter((p) => p.eventTypes.includes('OrderSubmitted'));
  return { events, writes, submitted: submitted.map((p) => p.name) };
}

describe('a plain salon order in the screens’ lane', () => {
  it('is six events', async () => {
    expect((await writesOf(screenProjections)).events.map((e) => e.type)).toEqual([
      'OrderSubmitted',
      'OrderConfirmed',
      'OrderMarkedReady',
      'OrderDelivered',
      'OrderPaid',
      'OrderFinished',
    ]);
  });

  it('writes few rows, in few projections', async () => {
    const { writes, submitted } = await writesOf(screenProjections);
    const counts: Record<string, number> = {};
    for (const w of writes) counts[w.projection] = (counts[w.projection] ?? 0) + 1;
    // Before the order document (issue 31): 27 writes, 7 projections took OrderSubmitted
    // (kitchen-stations 6, order-list 7, order-tracker 7, print-queue 5, delivery-orders 1,
    // order-transactions 1). The order is one row now, numbered by the lane's one counter of the
    // order's own; kitchen tickets, print jobs and trips stay read models of their own.
    expect(counts).toEqual({
      orders: 7,
      'kitchen-stations': 6,
      'print-queue': 5,
      'delivery-orders': 1,
    });
    expect(writes.length).toBeLessThanOrEqual(19);
    expect(submitted).toEqual(['kitchen-stations', 'orders', 'print-queue', 'delivery-orders']);
  });
});
