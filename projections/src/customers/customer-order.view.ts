// A customer's order (CustomerOrderRow), for their statistics, their credit and the customers
// report: a view of the order document (orders/order-document). Orders carry no customer id of
// ours, only what the cashier or the site typed (OrderSubmitted.customer.phone), so the link is
// the phone in its normal form — the same key as the customer stream. An order without a phone,
// or with one that is not an Iranian mobile, belongs to no customer. The phone is the orders read
// model's `phone` index column, so one customer's orders are one indexed query.
import type { OrderStatus, PaymentMethod } from '@sofre/engine';
import type { OrderDocument } from '../orders/order-document/order-document.ts';
import { customerPhoneOf } from '../orders/orders.projection.ts';

export interface CustomerOrderRow {
  readonly orderId: string;
  readonly vendorId: string;
  /** 09XXXXXXXXX */
  readonly phone: string;
  /** The name typed on the order (a phone never registered as a customer shows it). */
  readonly name: string | null;
  readonly finalPrice: number;
  readonly status: OrderStatus;
  /** How the customer means to pay; CREDIT orders are put on their account. */
  readonly paymentMethod: PaymentMethod;
  readonly amountPaid: number;
  /** The vendor has it (counts-as-sale.ts): a site order awaiting its payment is not bought yet. */
  readonly sale: boolean;
  readonly submittedAt: string;
  readonly position: string;
}

export function customerOrderOf(doc: OrderDocument): CustomerOrderRow | undefined {
  const phone = customerPhoneOf(doc);
  if (phone === undefined) return undefined;
  return {
    orderId: doc.orderId,
    vendorId: doc.vendorId,
    phone,
    name: doc.customer?.name?.trim() || null,
    finalPrice: doc.price.finalPrice,
    status: doc.status,
    paymentMethod: doc.paymentMethod,
    amountPaid: doc.amountPaid,
    sale: doc.sale,
    submittedAt: doc.times.submittedAt,
    position: doc.position,
  };
}

/** What the customer still owes on a CREDIT order (0 for any other, and once it is rejected). */
export const creditDueOf = (row: CustomerOrderRow): number =>
  row.paymentMethod === 'CREDIT' && row.status !== 'REJECTED'
    ? Math.max(0, row.finalPrice - row.amountPaid)
    : 0;
