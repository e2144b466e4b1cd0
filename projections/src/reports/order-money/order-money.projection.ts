// The order-money reports' read model (issue 13): a ledger row per vendor and Tehran day
// (order-money.day.ts), three order lists (order-money.lists.ts) and, unlisted, a helper row per
// order (order-money.mark.ts) and the day's order counter (the number the lists show).
// The day and list rows come before the helper row in keysOf: they read the order as it was
// before the event and work out how it is after.
import { orderEventCodec, type OrderEvent } from '@sofre/engine/orders';
import {
  countOrder,
  dayCounterKey,
  isDayCounter,
  numberFor,
  type DayCounter,
} from '../../orders/daily-number.ts';
import type { OrderProjectedEvent } from '../../orders/order-projection.events.ts';
import { orderRowKeyOf } from '../../orders/order-row-key.ts';
import { defineProjection, type EvolveContext, type RowIndex } from '../../projection.ts';
import { periodKey, periodsOf } from '../report-periods.ts';
import { oncePerEvent } from '../once-per-event.ts';
import { sameValue } from '../same-value.ts';
import { dayChange, evolveDay, type OrderMoneyDayRow } from './order-money.day.ts';
import {
  listedAt,
  listRowOf,
  type OrderListKind,
  type OrderMoneyListRow,
} from './order-money.lists.ts';
import { markAfter, type OrderMoneyMark } from './order-money.mark.ts';

type MarkRow = OrderMoneyMark & { readonly position: string };
export type OrderMoneyRow = OrderMoneyDayRow | OrderMoneyListRow | MarkRow | DayCounter;

/** The index kind of each listed kind of row: which list (or the ledger) it belongs to. */
export const ORDER_MONEY_KIND = {
  day: 'DAY',
  paid: 'PAID',
  unpaid: 'UNPAID',
  credit: 'CREDIT',
} as const;

const markKey = (event: OrderProjectedEvent) => `order:${orderRowKeyOf(event)}`;
const listKey = (kind: OrderListKind, event: OrderProjectedEvent) =>
  `${kind}:${orderRowKeyOf(event)}`;
const dayOf = (event: OrderProjectedEvent) => periodsOf(event.metadata.occurredAt)[1];
const dayKey = (event: OrderProjectedEvent) => periodKey(event.metadata.vendorId, dayOf(event));

/** The rows each event can change, besides the order's helper row (always last). */
const ROWS_OF: Partial<Record<OrderEvent['type'], readonly ('day' | OrderListKind)[]>> = {
  OrderSubmitted: ['unpaid'],
  OrderPaid: ['day', 'paid', 'unpaid', 'credit'],
  OrderRefunded: ['day', 'paid', 'credit'],
  OrderRejected: ['day', 'unpaid'],
  // A new price can settle an order (or make it due again).
  OrderEdited: ['day', 'paid', 'unpaid', 'credit'],
  OrderDeliveryMethodChanged: ['day', 'paid', 'unpaid', 'credit'],
  OrderPaymentMethodChanged: ['unpaid'],
  // A customer's order accepted by staff is a sale from then on: due, if not paid.
  OrderConfirmed: ['unpaid'],
  OrderTableChanged: ['paid', 'unpaid', 'credit'],
};
const EVENT_TYPES = Object.keys(ROWS_OF) as OrderEvent['type'][];

function keysOf(event: OrderProjectedEvent): string[] {
  const rows = (ROWS_OF[event.type] ?? []).map((r) =>
    r === 'day' ? dayKey(event) : listKey(r, event),
  );
  const counter = event.type === 'OrderSubmitted' ? [dayCounterKey(event)] : [];
  return [...counter, ...rows, markKey(event)];
}

const isMark = (row: unknown): row is MarkRow =>
  typeof row === 'object' && row !== null && (row as { kind?: string }).kind === 'order';

type Read = EvolveContext<OrderMoneyRow>['read'];

/**
 * The order's mark before and after the event, once for all its rows (the day counter, the only
 * other row it reads, is evolved first of the event's keys, and so reads the same for each).
 */
const aroundOnce = oncePerEvent(
  (event: OrderProjectedEvent, stored: OrderMoneyRow | undefined, read: Read) => {
    const was = isMark(stored) ? withoutPosition(stored) : undefined;
    const number = event.type === 'OrderSubmitted' ? numberFor(event, read) : 0;
    return { was, now: markAfter(was, event, number) };
  },
);

const orderAround = (event: OrderProjectedEvent, read: Read) =>
  aroundOnce(event, read(markKey(event)), read);

function withoutPosition(row: MarkRow): OrderMoneyMark {
  const { position: _position, ...mark } = row;
  return mark;
}

function evolveList(
  kind: OrderListKind,
  row: OrderMoneyRow | undefined,
  now: OrderMoneyMark | undefined,
  position: string,
): OrderMoneyRow | undefined {
  const view = listRowOf(kind, now);
  if (view === undefined) return undefined;
  if (row !== undefined && sameValue({ ...row, position }, { ...view, position })) return row;
  return { ...view, position } as OrderMoneyListRow;
}

export const orderMoneyProjection = defineProjection<OrderMoneyRow, OrderEvent>({
  name: 'order-money',
  // 3: only sales are due or counted as rejected (counts-as-sale.ts). 4: the day sums the final
  // prices of the orders it settled (the paid list's order-amount total).
  version: 4,
  codec: orderEventCodec,
  eventTypes: EVENT_TYPES,
  keysOf,
  evolve(row, event, context) {
    const { id } = context;
    if (id === dayCounterKey(event) && event.type === 'OrderSubmitted')
      return countOrder(isDayCounter(row) ? row : undefined, event);
    const { was, now } = orderAround(event, context.read);
    // A confirmation of an order already a sale changes none of its money.
    if (now === was) return row;
    if (id === markKey(event)) return now && { ...now, position: event.position };
    if (id === dayKey(event)) {
      const day = row?.kind === 'day' ? row : undefined;
      return evolveDay(day, dayChange(was, now, event), dayOf(event), event.position);
    }
    const kind = id.slice(0, id.indexOf(':')) as OrderListKind;
    return evolveList(kind, row, now, event.position);
  },
  index(row, event): RowIndex {
    const vendorId = event.metadata.vendorId;
    switch (row.kind) {
      case 'order':
      case 'day-counter':
        return { vendorId, listed: false };
      case 'day':
        return { vendorId, kind: ORDER_MONEY_KIND.day, sortAt: row.startsAt };
      default:
        return {
          vendorId,
          kind: ORDER_MONEY_KIND[row.kind],
          source: row.source,
          sortAt: listedAt(row),
        };
    }
  },
});
