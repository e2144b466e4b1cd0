// Every payment and refund of an order, for the order drawer and GET /api/orders/{id}/transactions
// (staff only: the tracker, which anyone with the link reads, shows no money movements).
import type { OrderTransaction, OrderTransactions } from '@sofre/engine/contracts';
import type { OrderDocument, OrderPayment, OrderRefund } from './order-document.ts';

const paymentOf = (p: OrderPayment): OrderTransaction => ({
  kind: 'PAYMENT',
  amount: p.amount,
  paymentMethod: p.paymentMethod,
  settled: true,
  ...(p.transactionId ? { transactionId: p.transactionId } : {}),
  at: p.at,
  ...(p.by ? { by: p.by } : {}),
});

const refundOf = (r: OrderRefund): OrderTransaction => ({
  kind: 'REFUND',
  amount: r.amount,
  paymentMethod: r.paymentMethod,
  settled: r.settled,
  refundId: r.refundId,
  ...(r.failed ? { refundFailed: true } : {}),
  ...(r.reason ? { reason: r.reason } : {}),
  at: r.at,
  ...(r.by ? { by: r.by } : {}),
});

/** Payments and refunds in the order they happened (their events' positions). */
export function orderTransactionsOf(doc: OrderDocument): OrderTransactions {
  const moves = [
    ...doc.payments.map((p) => ({ position: p.position, t: paymentOf(p) })),
    ...doc.refunds.map((r) => ({ position: r.position, t: refundOf(r) })),
  ];
  const ordered = moves
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0))
    .map(({ t }) => t);
  return {
    orderId: doc.orderId,
    finalPrice: doc.price.finalPrice,
    amountPaid: doc.amountPaid,
    amountRefunded: doc.amountRefunded,
    transactions: ordered,
  };
}
