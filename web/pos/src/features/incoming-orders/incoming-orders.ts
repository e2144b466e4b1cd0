// Which orders wait for the restaurant to take them: an order the customer placed (site, table
// QR) that the vendor has — paid online, or to be paid at the door — and nobody accepted or
// rejected yet. A site order still at the payment page is not the restaurant's yet.
import type { OrderListRow } from '@sofre/engine/contracts';
import { isPlacedByCustomer } from '@sofre/engine/orders';

export function awaitsAcceptance(order: OrderListRow): boolean {
  // A kiosk's order goes to the kitchen once its card is paid: nobody is asked to accept it.
  if (!isPlacedByCustomer(order.source) || order.source === 'KIOSK') return false;
  if (order.status === 'PAID') return true;
  return order.status === 'SUBMITTED' && order.paymentMethod !== 'ONLINE';
}

/** The orders waiting, oldest first: the one waiting longest is handled first. */
export function incomingOrders(rows: readonly OrderListRow[]): OrderListRow[] {
  return rows
    .filter(awaitsAcceptance)
    .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt) || a.number - b.number);
}

/** Ids in `now` that were not in `before`: the orders that just arrived. */
export function newlyArrived(before: ReadonlySet<string>, now: readonly OrderListRow[]): string[] {
  return now.filter((o) => !before.has(o.orderId)).map((o) => o.orderId);
}
