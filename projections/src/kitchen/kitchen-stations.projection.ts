// The station screens' read model (issue 15): one row per order in the kitchen (KitchenOrder, the
// `kitchen-stations` topic), and helper rows never listed — what the bump history taught of each
// item's preparation time, and each station's ageing thresholds. The order's number of the day is
// the order document's (order-number.reads.ts).
import { eventCodec } from '@sofre/engine';
import {
  kitchenEvents,
  kitchenTimingEvents,
  type KitchenEvent,
  type KitchenTimingEvent,
} from '@sofre/engine/kitchen';
import { orderEvents, type OrderEvent } from '@sofre/engine/orders';
import { defineProjection, type ProjectedEvent } from '../projection.ts';
import { orderNumberOf, readsOrderNumber } from '../orders/order-number.reads.ts';
import { orderRowKey } from '../orders/order-row-key.ts';
import {
  evolveKitchenOrder,
  evolveKitchenPart,
  type KitchenOrderRow,
} from './kitchen-order.evolve.ts';
import { emptyPrep, learn, prepKeyOf, type KitchenPrepRow } from './kitchen-prep.ts';
import { evolveTiming, timingKeyOf, type KitchenTimingRow } from './kitchen-timing.ts';

export type KitchenStationsRow = KitchenOrderRow | KitchenPrepRow | KitchenTimingRow;
type KitchenStationsEvent = OrderEvent | KitchenEvent | KitchenTimingEvent;
type Projected = ProjectedEvent<KitchenStationsEvent>;

const definitions = [...orderEvents, ...kitchenEvents, ...kitchenTimingEvents];
const kitchenTypes: ReadonlySet<string> = new Set(kitchenEvents.map((e) => e.type));
const isKitchenEvent = (e: Projected): e is ProjectedEvent<KitchenEvent> =>
  kitchenTypes.has(e.type);
const isOrderRow = (row: KitchenStationsRow | undefined): row is KitchenOrderRow =>
  row !== undefined && 'kind' in row && row.kind === 'kitchen-order';

/** Money and calls are not the kitchen's business. */
const NOT_KITCHEN: ReadonlySet<string> = new Set([
  'OrderPaymentMethodChanged',
  'OrderRefunded',
  'OrderRefundSettled',
  'OrderCustomerCalled',
]);

function keysOf(event: Projected): string[] {
  const vendorId = event.metadata.vendorId;
  if (event.type === 'KitchenStationTimingSet') return [timingKeyOf(vendorId)];
  const orderKey = orderRowKey(vendorId, event.data.orderId);
  switch (event.type) {
    // The learned times first: the order reads them when it comes to the kitchen.
    case 'OrderConfirmed':
    case 'OrderEdited':
    case 'KitchenStationBumped':
      return [prepKeyOf(vendorId), orderKey];
    default:
      return NOT_KITCHEN.has(event.type) ? [] : [orderKey];
  }
}

export const kitchenStationsProjection = defineProjection<KitchenStationsRow, KitchenStationsEvent>(
  {
    name: 'kitchen-stations',
    // 2: a part recalled before the order was made ready no longer keeps it open (issue 30).
    // 3: the number read off the order document, no day counter of its own.
    version: 3,
    codec: eventCodec(definitions),
    eventTypes: definitions.map((e) => e.type),
    keysOf,
    reads: readsOrderNumber(),
    evolve(row, event, { id, read, document }) {
      const vendorId = event.metadata.vendorId;
      if (event.type === 'KitchenStationTimingSet')
        return evolveTiming(row as KitchenTimingRow | undefined, event);
      if (id === prepKeyOf(vendorId)) {
        if (event.type !== 'KitchenStationBumped' || event.data.cookedMs === undefined) return row;
        const prep = (row as KitchenPrepRow | undefined) ?? emptyPrep(vendorId, '');
        const { stationId, lines, cookedMs } = event.data;
        return learn(
          prep,
          stationId,
          lines.map((l) => l.menuItemId),
          cookedMs,
          event.position,
        );
      }
      const order = isOrderRow(row) ? row : undefined;
      if (isKitchenEvent(event)) return evolveKitchenPart(order, event);
      return evolveKitchenOrder(
        order,
        event as ProjectedEvent<OrderEvent>,
        () => orderNumberOf(event as ProjectedEvent<OrderEvent>, document),
        () => read(prepKeyOf(vendorId)) as KitchenPrepRow | undefined,
      );
    },
    index: (row, event) => {
      const vendorId = event.metadata.vendorId;
      // The learned times and the thresholds are read by key (listed), never pushed (topics.ts).
      if (!isOrderRow(row)) return { vendorId };
      if (row.stage === 'WAITING') return { vendorId, listed: false };
      const { status, source, open, submittedAt } = row;
      return { vendorId, status, source, open, sortAt: submittedAt };
    },
  },
);
