// What the live topics push of an order: its document goes out on the order list and on its own
// tracker, each as the view its route answers; the tracker's expected ready time reads the
// kitchen's learned times, as the route's query or the kitchen's row changes last gave them.
import { KitchenStationBumped, kitchenStreamName } from '@sofre/engine/kitchen';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECTION } from '../all.projections.ts';
import { prepKeyOf, type KitchenPrepRow } from '../kitchen/kitchen-prep.ts';
import { kitchenStationsProjection } from '../kitchen/kitchen-stations.projection.ts';
import type { OrderDocument } from '../orders/order-document/order-document.ts';
import { orderListRowOf } from '../orders/order-document/order-list.view.ts';
import { orderTrackerOf } from '../orders/order-document/order-tracker.view.ts';
import { ordersProjection } from '../orders/orders.projection.ts';
import { createSqliteReadModels } from '../read-models/sqlite.read-models.ts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { EventLog, VENDOR, orderKey } from '../testing/event-log.fixtures.ts';
import { projectInMemory } from '../testing/project-in-memory.ts';
import { createLiveViews } from './live-views.ts';

const AT = '2025-03-21T08:30:00.000Z';
const min = (n: number) => new Date(Date.parse(AT) + n * 60_000).toISOString();

let readModels: ReadModelStore;
afterEach(() => readModels.close());

/** An order the kitchen took, and the grill's bump that taught its kebab's time (12 minutes). */
function cooked() {
  const log = new EventLog();
  log.order('o-1').submit({ confirm: true }, AT);
  const stream = kitchenStreamName(VENDOR, 'o-1');
  const bump = KitchenStationBumped({
    orderId: 'o-1',
    stationId: 'grill',
    lines: [{ lineId: 'kebab', menuItemId: 'kebab', count: 2 }],
    cooking: 'c',
    cookedMs: 12 * 60_000,
  });
  log.append(bump, { vendorId: VENDOR, at: min(12), stream });
  const doc = projectInMemory(ordersProjection, log.events).get(orderKey('o-1')) as OrderDocument;
  const prep = projectInMemory(kitchenStationsProjection, log.events).get(prepKeyOf(VENDOR));
  return { doc, prep: prep as KitchenPrepRow };
}

const changeOf = (projection: string, id: string, row: unknown) => ({
  projection,
  vendorId: VENDOR,
  id,
  row,
  position: (row as { position: string }).position,
});

describe('live views of an order', () => {
  it('push the document as the order list’s row and as its tracker; one topic when asked', () => {
    readModels = createSqliteReadModels({ path: ':memory:' });
    const live = createLiveViews(readModels);
    const { doc } = cooked();
    const change = changeOf(PROJECTION.orders, orderKey('o-1'), doc);
    expect(live.liveViews(change)).toEqual([
      { topic: 'order-list', row: orderListRowOf(doc) },
      { topic: 'order-tracker:o-1', row: orderTrackerOf(doc) },
    ]);
    expect(live.liveViews(change, 'order-tracker:o-1')).toEqual([
      { topic: 'order-tracker:o-1', row: orderTrackerOf(doc) },
    ]);
  });

  it('a pushed tracker expects the food as the kitchen learned, once its times went by', () => {
    readModels = createSqliteReadModels({ path: ':memory:' });
    const live = createLiveViews(readModels);
    const { doc, prep } = cooked();
    // The learned times change on the kitchen's read model: not pushed, remembered.
    expect(live.liveViews(changeOf(PROJECTION.kitchenStations, prepKeyOf(VENDOR), prep))).toEqual(
      [],
    );
    const [, tracker] = live.liveViews(changeOf(PROJECTION.orders, orderKey('o-1'), doc));
    expect(tracker?.row).toMatchObject({ expectedReadyAt: min(12) });
  });
});
