// Open bills at tables. A salon bill is "post-paid": the guests sit, order, may order another
// round, and pay when they leave. A bill is open while its order is at a table (served there) in a
// status the order machine does not end in, and money is still owed on it. The orders come from
// the order list (GET /api/orders and its live topic), so nothing new is read or written for them.
import type { OrderStatus } from '@sofre/engine';
import { OrderStatus as OrderStatuses } from '@sofre/engine';
import type { DiningTableView, OrderListRow } from '@sofre/engine/contracts';
import { isFinalOrderStatus } from '@sofre/engine/orders';
import { toPersianDigits } from '@sofre/web-shared';
import type { OrderFilter } from '../order-list/order-filter.ts';
import { openBillsMessages } from './open-bills.messages.ts';

/** Every status but the machine's final ones (FINISHED, REJECTED): an order there holds its table. */
export const OPEN_STATUSES: readonly OrderStatus[] = OrderStatuses.options.filter(
  (status) => !isFinalOrderStatus(status),
);

/** The order list's filter for orders open in the salon, any day (a bill may outlive midnight). */
export const openInSalon: OrderFilter = {
  statuses: OPEN_STATUSES,
  source: undefined,
  deliveryType: 'SERVE',
  fromDay: undefined,
  toDay: undefined,
};

/** What is still owed: the price less what was paid (a refund does not make money owed again). */
export const dueOf = (row: Pick<OrderListRow, 'finalPrice' | 'amountPaid'>): number =>
  Math.max(0, row.finalPrice - row.amountPaid);

/** An order that holds a table now: served in the salon, at a table, not finished or rejected. */
export const isAtTable = (row: OrderListRow): boolean =>
  row.deliveryType === 'SERVE' && Boolean(row.tableNumber) && OPEN_STATUSES.includes(row.status);

/** A bill still to settle: at a table, money owed. */
export const isOpenBill = (row: OrderListRow): boolean => isAtTable(row) && dueOf(row) > 0;

/** Table numbers are text ('5', '12', 'T-2'): numbers in numeric order, the rest after them. */
const byTable = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** The open bills, table by table, each table's bills in the order its guests sat down. */
export const openBillsOf = (rows: readonly OrderListRow[]): OrderListRow[] =>
  rows
    .filter(isOpenBill)
    .sort(
      (a, b) =>
        byTable(a.tableNumber!, b.tableNumber!) ||
        a.submittedAt.localeCompare(b.submittedAt) ||
        a.number - b.number,
    );

/** The orders open at each table, by table number, oldest first. */
export function ordersByTable(rows: readonly OrderListRow[]): Map<string, OrderListRow[]> {
  const byNumber = new Map<string, OrderListRow[]>();
  const atTables = rows
    .filter(isAtTable)
    .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
  for (const row of atTables) {
    byNumber.set(row.tableNumber!, [...(byNumber.get(row.tableNumber!) ?? []), row]);
  }
  return byNumber;
}

/**
 * Which orders sit at which table, as one string: it changes exactly when an order sits down at
 * a table, leaves it or moves to another (so the floor is read again then, and only then).
 */
export const seatingOf = (rows: readonly OrderListRow[]): string =>
  [...ordersByTable(rows)]
    .sort(([a], [b]) => byTable(a, b))
    .map(([table, orders]) => `${table}:${orders.map((o) => o.orderId).join(',')}`)
    .join(';');

export interface BillsTotal {
  readonly bills: number;
  readonly tables: number;
  readonly due: number;
}

export const totalOf = (bills: readonly OrderListRow[]): BillsTotal => ({
  bills: bills.length,
  tables: new Set(bills.map((b) => b.tableNumber)).size,
  due: bills.reduce((sum, b) => sum + dueOf(b), 0),
});

/** The table a bill is at, by its number ('5' is table 5). */
export const tableFor = (
  tables: readonly DiningTableView[],
  tableNumber: string | undefined,
): DiningTableView | undefined => tables.find((t) => String(t.number) === tableNumber);

/**
 * How many guests sit at the table, when it is known: the party the table was reserved for. (The
 * count typed when the bill was opened is kept in the order's event but in no read model yet.)
 */
/** The guests the bill was opened for; the table's reservation says when the bill does not. */
export const guestsAt = (
  table: DiningTableView | undefined,
  bill?: { readonly numberOfCustomers?: number | undefined },
): number | undefined => bill?.numberOfCustomers ?? table?.reservation?.partySize;

/** How long a bill has been open, in whole minutes (never negative: clocks differ a little). */
export const minutesOpen = (submittedAt: string, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(submittedAt)) / 60_000));

/** '۴۵ دقیقه', '۱ ساعت و ۵ دقیقه', '۲ ساعت'. */
export function durationText(minutes: number): string {
  const words = openBillsMessages.duration;
  const [h, m] = [Math.floor(minutes / 60), minutes % 60].map(toPersianDigits) as [string, string];
  if (minutes < 1) return words.justNow;
  if (minutes < 60) return words.minutes(m);
  return minutes % 60 === 0 ? words.hours(h) : words.hoursAndMinutes(h, m);
}
