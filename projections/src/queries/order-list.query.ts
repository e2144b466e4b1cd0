// GET /api/orders: the vendor's orders, newest first, filtered on the index columns of their
// documents (orders.projection.ts), each as the list's row.
import { OrderListQuery, type OrderListPage } from '@sofre/engine/contracts';
import type { z } from 'zod';
import { orderListRowOf } from '../orders/order-document/order-list.view.ts';
import { findOrderDocuments } from '../orders/order-documents.read.ts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { utcInstant } from '../tehran-day.ts';

/** The query as the client sends it (defaults not yet applied) or as the gateway parsed it. */
export type OrderListQueryInput = z.input<typeof OrderListQuery>;

export async function orderList(
  readModels: ReadModelStore,
  vendorId: string,
  input: OrderListQueryInput = {},
): Promise<OrderListPage> {
  const q = OrderListQuery.parse(input);
  const status = q.status === undefined ? undefined : [q.status].flat();
  const { docs, total } = await findOrderDocuments(readModels, {
    vendorId,
    status,
    source: q.source,
    // Bounds may carry any offset; rows hold UTC instants in one spelling.
    sortFrom: q.fromDate === undefined ? undefined : utcInstant(q.fromDate),
    sortTo: q.toDate === undefined ? undefined : utcInstant(q.toDate),
    order: 'sortAt desc',
    limit: q.pageSize,
    offset: (q.pageNumber - 1) * q.pageSize,
  });
  return {
    data: docs.map(orderListRowOf),
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
    totalCount: total,
  };
}
