// The food marketplace's (SNAPPFOOD) orders per vendor and Tehran day: counts, sales and discounts,
// for /api/reports/marketplacestatistics and /api/reports/marketplacediscount. A ledger of the
// reports' order document (report-document/), as hourly-sales.ledger.ts: an order counts on the
// day it was submitted; an edit or another delivery method moves the difference on the day of the
// change; a rejection takes its sale out, and a refund comes off, on the day they happen. Other
// orders tally nothing, so their events move no row.
import { tallyLedger } from '../report-document/tally-ledger.ts';
import type { ReportOrder } from '../report-document/report-order.document.ts';
import { periodsOf } from '../report-periods.ts';
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

export const MARKETPLACE_SALES = 'marketplace-sales';

/**
 * The marketplace order as the report reads it off its document (undefined: not a marketplace
 * order). Its lines and price change only by an edit or another delivery method; once rejected
 * it stays rejected (its rejection's time is kept for good).
 */
export function marketplaceMarkOf(order: ReportOrder): MarketplaceOrderMark | undefined {
  if (order.source !== 'SNAPPFOOD') return undefined;
  return {
    kind: 'order',
    deliveryType: order.deliveryType ?? 'NONE',
    price: order.price,
    ...lineDiscounts(order.lines),
    refunded: order.amountRefunded,
    rejected: order.times.rejectedAt !== undefined,
  };
}

export const marketplaceSalesLedger = tallyLedger<MarketplaceTotals, MarketplaceDayRow>({
  name: MARKETPLACE_SALES,
  empty: emptyMarketplaceTotals,
  add: addMarketplaceTotals,
  tallyOf: (order) => marketplaceTallyOf(marketplaceMarkOf(order)),
  unchanged: (a, b) =>
    a.source !== 'SNAPPFOOD' ||
    (a.price === b.price &&
      a.lines === b.lines &&
      a.deliveryType === b.deliveryType &&
      a.amountRefunded === b.amountRefunded &&
      a.times.rejectedAt === b.times.rejectedAt),
  keysOf: ({ event }) => [
    `${event.metadata.vendorId}:DAY:${periodsOf(event.metadata.occurredAt)[1].period}`,
  ],
  totalsOf: (row) => row ?? emptyMarketplaceTotals,
  rowOf(totals, _id, { event }) {
    const [, day] = periodsOf(event.metadata.occurredAt);
    return {
      kind: 'DAY',
      day: day.period,
      startsAt: day.startsAt,
      ...totals,
      position: event.position,
    };
  },
  index: (row, { event }) => ({
    vendorId: event.metadata.vendorId,
    kind: 'DAY',
    sortAt: row.startsAt,
  }),
});
