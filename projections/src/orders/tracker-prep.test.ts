import { KitchenStationBumped, kitchenStreamName } from '@sofre/engine/kitchen';
import { describe, expect, it } from 'vitest';
import { EventLog, VENDOR, orderKey } from '../testing/event-log.fixtures.ts';
import { projectInMemory } from '../testing/project-in-memory.ts';
import { orderTrackerProjection } from './order-tracker.projection.ts';
import type { OrderTracker } from '@sofre/engine/contracts';

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

describe('the tracker’s expected ready time', () => {
  it('is absent without history, then the confirmation plus the learned time of its items', () => {
    const log = new EventLog();
    log.order('o-1').submit({ confirm: true }, AT);
    const tracker = (id: string) =>
      projectInMemory(orderTrackerProjection, log.events).get(orderKey(id)) as OrderTracker;
    expect(tracker('o-1').expectedReadyAt).toBeUndefined();
    const stream = kitchenStreamName(VENDOR, 'o-1');
    log.append(bumped('o-1', 12 * 60_000), { vendorId: VENDOR, at: min(12), stream });
    // A bump after a recall says nothing of the cooking time: nothing learned from it.
    log.append(bumped('o-1'), { vendorId: VENDOR, at: min(50), stream });
    log.order('o-2').submit({ confirm: true }, min(20));
    expect(tracker('o-2').expectedReadyAt).toBe(min(32));
  });
});
