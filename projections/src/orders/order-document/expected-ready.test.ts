import type { OrderTracker } from '@sofre/engine/contracts';
import { KitchenStationBumped, kitchenStreamName } from '@sofre/engine/kitchen';
import { describe, expect, it } from 'vitest';
import { prepKeyOf, type KitchenPrepRow } from '../../kitchen/kitchen-prep.ts';
import { kitchenStationsProjection } from '../../kitchen/kitchen-stations.projection.ts';
import { EventLog, VENDOR, orderKey } from '../../testing/event-log.fixtures.ts';
import { projectInMemory } from '../../testing/project-in-memory.ts';
import { orderTrackerOf } from './order-tracker.view.ts';
import { viewsOf } from './order-views.fixtures.ts';

const AT = '2025-03-21T08:30:00.000Z';
const min = (n: number) => new Date(Date.parse(AT) + n * 60_000).toISOString();
const bumped = (orderId: string, cookedMs?: number) =>
  KitchenStationBumped({
    orderId,
    stationId: 'grill',
    lines: [{ lineId: 'kebab', menuItemId: 'kebab', count: 2 }],
    cooking: 'c',
    ...(cookedMs === undefined ? {} : { cookedMs }),
  });

/** The tracker as its route answers it: the document, with the times the kitchen learned. */
function trackerOf(log: EventLog, orderId: string): OrderTracker {
  const kitchen = projectInMemory(kitchenStationsProjection, log.events);
  const learned = (kitchen.get(prepKeyOf(VENDOR)) as KitchenPrepRow | undefined)?.byItem ?? {};
  return viewsOf(log.events, (doc) => orderTrackerOf(doc, learned)).get(orderKey(orderId))!;
}

describe('the tracker’s expected ready time', () => {
  it('is absent without history, then the kitchen’s confirmation plus the learned time of its items', () => {
    const log = new EventLog();
    log.order('o-1').submit({ confirm: true }, AT);
    expect(trackerOf(log, 'o-1').expectedReadyAt).toBeUndefined();
    const stream = kitchenStreamName(VENDOR, 'o-1');
    log.append(bumped('o-1', 12 * 60_000), { vendorId: VENDOR, at: min(12), stream });
    // A bump after a recall says nothing of the cooking time: nothing learned from it.
    log.append(bumped('o-1'), { vendorId: VENDOR, at: min(50), stream });
    log.order('o-2').submit({ confirm: true }, min(20));
    expect(trackerOf(log, 'o-2').expectedReadyAt).toBe(min(32));
  });

  it('is absent while the kitchen does not have the order', () => {
    const log = new EventLog();
    log.order('o-1').submit({ confirm: true }, AT);
    const stream = kitchenStreamName(VENDOR, 'o-1');
    log.append(bumped('o-1', 12 * 60_000), { vendorId: VENDOR, at: min(12), stream });
    log.order('o-2').submit({ source: 'WEBSITE', paymentMethod: 'ONLINE' }, min(20));
    expect(trackerOf(log, 'o-2').expectedReadyAt).toBeUndefined();
  });
});
