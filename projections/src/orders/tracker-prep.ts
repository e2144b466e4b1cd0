// The customer's expected ready time on the tracker (issue 15): the preparation times the kitchen's
// bumps taught (kitchen/kitchen-prep.ts, the same moving average the station screens use), kept as
// a helper row of the tracker's own read model so it stays rebuildable on its own. An order gets
// its expectation when the kitchen gets it: at its confirmation, or a new round on its bill.
import type { OrderTracker } from '@sofre/engine/contracts';
import type { KitchenEvent } from '@sofre/engine/kitchen';
import type { ProjectedEvent } from '../projection.ts';
import { emptyPrep, learn, type KitchenPrepRow } from '../kitchen/kitchen-prep.ts';
import type { OrderProjectedEvent } from './order-projection.events.ts';

export type TrackerPrepRow = KitchenPrepRow;

export const trackerPrepKey = (vendorId: string): string => `kitchen-prep:${vendorId}`;

export function learnedFrom(
  row: TrackerPrepRow | undefined,
  event: ProjectedEvent<KitchenEvent>,
): TrackerPrepRow | undefined {
  if (event.type !== 'KitchenStationBumped' || event.data.cookedMs === undefined) return row;
  const { stationId, lines, cookedMs } = event.data;
  const prep = row ?? emptyPrep(event.metadata.vendorId, '');
  return learn(
    prep,
    stationId,
    lines.map((l) => l.menuItemId),
    cookedMs,
    event.position,
  );
}

/** The expected ready time the event sets, if it sends the order to the kitchen. */
export function kitchenExpectation(
  row: OrderTracker,
  event: OrderProjectedEvent,
  prep: () => TrackerPrepRow | undefined,
): Partial<Pick<OrderTracker, 'expectedReadyAt'>> {
  const sent =
    event.type === 'OrderConfirmed' ||
    (event.type === 'OrderEdited' && event.data.status === 'CONFIRMED');
  if (!sent) return {};
  const learned = prep()?.byItem ?? {};
  const times = row.lines.flatMap((l) => {
    const ms = learned[l.menuItemId];
    return ms === undefined ? [] : [ms];
  });
  if (event.type === 'OrderEdited') {
    for (const l of event.data.lines) {
      const ms = learned[l.menuItemId];
      if (ms !== undefined) times.push(ms);
    }
  }
  if (times.length === 0) return {};
  const at = Date.parse(event.metadata.occurredAt) + Math.max(...times);
  return { expectedReadyAt: new Date(at).toISOString() };
}
