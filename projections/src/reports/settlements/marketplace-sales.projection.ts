// The food marketplace's (SNAPPFOOD) orders per vendor and Tehran day: counts, sales and discounts,
// for /api/reports/marketplacestatistics and /api/reports/marketplacediscount. A day is a ledger, as
// in hourly-sales.ledger.ts: an order counts on the day it was submitted; an edit or another
// delivery method moves the difference on the day of the change; a rejection takes its sale out,
// and a refund comes off, on the day they happen. Only marketplace orders get a helper row, so the
// other orders' events find none and change nothing.
import { orderEventCodec, type OrderEvent } from '@sofre/engine/orders';
import { orderRowKeyOf } from '../../orders/order-row-key.ts';
import type { OrderProjectedEvent } from '../../orders/order-projection.events.ts';
import { defineProjection } from '../../projection.ts';
import { periodsOf } from '../report-periods.ts';
import { sameValue } from '../same-value.ts';
import {
  addMarketplaceTotals,
  emptyMarketplaceTotals,
  lineDiscounts,
  marketplaceTallyOf,
  type MarketplaceOrderMark,
  type MarketplaceTotals,
} from './marketplace-tally.ts';

export interface MarketplaceDayRow extends MarketplaceTotals {
  readonly kind: 'DAY';
  /** The Tehran day, YYYY-MM-DD, and when it begins (UTC). */
  readonly day: string;
  readonly startsAt: string;
  readonly position: string;
}
type MarkRow = MarketplaceOrderMark & { readonly position: string };
export type MarketplaceSalesRow = MarketplaceDayRow | MarkRow;

const EVENT_TYPES = [
  'OrderSubmitted',
  'OrderEdited',
  'OrderDeliveryMethodChanged',
  'OrderRejected',
  'OrderRefunded',
] as const satisfies readonly OrderEvent['type'][];

const markKey = (event: OrderProjectedEvent) => `order:${orderRowKeyOf(event)}`;
const dayKey = (event: OrderProjectedEvent) =>
  `${event.metadata.vendorId}:DAY:${periodsOf(event.metadata.occurredAt)[1].period}`;
const isMark = (row: MarketplaceSalesRow | undefined): row is MarkRow => row?.kind === 'order';

/** The marketplace order after the event (undefined: not a marketplace order). */
export function marketplaceMarkAfter(
  mark: MarketplaceOrderMark | undefined,
  event: OrderEvent,
): MarketplaceOrderMark | undefined {
  if (event.type === 'OrderSubmitted') {
    const d = event.data;
    if (d.source !== 'SNAPPFOOD') return undefined;
    const deliveryType = d.deliveryType ?? 'NONE';
    return {
      kind: 'order',
      deliveryType,
      price: d.price,
      ...lineDiscounts(d.lines),
      refunded: 0,
      rejected: false,
    };
  }
  if (mark === undefined) return undefined;
  switch (event.type) {
    case 'OrderEdited':
      return { ...mark, price: event.data.price, ...lineDiscounts(event.data.lines) };
    case 'OrderDeliveryMethodChanged':
      return { ...mark, deliveryType: event.data.deliveryType, price: event.data.price };
    case 'OrderRejected':
      return { ...mark, rejected: true };
    case 'OrderRefunded':
      return { ...mark, refunded: mark.refunded + event.data.amount };
    default:
      return mark;
  }
}

export const marketplaceSalesProjection = defineProjection<MarketplaceSalesRow, OrderEvent>({
  name: 'marketplace-sales',
  version: 2,
  codec: orderEventCodec,
  eventTypes: EVENT_TYPES,
  // The day first: it reads the order's helper row as it was before the event.
  keysOf: (event) =>
    event.type === 'OrderSubmitted' && event.data.source !== 'SNAPPFOOD'
      ? []
      : [dayKey(event), markKey(event)],
  evolve(row, event, { id, read }) {
    const before = read(markKey(event));
    const was = isMark(before) ? before : undefined;
    const after = marketplaceMarkAfter(was, event);
    if (id === markKey(event)) return after && { ...after, position: event.position };
    const [added, taken] = [marketplaceTallyOf(after), marketplaceTallyOf(was)];
    if (sameValue(added, taken)) return row;
    const [, day] = periodsOf(event.metadata.occurredAt);
    const base = row?.kind === 'DAY' ? row : emptyMarketplaceTotals;
    const totals = addMarketplaceTotals(addMarketplaceTotals(base, added), taken, -1);
    return {
      kind: 'DAY',
      day: day.period,
      startsAt: day.startsAt,
      ...totals,
      position: event.position,
    };
  },
  index: (row, event) =>
    isMark(row)
      ? { vendorId: event.metadata.vendorId, listed: false }
      : { vendorId: event.metadata.vendorId, kind: 'DAY', sortAt: row.startsAt },
});
