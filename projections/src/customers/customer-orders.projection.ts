// A customer's orders, for their statistics (information) and the customers report: one row per
// order that names a customer phone. Orders carry no customer id of ours, only what the cashier
// or the site typed (OrderSubmitted.customer.phone), so the link is the phone in its normal form
// — the same key as the customer stream. An order without a phone, or with one that is not an
// Iranian mobile, belongs to no customer and has no row. The phone is the row's `phone` index
// column, so one customer's orders are one indexed query. Whether the order counts as a sale
// (counts-as-sale.ts) is kept with it: the customer's purchases are their sales only.
import type { OrderStatus, PaymentMethod } from '@sofre/engine';
import { normalizePhone } from '@sofre/engine/identity';
import { orderEventCodec, type OrderEvent } from '@sofre/engine/orders';
import { statusAfter, orderEventTypes } from '../orders/order-projection.events.ts';
import { orderRowKeyOf } from '../orders/order-row-key.ts';
import { defineProjection, type ProjectedEvent } from '../projection.ts';
import { isSaleAfter } from '../reports/counts-as-sale.ts';
import { utcInstant } from '../tehran-day.ts';

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

/** What the customer still owes on a CREDIT order (0 for any other, and once it is rejected). */
export const creditDueOf = (row: CustomerOrderRow): number =>
  row.paymentMethod === 'CREDIT' && row.status !== 'REJECTED'
    ? Math.max(0, row.finalPrice - row.amountPaid)
    : 0;

export function evolveCustomerOrder(
  row: CustomerOrderRow | undefined,
  event: ProjectedEvent<OrderEvent>,
): CustomerOrderRow | undefined {
  if (event.type === 'OrderSubmitted') {
    if (row) return row;
    const { customer, orderId, price } = event.data;
    const phone = customer?.phone === undefined ? undefined : normalizePhone(customer.phone);
    if (phone === undefined) return undefined;
    return {
      orderId,
      vendorId: event.metadata.vendorId,
      phone,
      name: customer?.name?.trim() || null,
      finalPrice: price.finalPrice,
      status: 'SUBMITTED',
      paymentMethod: event.data.paymentMethod,
      amountPaid: 0,
      sale: isSaleAfter(false, event),
      submittedAt: utcInstant(event.metadata.occurredAt),
      position: event.position,
    };
  }
  if (!row) return row;
  const priced =
    event.type === 'OrderEdited' || event.type === 'OrderDeliveryMethodChanged'
      ? { finalPrice: event.data.price.finalPrice }
      : {};
  const money =
    event.type === 'OrderPaid'
      ? { amountPaid: (row.amountPaid ?? 0) + event.data.amount }
      : event.type === 'OrderPaymentMethodChanged'
        ? { paymentMethod: event.data.paymentMethod }
        : {};
  const status = statusAfter(event, row.status);
  const sale = isSaleAfter(row.sale, event);
  return { ...row, ...priced, ...money, status, sale, position: event.position };
}

export const customerOrdersProjection = defineProjection<CustomerOrderRow, OrderEvent>({
  name: 'customer-orders',
  // 2: rows keyed by vendor and order (order-row-key.ts). 3: payment method and amount paid
  // (the customer's credit balance). 5: whether it is a sale (counts-as-sale.ts).
  version: 5,
  codec: orderEventCodec,
  eventTypes: orderEventTypes,
  keysOf: (event) => [orderRowKeyOf(event)],
  evolve: (row, event) => evolveCustomerOrder(row, event),
  index: (row) => ({ vendorId: row.vendorId, phone: row.phone, sortAt: row.submittedAt }),
});
