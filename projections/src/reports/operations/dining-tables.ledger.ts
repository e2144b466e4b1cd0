// Orders per dining table and Tehran day (GET /api/reports/diningtableorders): orders, guests
// (numberOfCustomers) and sale per table. A day row holds every table of the vendor (a restaurant
// has tens of tables), since an edit, a refund or a rejection does not name the order's table.
// Ledger rules (day-tally.ledger.ts): an order counts on the day it became a sale (counts-as-sale.ts: a
// waiter's the day it was submitted, a guest's QR order the day it was paid or confirmed); moving
// it to another table moves it that day; a rejection takes it out and a refund takes its amount
// off, on the day they happen. Orders without a table are not in this report.
import type { DayRow } from './day-ledger.ts';
import type { DayPart } from './day-tally.ledger.ts';
import { addEntries, addEntriesInto, oneEntry, type Entries } from './entries.ts';

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

/** Its part of the operations' day rows (operations-day.ledger.ts). */
export const diningTablesDay: DayPart<DiningTableTotals> = {
  empty: { tables: {} },
  add: (a, b, sign) => ({ tables: addEntries(a.tables, b.tables, sign) }),
  copy: (t) => ({ tables: { ...t.tables } }),
  addInto: (draft, b, sign) =>
    addEntriesInto(draft.tables as Record<string, TableTotals>, b.tables, sign),
  unchanged: (a, b) =>
    (a.status === 'REJECTED') === (b.status === 'REJECTED') &&
    a.tableNumber === b.tableNumber &&
    a.numberOfCustomers === b.numberOfCustomers &&
    a.price === b.price &&
    a.amountRefunded === b.amountRefunded,
  tallyOf: (order) =>
    order.status === 'REJECTED'
      ? { tables: {} }
      : {
          tables: oneEntry(order.tableNumber, {
            orders: 1,
            guests: order.numberOfCustomers ?? 0,
            sale: order.price.finalPrice - order.amountRefunded,
          }),
        },
};
