// The customer's order tracker and GET /api/orders/{id} (OrderTracker): the order's lines and
// price, and a timeline of every status it reached with when (the event's occurredAt, UTC).
import { eventCodec } from '@sofre/engine';
import type { OrderTracker } from '@sofre/engine/contracts';
import { kitchenEvents, type KitchenEvent } from '@sofre/engine/kitchen';
import { orderEvents, type OrderEvent } from '@sofre/engine/orders';
import type { OrderLine } from '@sofre/engine/pricing';
import { orderRowKeyOf } from './order-row-key.ts';
import { defineProjection, type EvolveContext, type ProjectedEvent } from '../projection.ts';
import { utcInstant } from '../tehran-day.ts';
import {
  countOrder,
  dayCounterKey,
  isDayCounter,
  numberFor,
  type DayCounter,
} from './daily-number.ts';
import {
  statusAfter,
  ticketLines,
  unitPriceOf,
  summaryChanges,
  type OrderProjectedEvent,
} from './order-projection.events.ts';

import {
  kitchenExpectation,
  learnedFrom,
  trackerPrepKey,
  type TrackerPrepRow,
} from './tracker-prep.ts';

export type OrderTrackerRow = OrderTracker | DayCounter | TrackerPrepRow;
type TrackerEvent = OrderEvent | KitchenEvent;
const isPrep = (row: unknown): row is TrackerPrepRow =>
  typeof row === 'object' && row !== null && 'kind' in row && row.kind === 'prep';
const trackerEvents = [...orderEvents, ...kitchenEvents];

const trackerLines = (lines: readonly OrderLine[], refunded: RefundedUnits = {}) =>
  ticketLines(lines).map((line, i) => {
    const source = lines[i]!;
    return {
      ...line,
      id: source.tempId,
      menuItemId: source.menuItemId,
      toppings: source.orderItemToppings.map((t) => ({
        title: t.title,
        count: t.count,
        toppingId: t.toppingId,
      })),
      unitPrice: unitPriceOf(source),
      refundedCount: refunded[source.tempId] ?? 0,
    };
  });

type RefundedUnits = Readonly<Record<string, number>>;

/** Units given back so far, per line id, from what the row shows. */
const refundedOf = (row: OrderTracker): RefundedUnits =>
  Object.fromEntries(row.lines.map((l) => [l.id, l.refundedCount]));

function submitted(event: OrderProjectedEvent, read: EvolveContext<OrderTrackerRow>['read']) {
  if (event.type !== 'OrderSubmitted') return undefined;
  const d = event.data;
  const at = utcInstant(event.metadata.occurredAt);
  const row: OrderTracker = {
    orderId: d.orderId,
    number: numberFor(event, read),
    source: d.source,
    deliveryType: d.deliveryType,
    status: 'SUBMITTED',
    paymentMethod: d.paymentMethod,
    lines: trackerLines(d.lines),
    price: d.price,
    finalPrice: d.price.finalPrice,
    amountPaid: 0,
    preparationTime: d.preparationTime,
    tableNumber: d.tableNumber,
    submittedAt: at,
    timeline: [{ status: 'SUBMITTED', at }],
    position: event.position,
  };
  return row;
}

/** What the event changes besides the status. */
function changed(row: OrderTracker, event: OrderProjectedEvent): Partial<OrderTracker> {
  const shared = summaryChanges(row, event);
  if (event.type === 'OrderEdited')
    return {
      ...shared,
      lines: trackerLines(event.data.lines, refundedOf(row)),
      price: event.data.price,
    };
  if (event.type === 'OrderRefunded') {
    const units = { ...refundedOf(row) };
    for (const l of event.data.lines) units[l.tempId] = (units[l.tempId] ?? 0) + l.count;
    return {
      ...shared,
      lines: row.lines.map((l) => ({ ...l, refundedCount: units[l.id] ?? 0 })),
    };
  }
  if (event.type === 'OrderDeliveryMethodChanged') return { ...shared, price: event.data.price };
  if (event.type === 'OrderCustomerCalled')
    return { ...shared, calledAt: utcInstant(event.metadata.occurredAt) };
  return shared;
}

/** Why the order was rejected or needs a call, as the timeline shows it. */
const reasonOf = (event: OrderEvent): { reason?: string } =>
  (event.type === 'OrderRejected' || event.type === 'OrderNeedsCall') && event.data.reason
    ? { reason: event.data.reason }
    : {};

export function evolveOrderTracker(
  row: OrderTracker | undefined,
  event: OrderProjectedEvent,
  read: EvolveContext<OrderTrackerRow>['read'],
): OrderTracker | undefined {
  if (row === undefined) return submitted(event, read);
  const status = statusAfter(event, row.status);
  const moved = status !== row.status;
  const at = utcInstant(event.metadata.occurredAt);
  const prep = () => read(trackerPrepKey(event.metadata.vendorId)) as TrackerPrepRow | undefined;
  return {
    ...row,
    ...changed(row, event),
    ...kitchenExpectation(row, event, prep),
    status,
    // A part payment, an edit or a method change is not a step of the timeline.
    timeline: moved ? [...row.timeline, { status, at, ...reasonOf(event) }] : row.timeline,
    position: event.position,
  };
}

function keysOf(event: ProjectedEvent<TrackerEvent>): string[] {
  const prepKey = trackerPrepKey(event.metadata.vendorId);
  switch (event.type) {
    case 'OrderSubmitted':
      return [dayCounterKey(event), orderRowKeyOf(event)];
    // The learned times first: the order reads them for its expected ready time.
    case 'OrderConfirmed':
    case 'OrderEdited':
      return [prepKey, orderRowKeyOf(event)];
    case 'KitchenStationBumped':
      return event.data.cookedMs === undefined ? [] : [prepKey];
    case 'KitchenLineDone':
    case 'KitchenLineReopened':
    case 'KitchenStationRecalled':
      return [];
    default:
      return [orderRowKeyOf(event)];
  }
}

export const orderTrackerProjection = defineProjection<OrderTrackerRow, TrackerEvent>({
  name: 'order-tracker',
  // 2: rows keyed by vendor and order (order-row-key.ts). 3: line ids and the price breakdown.
  // 4: lines name their item and toppings and count refunds; the timeline says why. 5: the payment
  // method as the order was paid. 6: the kitchen's expected ready time (issue 15).
  version: 6,
  codec: eventCodec(trackerEvents),
  eventTypes: trackerEvents.map((e) => e.type),
  keysOf,
  evolve: (row, event, { id, read }) => {
    if (id === trackerPrepKey(event.metadata.vendorId))
      return event.type === 'KitchenStationBumped'
        ? learnedFrom(isPrep(row) ? row : undefined, event)
        : row;
    const orderEvent = event as OrderProjectedEvent;
    if (id === dayCounterKey(event)) return countOrder(isDayCounter(row) ? row : undefined, event);
    return evolveOrderTracker(isDayCounter(row) || isPrep(row) ? undefined : row, orderEvent, read);
  },
  index: (row, event) =>
    isDayCounter(row) || isPrep(row)
      ? { vendorId: event.metadata.vendorId, listed: false }
      : { vendorId: event.metadata.vendorId, status: row.status, sortAt: row.submittedAt },
});
