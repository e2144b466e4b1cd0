// Menu items sold per Tehran day, with what was given back of each (GET /api/reports/productsreport).
// Unlike hourly-item-sales, which nets refunds out, sales and refunds are kept apart. Amounts as
// in item-tally.ts: an item's unit price after its own discount times the count (toppings are
// their own report); a refunded line's units count back at that same amount, without the tax or
// packaging the refund paid back. Ledger rules (day-ledger.ts): sales count on the day the order
// became one (sales-only.ts), an edit moves the difference on its day, a refund counts
// on its day, a rejection takes the order out on its day. The category is the menu's, read when
// the report is asked.
import { orderEventCodec } from '@sofre/engine/orders';
import {
  addItems,
  linesTally,
  refundTally,
  soldLines,
  type ItemTally,
  type SoldLine,
} from '../item-tally.ts';
import { defineDayLedger, type DayLedgerSpec, type DayRow } from './day-ledger.ts';
import { addEntries, type Entries } from './entries.ts';
import { salesOnly } from './sales-only.ts';

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
export type ProductSalesDay = DayRow<ProductSalesTotals>;

export interface ProductMark {
  readonly lines: readonly SoldLine[];
  /** Menu items of the order's lines (toppings left out), by 'ITEM:menuItemId'. */
  readonly sold: ItemTally;
  readonly refunds: ItemTally;
  readonly rejected: boolean;
}

const itemsOnly = (tally: ItemTally): ItemTally =>
  Object.fromEntries(Object.entries(tally).filter(([, s]) => s.kind === 'ITEM'));

function productsOf(mark: ProductMark): Entries<ProductTotals> {
  if (mark.rejected) return {};
  const out: Record<string, ProductTotals> = {};
  const entry = (id: string, title: string) =>
    (out[id] ??= { title, count: 0, amount: 0, refundedCount: 0, refundedAmount: 0 });
  for (const s of Object.values(mark.sold)) {
    const e = entry(s.id, s.title);
    out[s.id] = { ...e, count: e.count + s.count, amount: e.amount + s.amount };
  }
  for (const r of Object.values(mark.refunds)) {
    const e = entry(r.id, r.title);
    out[r.id] = {
      ...e,
      refundedCount: e.refundedCount + r.count,
      refundedAmount: e.refundedAmount + r.amount,
    };
  }
  return out;
}

const productSalesLedger: DayLedgerSpec<ProductSalesTotals, ProductMark> = {
  name: 'product-sales',
  // 3: orders count once they are sales (counts-as-sale.ts). 4: refunds at the amounts counted.
  version: 4,
  codec: orderEventCodec,
  orderEvents: ['OrderSubmitted', 'OrderEdited', 'OrderRejected', 'OrderRefunded'],
  empty: { products: {} },
  add: (a, b, sign) => ({ products: addEntries(a.products, b.products, sign) }),
  tallyOf: (mark) => ({ products: productsOf(mark) }),
  markAfter(mark, event) {
    if (event.type === 'OrderSubmitted') {
      const { lines } = event.data;
      return {
        lines: soldLines(lines),
        sold: itemsOnly(linesTally(lines)),
        refunds: {},
        rejected: false,
      };
    }
    if (mark === undefined || mark.rejected) return mark;
    switch (event.type) {
      case 'OrderEdited': {
        const { lines } = event.data;
        return { ...mark, lines: soldLines(lines), sold: itemsOnly(linesTally(lines)) };
      }
      case 'OrderRejected':
        return { ...mark, rejected: true };
      case 'OrderRefunded': {
        const refund = itemsOnly(refundTally(event.data.lines, mark.lines));
        if (Object.keys(refund).length === 0) return mark;
        return { ...mark, refunds: addItems(mark.refunds, refund) };
      }
      default:
        return mark;
    }
  },
};

export const productSalesProjection = defineDayLedger(salesOnly(productSalesLedger));
