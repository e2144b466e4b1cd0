// Reading order documents (orders.projection.ts) back: by order, for a page of report rows or a
// route, and by the index columns; the screens' views are then functions of what was read.
import { PROJECTION } from '../all.projections.ts';
import type { ReadModelStore, RowQuery, StoredRow } from '../read-models/read-model.store.ts';
import type { OrderDocument } from './order-document/order-document.ts';
import { orderIdOfRowKey, orderRowKey } from './order-row-key.ts';

/** An order's document, if the vendor has that order. */
export async function orderDocumentOf(
  readModels: ReadModelStore,
  vendorId: string,
  orderId: string,
): Promise<OrderDocument | undefined> {
  const row = await readModels.getRow(PROJECTION.orders, orderRowKey(vendorId, orderId), vendorId);
  return row?.doc as OrderDocument | undefined;
}

/** The vendor's documents of these orders, by order id (unknown ids are left out). */
export async function orderDocumentsOf(
  readModels: Pick<ReadModelStore, 'loadRows'>,
  vendorId: string,
  orderIds: readonly string[],
): Promise<Map<string, OrderDocument>> {
  const keys = [...new Set(orderIds)].map((id) => orderRowKey(vendorId, id));
  const stored = await readModels.loadRows(PROJECTION.orders, keys);
  const docs = new Map<string, OrderDocument>();
  for (const [key, row] of stored)
    if (row.doc !== null && row.vendorId === vendorId)
      docs.set(orderIdOfRowKey(key), row.doc as OrderDocument);
  return docs;
}

/** Order documents found on the index columns. */
export async function findOrderDocuments(
  readModels: ReadModelStore,
  query: Omit<RowQuery, 'projection'>,
): Promise<{ docs: OrderDocument[]; total: number }> {
  const { rows, total } = await readModels.findRows({ ...query, projection: PROJECTION.orders });
  return { docs: rows.map((r: StoredRow) => r.doc as OrderDocument), total };
}
