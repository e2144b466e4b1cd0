// Menu items and toppings sold per vendor and Tehran hour (and day): units and Rial (issue 13).
// Periods are ledgers, as in hourly-sales.ledger.ts: an order's lines count in the hour it
// became a sale (counts-as-sale.ts); an edit moves the difference in the hour of the edit; a
// rejection takes the order's items out in the hour it is rejected; refunded units come off in
// the hour of the refund, at the amounts they were counted at (item-tally.ts).
// The order's lines and what it adds now live in an unlisted helper row.
import { orderEventCodec, type OrderEvent } from '@sofre/engine/orders';
import { orderRowKeyOf } from '../orders/order-row-key.ts';
import type { OrderProjectedEvent } from '../orders/order-projection.events.ts';
import { defineProjection } from '../projection.ts';
import { isSaleAfter, withSaleEvents } from './counts-as-sale.ts';
import {
  addItems,
  linesTally,
  refundTally,
  soldLines,
  type ItemTally,
  type SoldLine,
} from './item-tally.ts';
import { oncePerEvent } from './once-per-event.ts';
import { sameValue } from './same-value.ts';
import { periodKeysOf, periodOfKey, type PeriodKind } from './report-periods.ts';

export interface ItemPeriodRow {
  readonly kind: PeriodKind;
  readonly period: string;
  readonly startsAt: string;
  readonly items: ItemTally;
  readonly position: string;
}

/** One order, as the item report remembers it. */
export interface OrderItemsMark {
  readonly kind: 'order';
  readonly lines: readonly SoldLine[];
  /** Its lines less refunds; nothing once rejected. */
  readonly tally: ItemTally;
  readonly refunds: ItemTally;
  readonly rejected: boolean;
  /** It counts as a sale (counts-as-sale.ts): until then its tally adds nothing to the report. */
  readonly sale: boolean;
  readonly position: string;
}
export type HourlyItemSalesRow = ItemPeriodRow | OrderItemsMark;

const isMark = (row: HourlyItemSalesRow | undefined): row is OrderItemsMark =>
  row !== undefined && row.kind === 'order';

const markKey = (event: OrderProjectedEvent) => `order:${orderRowKeyOf(event)}`;

const ITEM_EVENTS = withSaleEvents([
  'OrderSubmitted',
  'OrderEdited',
  'OrderRejected',
  'OrderRefunded',
]);

type Mark = Omit<OrderItemsMark, 'position'>;

function markAfter(mark: Mark | undefined, event: OrderEvent): Mark | undefined {
  if (event.type === 'OrderSubmitted') {
    const tally = linesTally(event.data.lines);
    return {
      kind: 'order',
      lines: soldLines(event.data.lines),
      tally,
      refunds: {},
      rejected: false,
      sale: isSaleAfter(false, event),
    };
  }
  if (mark === undefined || mark.rejected) return mark;
  const sale = isSaleAfter(mark.sale, event);
  const order = sale === mark.sale ? mark : { ...mark, sale };
  switch (event.type) {
    case 'OrderEdited': {
      const tally = addItems(linesTally(event.data.lines), order.refunds, -1);
      return { ...order, lines: soldLines(event.data.lines), tally };
    }
    case 'OrderRejected':
      return { ...order, tally: {}, rejected: true };
    case 'OrderRefunded': {
      const refund = refundTally(event.data.lines, order.lines);
      const refunds = addItems(order.refunds, refund);
      return { ...order, refunds, tally: addItems(order.tally, refund, -1) };
    }
    default:
      return order;
  }
}

/** What the order adds to the report now. */
const addsOf = (mark: Mark | undefined): ItemTally => (mark?.sale ? mark.tally : {});

/** The order's mark after the event, worked out once for its hour, its day and the mark. */
const markOnce = oncePerEvent((event: OrderEvent, was: Mark | undefined) => markAfter(was, event));

export const hourlyItemSalesProjection = defineProjection<HourlyItemSalesRow, OrderEvent>({
  name: 'hourly-item-sales',
  // 3: orders count once they are sales (counts-as-sale.ts). 4: refunded units come off at the
  // amounts they were counted at, not with their tax.
  version: 4,
  codec: orderEventCodec,
  eventTypes: ITEM_EVENTS,
  // The hour and day rows first: they read the order's helper row as it was before the event.
  keysOf: (event) => [
    ...periodKeysOf(event.metadata.vendorId, event.metadata.occurredAt),
    markKey(event),
  ],
  evolve(row, event, { id, read }) {
    const before = read(markKey(event));
    const was = isMark(before) ? before : undefined;
    const after = markOnce(event, was, undefined);
    // A payment or a confirmation of an order already counted changes nothing.
    if (after === was) return row;
    if (id === markKey(event)) return after && { ...after, position: event.position };
    const [added, taken] = [addsOf(after), addsOf(was)];
    if (after === undefined || sameValue(added, taken)) return row;
    const { kind, period, startsAt } = periodOfKey(id, event.metadata.occurredAt);
    const base = row !== undefined && !isMark(row) ? row.items : {};
    const items = addItems(addItems(base, added), taken, -1);
    return { kind, period, startsAt, items, position: event.position };
  },
  index: (row, event) =>
    isMark(row)
      ? { vendorId: event.metadata.vendorId, listed: false }
      : { vendorId: event.metadata.vendorId, kind: row.kind, sortAt: row.startsAt },
});
