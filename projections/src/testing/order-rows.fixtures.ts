// Every order of a read-model store as its document (orders.projection.ts), and as the order list
// and the tracker show it: for tests that walk all the orders of generated traffic.
import type { OrderListRow, OrderTracker } from '@sofre/engine/contracts';
import { PROJECTION } from '../all.projections.ts';
import { isDayCounter } from '../orders/daily-number.ts';
import type { OrderDocument } from '../orders/order-document/order-document.ts';
import { orderListRowOf } from '../orders/order-document/order-list.view.ts';
import { orderTrackerOf } from '../orders/order-document/order-tracker.view.ts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';

export async function scannedOrders(
  readModels: Pick<ReadModelStore, 'scanRows'>,
): Promise<OrderDocument[]> {
  return (await readModels.scanRows(PROJECTION.orders))
    .map((r) => r.doc)
    .filter((doc): doc is OrderDocument => doc !== null && !isDayCounter(doc));
}

export const scannedOrderList = async (
  readModels: Pick<ReadModelStore, 'scanRows'>,
): Promise<OrderListRow[]> => (await scannedOrders(readModels)).map(orderListRowOf);

export const scannedTrackers = async (
  readModels: Pick<ReadModelStore, 'scanRows'>,
): Promise<OrderTracker[]> => (await scannedOrders(readModels)).map((doc) => orderTrackerOf(doc));
