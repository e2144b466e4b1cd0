// What the order routes ask besides the live topics: a salon table's open orders, an order's
// money movements, and a customer's own orders.
import { OrderStatus, tehranDay } from '@sofre/engine';
import type {
  MyOrdersPage,
  OrderListRow,
  OrderTracker,
  OrderTransactions,
} from '@sofre/engine/contracts';
import { PROJECTION } from '../all.projections.ts';
import type { CustomerOrderRow } from '../customers/customer-orders.projection.ts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { orderRowKey } from './order-row-key.ts';
import type { OrderTransactionsRow } from './order-transactions.projection.ts';

/** A phone's orders looked through for a number: far more than one customer orders in a day. */
const RECENT_ORDERS = 50;

/** Far more orders than sit at a restaurant's tables at once. */
const MAX_SEATED = 5_000;
/** An order holds its table until it is finished or rejected. */
const OPEN_STATUSES: OrderStatus[] = OrderStatus.options.filter(
  (s) => s !== 'FINISHED' && s !== 'REJECTED',
);

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
  const queries: OrderQueries = {
    async tablesInUse(vendorId) {
      // The vendor's open orders (an indexed status query over the order list, oldest first so
      // each table lists its orders in the order they sat down); the salon ones are at tables.
      // No read model of its own: that would be one more row written on every order.
      const { rows } = await readModels.findRows({
        projection: PROJECTION.orderList,
        vendorId,
        status: OPEN_STATUSES,
        order: 'sortAt asc',
        limit: MAX_SEATED,
      });
      const byTable = new Map<string, string[]>();
      for (const r of rows) {
        const { deliveryType, tableNumber, orderId } = r.doc as OrderListRow;
        if (deliveryType !== 'SERVE' || !tableNumber) continue;
        byTable.set(tableNumber, [...(byTable.get(tableNumber) ?? []), orderId]);
      }
      return byTable;
    },
    async ordersAtTable(vendorId, tableNumber) {
      return (await queries.tablesInUse(vendorId)).get(tableNumber) ?? [];
    },
    async orderTransactions(vendorId, orderId) {
      const key = orderRowKey(vendorId, orderId);
      const [tracker, money] = await Promise.all([
        readModels.getRow(PROJECTION.orderTracker, key, vendorId),
        readModels.getRow(PROJECTION.orderTransactions, key, vendorId),
      ]);
      if (!tracker) return undefined;
      const { finalPrice, amountPaid, amountRefunded = 0 } = tracker.doc as OrderTracker;
      const transactions = [
        ...((money?.doc as OrderTransactionsRow | undefined)?.transactions ?? []),
      ];
      return { orderId, finalPrice, amountPaid, amountRefunded, transactions };
    },
    async orderByNumber(vendorId, number, phone, day) {
      // The phone's latest orders (one indexed query); the day's numbers start again each day.
      const { rows } = await readModels.findRows({
        projection: PROJECTION.customerOrders,
        vendorId,
        phone,
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
        phone,
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
  return queries;
}
