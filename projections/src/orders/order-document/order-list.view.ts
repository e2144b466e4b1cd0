// The POS order list's row (OrderListRow) of an order document: where it is now, what it costs,
// what was paid. The list is the orders read model queried by status, source and submission time.
import type { OrderListRow } from '@sofre/engine/contracts';
import { itemCountOf } from '../order-projection.events.ts';
import type { OrderDocument } from './order-document.ts';

export const orderListRowOf = (doc: OrderDocument): OrderListRow => ({
  orderId: doc.orderId,
  number: doc.number,
  source: doc.source,
  ...(doc.deliveryType === undefined ? {} : { deliveryType: doc.deliveryType }),
  status: doc.status,
  paymentMethod: doc.paidWith,
  finalPrice: doc.price.finalPrice,
  amountPaid: doc.amountPaid,
  ...(doc.amountRefunded > 0 ? { amountRefunded: doc.amountRefunded } : {}),
  ...(doc.tableNumber === undefined ? {} : { tableNumber: doc.tableNumber }),
  ...(doc.numberOfCustomers ? { numberOfCustomers: doc.numberOfCustomers } : {}),
  ...(doc.customer?.name === undefined ? {} : { customerName: doc.customer.name }),
  itemCount: itemCountOf(doc.lines),
  submittedAt: doc.times.submittedAt,
  updatedAt: doc.times.updatedAt,
  position: doc.position,
});
