// The order as the order-money reports read it (OrderMoneyMark), off the reports' order document:
// the lists and the day ledger are worked out from it before and after each event.
import type { PaymentMethod } from '@sofre/engine';
import type { ReportOrder } from '../report-document/report-order.document.ts';
import { refundShares, type ByMethod, type OrderMoneyMark } from './order-money.mark.ts';

function paidByMethod(order: ReportOrder): ByMethod {
  const out: Partial<Record<PaymentMethod, number>> = {};
  for (const p of order.payments) out[p.paymentMethod] = (out[p.paymentMethod] ?? 0) + p.amount;
  return out;
}

// Pure: the same document always reads the same; a document is the next event's `before`.
const marks = new WeakMap<ReportOrder, OrderMoneyMark>();

export function moneyMarkOf(order: ReportOrder): OrderMoneyMark {
  let mark = marks.get(order);
  if (mark !== undefined) return mark;
  const creditAt = order.payments.find((p) => p.paymentMethod === 'CREDIT')?.at;
  mark = {
    kind: 'order',
    orderId: order.orderId,
    number: order.number,
    source: order.source,
    deliveryType: order.deliveryType,
    // As the order was paid: the first payment's method, MULTI once a second one differs.
    paymentMethod: order.paidWith,
    tableNumber: order.tableNumber,
    customer: order.customer,
    submittedAt: order.times.submittedAt,
    finalPrice: order.price.finalPrice,
    amountPaid: order.amountPaid,
    amountRefunded: order.amountRefunded,
    paidByMethod: paidByMethod(order),
    refundedByMethod: order.refundedByMethod,
    // Named even when undefined (JSON leaves them out): one kind of mark, no spread.
    paidAt: order.settledAt,
    creditAt,
    rejected: order.status === 'REJECTED',
    sale: order.sale,
  };
  marks.set(order, mark);
  return mark;
}

/** What was given back by method after a refund, split over what each method paid. */
export function refundedAfter(order: ReportOrder, method: PaymentMethod, amount: number): ByMethod {
  const shares = refundShares(moneyMarkOf(order), method, amount);
  const out: Partial<Record<PaymentMethod, number>> = { ...order.refundedByMethod };
  for (const [m, share] of Object.entries(shares) as [PaymentMethod, number][])
    out[m] = (out[m] ?? 0) + share;
  return out;
}
