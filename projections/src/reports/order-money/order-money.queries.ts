// What the order-money report routes ask the read models. Every query takes the vendor and filters
// on it. A report of days reads one ledger row per day (a year is 365 rows); a list reads a page.
import { PROJECTION } from '../../all.projections.ts';
import { orderRowKey } from '../../orders/order-row-key.ts';
import type { ReadModelStore } from '../../read-models/read-model.store.ts';
import { daysWindow } from '../report-periods.ts';
import type { ReportDays } from '../reports.queries.ts';
import type { OrderHistoryRow } from './order-history.ts';
import { REPORT_ORDERS, type ReportOrder } from '../report-document/report-order.document.ts';
import type { OrderMoneyDayRow } from './order-money.day.ts';
import { unpaidRowOf, type OrderListKind, type OrderMoneyListRow } from './order-money.lists.ts';
import { ORDER_MONEY_KIND } from './order-money.ledger.ts';

/** More days than any report asks for (ten years). */
const MAX_DAYS = 4_000;

export interface OrderListPageRequest {
  readonly pageNumber: number;
  readonly pageSize: number;
  /** One sell channel only (the spec's OrderType). */
  readonly source?: string | undefined;
}

export interface OrderMoneyQueries {
  /** The vendor's order-money ledger rows of the days, oldest first. */
  orderMoneyDays(vendorId: string, days: ReportDays): Promise<OrderMoneyDayRow[]>;
  /**
   * A page of one of the lists, latest first: orders settled in the days (paid), submitted in the
   * days and still due (unpaid), first paid on credit in the days (credit).
   */
  orderMoneyList<K extends OrderListKind>(
    vendorId: string,
    kind: K,
    days: ReportDays,
    page: OrderListPageRequest,
  ): Promise<{ rows: Extract<OrderMoneyListRow, { kind: K }>[]; total: number }>;
  /** One order's history, undefined when the vendor has no such order. */
  orderHistory(vendorId: string, orderId: string): Promise<OrderHistoryRow | undefined>;
}

export function createOrderMoneyQueries(readModels: ReadModelStore): OrderMoneyQueries {
  return {
    async orderMoneyDays(vendorId, days) {
      const { rows } = await readModels.findRows({
        projection: PROJECTION.orderMoney,
        vendorId,
        kind: [ORDER_MONEY_KIND.day],
        ...daysWindow(days.fromDay, days.toDay),
        order: 'sortAt asc',
        limit: MAX_DAYS,
      });
      return rows.map((r) => r.doc as OrderMoneyDayRow);
    },
    async orderMoneyList(vendorId, kind, days, { pageNumber, pageSize, source }) {
      type Row = Extract<OrderMoneyListRow, { kind: typeof kind }>;
      const page = {
        vendorId,
        ...(source === undefined ? {} : { source }),
        ...daysWindow(days.fromDay, days.toDay),
        order: 'sortAt desc',
        limit: pageSize,
        offset: (pageNumber - 1) * pageSize,
      } as const;
      if (kind === 'unpaid') {
        // The orders themselves, open while something is due (report-order.document.ts).
        const { rows, total } = await readModels.findRows({
          ...page,
          projection: REPORT_ORDERS,
          open: true,
        });
        const due = rows.map((r) => unpaidRowOf(r.doc as ReportOrder) as Row);
        return { rows: due, total };
      }
      const { rows, total } = await readModels.findRows({
        ...page,
        projection: PROJECTION.orderMoney,
        kind: [ORDER_MONEY_KIND[kind as Exclude<OrderListKind, 'unpaid'>]],
      });
      return { rows: rows.map((r) => r.doc as Row), total };
    },
    async orderHistory(vendorId, orderId) {
      const key = orderRowKey(vendorId, orderId);
      const row = await readModels.getRow(REPORT_ORDERS, key, vendorId);
      return (row?.doc as ReportOrder | undefined)?.history;
    },
  };
}

/**
 * The same queries passed through (the gateway's read side lists each query it offers): one
 * spread there instead of a line per query.
 */
export const orderMoneyQueriesOf = (queries: OrderMoneyQueries): OrderMoneyQueries => ({
  orderMoneyDays: (vendorId, days) => queries.orderMoneyDays(vendorId, days),
  orderMoneyList: (vendorId, kind, days, page) =>
    queries.orderMoneyList(vendorId, kind, days, page),
  orderHistory: (vendorId, orderId) => queries.orderHistory(vendorId, orderId),
});
