// What the order routes ask besides the live topics: a salon table's open orders, an order's
// money movements, and a customer's own orders — each a view of the order documents
// (orders.projection.ts) found on their index columns.
import { OrderStatus, tehranDay } from '@sofre/engine';
import type { MyOrdersPage, OrderTracker, OrderTransactions } from '@sofre/engine/contracts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { orderDocumentOf, findOrderDocuments } from './order-documents.read.ts';
import type { OrderDocument } from './order-document/order-document.ts';
import { orderTransactionsOf } from './order-document/order-transactions.view.ts';

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

/**
 * @param trackerOf the tracker of a document (with the kitchen's learned times: projection.queries.ts)
 */
export function createOrderQueries(
  readModels: ReadModelStore,
  trackerOf: (vendorId: string, doc: OrderDocument) => Promise<OrderTracker>,
): OrderQueries {
  const queries: OrderQueries = {
    async tablesInUse(vendorId) {
      // The vendor's open orders (an indexed status query over the orders, oldest first so
      // each table lists its orders in the order they sat down); the salon ones are at tables.
      // No read model of its own: that would be one more row written on every order.
      const { docs } = await findOrderDocuments(readModels, {
        vendorId,
        status: OPEN_STATUSES,
        order: 'sortAt asc',
        limit: MAX_SEATED,
      });
      const byTable = new Map<string, string[]>();
      for (const { deliveryType, tableNumber, orderId } of docs) {
        if (deliveryType !== 'SERVE' || !tableNumber) continue;
        byTable.set(tableNumber, [...(byTable.get(tableNumber) ?? []), orderId]);
      }
      return byTable;
    },
    async ordersAtTable(vendorId, tableNumber) {
      return (await queries.tablesInUse(vendorId)).get(tableNumber) ?? [];
    },
    async orderTransactions(vendorId, orderId) {
      const doc = await orderDocumentOf(readModels, vendorId, orderId);
      return doc && orderTransactionsOf(doc);
    },
    async orderByNumber(vendorId, number, phone, day) {
      // The phone's latest orders (one indexed query); the day's numbers start again each day.
      const { docs } = await findOrderDocuments(readModels, {
        vendorId,
        phone,
        order: 'sortAt desc',
        limit: RECENT_ORDERS,
      });
      const found = docs.find(
        (doc) => doc.number === number && tehranDay(doc.times.submittedAt) === day,
      );
      return found && trackerOf(vendorId, found);
    },
    async customerOrdersPage(vendorId, phone, { pageNumber, pageSize }) {
      const { docs, total } = await findOrderDocuments(readModels, {
        vendorId,
        phone,
        order: 'sortAt desc',
        limit: pageSize,
        offset: (pageNumber - 1) * pageSize,
      });
      const data = docs.map((doc) => ({
        orderId: doc.orderId,
        status: doc.status,
        finalPrice: doc.price.finalPrice,
        submittedAt: doc.times.submittedAt,
      }));
      return { data, pageNumber, pageSize, totalCount: total };
    },
  };
  return queries;
}
