// Orders per dining table and Tehran day (GET /api/reports/diningtableorders): orders, guests
// (numberOfCustomers) and sale per table. A day row holds every table of the vendor (a restaurant
// has tens of tables), since an edit, a refund or a rejection does not name the order's table.
// Ledger rules (day-ledger.ts): an order counts on the day it became a sale (sales-only.ts: a
// waiter's the day it was submitted, a guest's QR order the day it was paid or confirmed); moving
// it to another table moves it that day; a rejection takes it out and a refund takes its amount
// off, on the day they happen. Orders without a table are not in this report.
import { orderEventCodec } from '@sofre/engine/orders';
import { defineDayLedger, type DayLedgerSpec, type DayRow } from './day-ledger.ts';
import { addEntries, oneEntry, type Entries } from './entries.ts';
import { salesOnly } from './sales-only.ts';

export type TableTotals = {
  readonly orders: number;
  readonly guests: number;
  /** Final prices less refunds, Rial. */
  readonly sale: number;
};

export interface DiningTableTotals {
  /** By table number. */
  readonly tables: Entries<TableTotals>;
}
export type DiningTableDay = DayRow<DiningTableTotals>;

export interface TableMark {
  readonly tableNumber: string | undefined;
  readonly guests: number;
  readonly finalPrice: number;
  readonly refunded: number;
  readonly rejected: boolean;
}

const diningTableLedger: DayLedgerSpec<DiningTableTotals, TableMark> = {
  name: 'dining-table-orders',
  // 3: orders count once they are sales (counts-as-sale.ts): a QR order once paid or confirmed.
  version: 3,
  codec: orderEventCodec,
  orderEvents: [
    'OrderSubmitted',
    'OrderEdited',
    'OrderDeliveryMethodChanged',
    'OrderTableChanged',
    'OrderRejected',
    'OrderRefunded',
  ],
  empty: { tables: {} },
  add: (a, b, sign) => ({ tables: addEntries(a.tables, b.tables, sign) }),
  tallyOf: (m) =>
    m.rejected
      ? { tables: {} }
      : {
          tables: oneEntry(m.tableNumber, {
            orders: 1,
            guests: m.guests,
            sale: m.finalPrice - m.refunded,
          }),
        },
  markAfter(mark, event) {
    if (event.type === 'OrderSubmitted') {
      const d = event.data;
      return {
        tableNumber: d.tableNumber,
        guests: d.numberOfCustomers ?? 0,
        finalPrice: d.price.finalPrice,
        refunded: 0,
        rejected: false,
      };
    }
    if (mark === undefined) return mark;
    switch (event.type) {
      case 'OrderEdited':
      case 'OrderDeliveryMethodChanged':
        return { ...mark, finalPrice: event.data.price.finalPrice };
      case 'OrderTableChanged':
        return { ...mark, tableNumber: event.data.tableNumber };
      case 'OrderRejected':
        return { ...mark, rejected: true };
      case 'OrderRefunded':
        return { ...mark, refunded: mark.refunded + event.data.amount };
      default:
        return mark;
    }
  },
};

export const diningTablesProjection = defineDayLedger(salesOnly(diningTableLedger));
