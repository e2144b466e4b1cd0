// Menu items and toppings sold per vendor and Tehran hour (and day): units and Rial (issue 13),
// and the products report's day totals (GET /api/reports/productsreport): one ledger of the
// reports' order document for both, since both count the order's lines.
// Periods are ledgers, as in hourly-sales.ledger.ts: an order's lines count in the hour it
// became a sale (counts-as-sale.ts); an edit moves the difference in the hour of the edit; a
// rejection takes the order's items out in the hour it is rejected; refunded units come off in
// the hour of the refund, at the amounts they were counted at (item-tally.ts).
// `items` nets refunds out; `products` (day rows only) keeps menu items' sales and refunds apart,
// without toppings (their own report); the category is the menu's, read when the report is asked.
import type { ReportOrder } from './report-document/report-order.document.ts';
import { tallyLedger } from './report-document/tally-ledger.ts';
import { addItems, addItemsInto, linesTallyOf, type ItemTally } from './item-tally.ts';
import { addEntries, addEntriesInto, type Entries } from './operations/entries.ts';
import { periodKeysOf, periodOfKey, type PeriodKind } from './report-periods.ts';

export type ProductTotals = {
  readonly title: string;
  readonly count: number;
  readonly amount: number;
  readonly refundedCount: number;
  readonly refundedAmount: number;
};

export interface ProductSalesTotals {
  /** By menu item id. */
  readonly products: Entries<ProductTotals>;
}

export interface ItemPeriodRow {
  readonly kind: PeriodKind;
  readonly period: string;
  readonly startsAt: string;
  readonly items: ItemTally;
  /** Day rows: the products report's totals. */
  readonly products?: Entries<ProductTotals>;
  readonly position: string;
}

interface ItemTotals {
  readonly items: ItemTally;
  readonly products: Entries<ProductTotals>;
}

export const HOURLY_ITEM_SALES = 'hourly-item-sales';

const nothing: ItemTotals = { items: {}, products: {} };
const none: Entries<ProductTotals> = Object.freeze({});
const isDayKey = (id: string) => id.includes(':DAY:');

function productsOf(sold: ItemTally, refunded: ItemTally): Entries<ProductTotals> {
  const out: Record<string, ProductTotals> = {};
  const entry = (id: string, title: string) =>
    (out[id] ??= { title, count: 0, amount: 0, refundedCount: 0, refundedAmount: 0 });
  for (const s of Object.values(sold)) {
    if (s.kind !== 'ITEM') continue;
    const e = entry(s.id, s.title);
    out[s.id] = { ...e, count: e.count + s.count, amount: e.amount + s.amount };
  }
  for (const r of Object.values(refunded)) {
    if (r.kind !== 'ITEM') continue;
    const e = entry(r.id, r.title);
    out[r.id] = {
      ...e,
      refundedCount: e.refundedCount + r.count,
      refundedAmount: e.refundedAmount + r.amount,
    };
  }
  return out;
}

/** What the order's lines add now: nothing before it is a sale, nothing once rejected. */
export function itemTotalsOf(order: ReportOrder): ItemTotals {
  if (!order.sale || order.status === 'REJECTED') return nothing;
  const sold = linesTallyOf(order.lines);
  const refunded = Object.keys(order.refundedItems).length > 0;
  return {
    items: refunded ? addItems(sold, order.refundedItems, -1) : sold,
    products: productsOf(sold, order.refundedItems),
  };
}

export const hourlyItemSalesLedger = tallyLedger<ItemTotals, ItemPeriodRow>({
  name: HOURLY_ITEM_SALES,
  empty: nothing,
  add: (a, b, sign) => ({
    items: addItems(a.items, b.items, sign),
    products: addEntries(a.products, b.products, sign),
  }),
  // An hour row keeps no products (rowOf): its copy does not add them up.
  copy: (t, id) => ({ items: { ...t.items }, products: isDayKey(id) ? { ...t.products } : none }),
  addInto(draft, b, sign) {
    addItemsInto(draft.items as Record<string, ItemTally[string]>, b.items, sign);
    if (draft.products !== none)
      addEntriesInto(draft.products as Record<string, ProductTotals>, b.products, sign);
  },
  tallyOf: itemTotalsOf,
  unchanged: (a, b) =>
    a.sale === b.sale &&
    (a.status === 'REJECTED') === (b.status === 'REJECTED') &&
    a.lines === b.lines &&
    a.refundedItems === b.refundedItems,
  keysOf: ({ event }) => periodKeysOf(event.metadata.vendorId, event.metadata.occurredAt),
  totalsOf: (row) => (row ? { items: row.items, products: row.products ?? {} } : nothing),
  rowOf({ items, products }, id, { event }) {
    const { kind, period, startsAt } = periodOfKey(id, event.metadata.occurredAt);
    const row = { kind, period, startsAt, items };
    return { ...row, ...(kind === 'DAY' ? { products } : {}), position: event.position };
  },
  index: (row, { event }) => ({
    vendorId: event.metadata.vendorId,
    kind: row.kind,
    sortAt: row.startsAt,
  }),
});
