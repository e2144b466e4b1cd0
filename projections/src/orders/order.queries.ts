// What the order routes ask besides the live topics: a salon table's open orders, an order's
// money movements, and a customer's own orders.
import { tehranDay } from '@sofre/engine';
import type { MyOrdersPage, OrderTracker, OrderTransactions } from '@sofre/engine/contracts';
import { PROJECTION } from '../all.projections.ts';
import type { CustomerOrderRow } from '../customers/customer-orders.projection.ts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { orderRowKey } from './order-row-key.ts';
import type { OrderTransactionsRow } from './order-transactions.projection.ts';
import { tableKey, type TableOccupancyRow } from './table-occupancy.projection.ts';

/** A phone's orders looked through for a number: far more than one customer orders in a day. */
const RECENT_ORDERS = 50;

/** More tables than any restaurant has. */
const MAX_TABLES = 2_000;

export interface OrderQueries {
  /** The open orders at each table that has any, by table number. */
  tablesInUse(vendorId: string): Promise<Map<string, readonly string[]>>;
  /** The open orders at one table ([] when it is free). */
  ordersAtTable(vendorId: string, tableNumber: string): Promise<readonly string[]>;
  orderTransactions(vendorId: string, orderId: string): Promise<OrderTransactions | undefined>;
  /**
   * The order of the Tehran day `day` (YYYY-MM-DD) with this daily number and customer phone: how
   * a customer finds the order whose number («#۲») the counter gave them.
   */
  orderByNumber(
    vendorId: string,
    number: number,
    phone: string,
    day: string,
  ): Promise<OrderTracker | undefined>;
  /** A customer's orders by their phone (09XXXXXXXXX), newest first. */
  customerOrdersPage(
    vendorId: string,
    phone: string,
    page: { readonly pageNumber: number; readonly pageSize: number },
  ): Promise<MyOrdersPage>;
}

export function createOrderQueries(readModels: ReadModelStore): OrderQueries {
  return {
    async tablesInUse(vendorId) {
      const query = { projection: PROJECTION.tableOccupancy, vendorId, limit: MAX_TABLES };
      const { rows } = await readModels.findRows({ ...query, order: 'position desc' });
      return new Map(
        rows.map((r) => {
          const row = r.doc as TableOccupancyRow;
          return [row.tableNumber, row.orderIds];
        }),
      );
    },
    async ordersAtTable(vendorId, tableNumber) {
      const key = tableKey(vendorId, tableNumber);
      const row = await readModels.getRow(PROJECTION.tableOccupancy, key, vendorId);
      return (row?.doc as TableOccupancyRow | undefined)?.orderIds ?? [];
    },
    async orderTransactions(vendorId, orderId) {
      const key = orderRowKey(vendorId, orderId);
      const row = await readModels.getRow(PROJECTION.orderTransactions, key, vendorId);
      if (!row) return undefined;
      const { vendorId: _v, position: _p, ...answer } = row.doc as OrderTransactionsRow;
      return answer;
    },
    async orderByNumber(vendorId, number, phone, day) {
      // The phone's latest orders (one indexed query); the day's numbers start again each day.
      const { rows } = await readModels.findRows({
        projection: PROJECTION.customerOrders,
        vendorId,
        status: [phone],
        order: 'sortAt desc',
        limit: RECENT_ORDERS,
      });
      for (const r of rows) {
        const { orderId, submittedAt } = r.doc as CustomerOrderRow;
        if (tehranDay(submittedAt) !== day) continue;
        const key = orderRowKey(vendorId, orderId);
        const tracker = (await readModels.getRow(PROJECTION.orderTracker, key, vendorId))?.doc as
          OrderTracker | undefined;
        if (tracker?.number === number) return tracker;
      }
      return undefined;
    },
    async customerOrdersPage(vendorId, phone, { pageNumber, pageSize }) {
      const { rows, total } = await readModels.findRows({
        projection: PROJECTION.customerOrders,
        vendorId,
        status: [phone],
        order: 'sortAt desc',
        limit: pageSize,
        offset: (pageNumber - 1) * pageSize,
      });
      const data = rows.map((r) => {
        const { orderId, status, finalPrice, submittedAt } = r.doc as CustomerOrderRow;
        return { orderId, status, finalPrice, submittedAt };
      });
      return { data, pageNumber, pageSize, totalCount: total };
    },
  };
}
