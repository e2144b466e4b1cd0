// Orders per staff member and Tehran day (GET /api/reports/stafforders): who submitted the order
// (the acting user of OrderSubmitted; orders customers placed themselves are not anyone's), with
// orders, rejections, sale and refunds. Ledger rules as in day-ledger.ts: an order counts on the
// day it became a sale (sales-only.ts: the day it was submitted, unless staff entered it for a
// site, QR or kiosk customer); an edit, a rejection or a refund changes the day it happens. A
// rejected order stays among the member's orders and counts as rejected, as in hourly-sales.
// Names are not kept here: the report reads them from the users read model when asked.
import { orderEventCodec } from '@sofre/engine/orders';
import { defineDayLedger, type DayLedgerSpec, type DayRow } from './day-ledger.ts';
import { addEntries, oneEntry, type Entries } from './entries.ts';
import { salesOnly } from './sales-only.ts';

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

export interface StaffMark {
  readonly staffId: string;
  readonly finalPrice: number;
  readonly refunded: number;
  readonly rejected: boolean;
}

const staffOrdersLedger: DayLedgerSpec<StaffOrdersTotals, StaffMark> = {
  name: 'staff-orders',
  // 3: orders count once they are sales (counts-as-sale.ts).
  version: 3,
  codec: orderEventCodec,
  orderEvents: [
    'OrderSubmitted',
    'OrderEdited',
    'OrderDeliveryMethodChanged',
    'OrderRejected',
    'OrderRefunded',
  ],
  empty: { staff: {} },
  add: (a, b, sign) => ({ staff: addEntries(a.staff, b.staff, sign) }),
  tallyOf: (m) => ({
    staff: oneEntry<StaffTotals>(m.staffId, {
      orders: 1,
      rejected: m.rejected ? 1 : 0,
      sale: m.rejected ? 0 : m.finalPrice - m.refunded,
      refunded: m.refunded,
    }),
  }),
  markAfter(mark, event) {
    if (event.type === 'OrderSubmitted') {
      const { actor } = event.metadata;
      // An order a customer placed is no staff member's: no mark, nothing counted.
      if (actor.kind !== 'STAFF') return undefined;
      return {
        staffId: actor.userId,
        finalPrice: event.data.price.finalPrice,
        refunded: 0,
        rejected: false,
      };
    }
    if (mark === undefined) return mark;
    switch (event.type) {
      case 'OrderEdited':
      case 'OrderDeliveryMethodChanged':
        return { ...mark, finalPrice: event.data.price.finalPrice };
      case 'OrderRejected':
        return { ...mark, rejected: true };
      case 'OrderRefunded':
        return { ...mark, refunded: mark.refunded + event.data.amount };
      default:
        return mark;
    }
  },
};

export const staffOrdersProjection = defineDayLedger(salesOnly(staffOrdersLedger));
