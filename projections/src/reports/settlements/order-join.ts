// The orders a page of report rows names, as the order list shows them (number, channel,
// customer): their documents read by key for the page only, so a report row need not copy them.
import type { OrderListRow } from '@sofre/engine/contracts';
import { orderListRowOf } from '../../orders/order-document/order-list.view.ts';
import { orderDocumentsOf } from '../../orders/order-documents.read.ts';
import type { ReadModelStore } from '../../read-models/read-model.store.ts';

export async function ordersOf(
  readModels: ReadModelStore,
  vendorId: string,
  orderIds: readonly string[],
): Promise<Map<string, OrderListRow>> {
  const docs = await orderDocumentsOf(readModels, vendorId, orderIds);
  return new Map([...docs].map(([id, doc]) => [id, orderListRowOf(doc)]));
}
