// Orders per staff member and Tehran day (GET /api/reports/stafforders): who submitted the order
// (the acting user of OrderSubmitted; orders customers placed themselves are not anyone's), with
// orders, rejections, sale and refunds. Ledger rules as in day-tally.ledger.ts: an order counts on the
// day it became a sale (counts-as-sale.ts: the day it was submitted, unless staff entered it for a
// site, QR or kiosk customer); an edit, a rejection or a refund changes the day it happens. A
// rejected order stays among the member's orders and counts as rejected, as in hourly-sales.
// Names are not kept here: the report reads them from the users read model when asked.
import type { DayRow } from './day-ledger.ts';
import type { DayPart } from './day-tally.ledger.ts';
import { addEntries, addEntriesInto, oneEntry, type Entries } from './entries.ts';

export type StaffTotals = {
  /** Orders counted as sales. */
  readonly orders: number;
  readonly rejected: number;
  /** Final prices of the orders not rejected, less refunds, Rial. */
  readonly sale: number;
  readonly refunded: number;
};

export interface StaffOrdersTotals {
  /** By the staff member's user id. */
  readonly staff: Entries<StaffTotals>;
}
export type StaffOrdersDay = DayRow<StaffOrdersTotals>;

/** Its part of the operations' day rows (operations-day.ledger.ts). */
export const staffOrdersDay: DayPart<StaffOrdersTotals> = {
  empty: { staff: {} },
  add: (a, b, sign) => ({ staff: addEntries(a.staff, b.staff, sign) }),
  copy: (t) => ({ staff: { ...t.staff } }),
  addInto: (draft, b, sign) =>
    addEntriesInto(draft.staff as Record<string, StaffTotals>, b.staff, sign),
  unchanged: (a, b) =>
    (a.status === 'REJECTED') === (b.status === 'REJECTED') &&
    a.submittedBy === b.submittedBy &&
    a.price === b.price &&
    a.amountRefunded === b.amountRefunded,
  tallyOf(order) {
    const rejected = order.status === 'REJECTED';
    // An order a customer placed is no staff member's: nothing counted.
    if (order.submittedBy === undefined) return { staff: {} };
    return {
      staff: oneEntry<StaffTotals>(order.submittedBy, {
        orders: 1,
        rejected: rejected ? 1 : 0,
        sale: rejected ? 0 : order.price.finalPrice - order.amountRefunded,
        refunded: order.amountRefunded,
      }),
    };
  },
};
