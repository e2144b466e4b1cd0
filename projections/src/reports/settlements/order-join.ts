// The orders a page of report rows names, as the order list holds them (number, channel,
// customer): read by key for the page only, so a report row need not copy what the order list keeps.
import type { OrderListRow } from '@sofre/engine/contracts';
import { PROJECTION } from '../../all.projections.ts';
import { orderIdOfRowKey, orderRowKey } from '../../orders/order-row-key.ts';
import type { ReadModelStore } from '../../read-models/read-model.store.ts';

export async function ordersOf(
  readModels: ReadModelStore,
  vendorId: string,
  orderIds: readonly string[],
): Promise<Map<string, OrderListRow>> {
  const keys = [...new Set(orderIds)].map((id) => orderRowKey(vendorId, id));
  const stored = await readModels.loadRows(PROJECTION.orderList, keys);
  const orders = new Map<string, OrderListRow>();
  for (const [key, row] of stored) {
    if (row.doc !== null && row.vendorId === vendorId)
      orders.set(orderIdOfRowKey(key), row.doc as OrderListRow);
  }
  return orders;
}
