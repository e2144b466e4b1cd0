// Every online payment transaction, one row each: what GET /api/transactions/me lists, what the
// verify callback answers with, and what the reconciler and the hourly refund inquiry work
// through. `open` marks a row that still needs the provider: a payment not verified yet, or a
// refund not settled — one indexed query finds them. A customer's own list is a second, bounded
// row per customer (customer-payments), so /me reads one row.
import type { PaymentTransactionView } from '@sofre/engine/contracts';
import { paymentEventCodec, type PaymentEvent } from '@sofre/engine/payments';
import { defineProjection, type ProjectedEvent } from '../projection.ts';
import { utcInstant } from '../tehran-day.ts';

export type PaymentTransactionRow = PaymentTransactionView & { readonly position: string };

export const paymentRowKey = (vendorId: string, transactionId: string) =>
  `${vendorId}:${transactionId}`;

const PAYMENT_EVENT_TYPES = [
  'PaymentInitiated',
  'PaymentRequestCreated',
  'PaymentVerified',
  'PaymentFailed',
  'PaymentRefunded',
  'PaymentRefundSubmitted',
  'PaymentRefundSettled',
] as const satisfies readonly PaymentEvent['type'][];

/** Still waiting on the provider: the payment itself, or one of its refunds. */
export const needsProvider = (row: PaymentTransactionView): boolean =>
  row.status === 'INIT' ||
  row.status === 'PENDING' ||
  row.refunds.some((r) => r.outcome === undefined);

export function evolvePaymentTransaction(
  row: PaymentTransactionRow | undefined,
  event: ProjectedEvent<PaymentEvent>,
): PaymentTransactionRow | undefined {
  const at = utcInstant(event.metadata.occurredAt);
  const position = event.position;
  if (event.type === 'PaymentInitiated') {
    if (row) return row;
    const { transactionId, orderId, amount, gateway, paymentMethod, customerId } = event.data;
    return {
      transactionId,
      orderId,
      amount,
      gateway,
      paymentMethod,
      ...(customerId ? { customerId } : {}),
      status: 'INIT',
      refundedAmount: 0,
      refunds: [],
      createdAt: at,
      updatedAt: at,
      position,
    };
  }
  if (!row) return row;
  const moved = { ...row, updatedAt: at, position };
  switch (event.type) {
    case 'PaymentRequestCreated':
      return { ...moved, status: 'PENDING', authority: event.data.authority };
    case 'PaymentVerified': {
      const { referenceId, cardPan } = event.data;
      return { ...moved, status: 'DONE', referenceId, ...(cardPan ? { cardPan } : {}) };
    }
    case 'PaymentFailed':
      return { ...moved, status: 'FAILED', failureReason: event.data.reason };
    case 'PaymentRefunded': {
      const { refundId, amount } = event.data;
      const refunds = [...row.refunds, { refundId, amount, askedAt: at }];
      return { ...moved, refundedAmount: row.refundedAmount + amount, refunds };
    }
    case 'PaymentRefundSubmitted':
    case 'PaymentRefundSettled': {
      const refunds = row.refunds.map((r) => {
        if (r.refundId !== event.data.refundId) return r;
        return event.type === 'PaymentRefundSubmitted'
          ? { ...r, providerRefundId: event.data.providerRefundId }
          : { ...r, outcome: event.data.outcome };
      });
      return { ...moved, refunds };
    }
    default:
      return row;
  }
}

export const paymentTransactionsProjection = defineProjection<PaymentTransactionRow, PaymentEvent>({
  name: 'payment-transactions',
  version: 1,
  codec: paymentEventCodec,
  eventTypes: PAYMENT_EVENT_TYPES,
  keysOf: (event) => [paymentRowKey(event.metadata.vendorId, event.data.transactionId)],
  evolve: (row, event) => evolvePaymentTransaction(row, event),
  index: (row, event) => ({
    vendorId: event.metadata.vendorId,
    status: row.status,
    open: needsProvider(row),
    sortAt: row.createdAt,
  }),
});
