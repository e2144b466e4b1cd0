// Every payment and refund of an order, for the order drawer and GET /api/orders/{id}/transactions
// (staff only: the tracker, which anyone with the link reads, shows no money movements). A row is
// written only when money moves, never on the order path: what the order costs and how much was
// paid and refunded in all come from the tracker when the route answers.
import type { OrderTransaction } from '@sofre/engine/contracts';
import { orderEventCodec, type OrderEvent } from '@sofre/engine/orders';
import { defineProjection } from '../projection.ts';
import { utcInstant } from '../tehran-day.ts';
import type { OrderProjectedEvent } from './order-projection.events.ts';
import { orderRowKeyOf } from './order-row-key.ts';

export interface OrderTransactionsRow {
  readonly vendorId: string;
  readonly orderId: string;
  readonly transactions: readonly OrderTransaction[];
  readonly position: string;
}

const EVENT_TYPES = [
  'OrderPaid',
  'OrderRefunded',
  'OrderRefundSettled',
] as const satisfies readonly OrderEvent['type'][];

/** Who recorded it: staff by their user id; a customer's own online payment names nobody. */
const byOf = (event: OrderProjectedEvent) =>
  event.metadata.actor.kind === 'STAFF' ? { by: event.metadata.actor.userId } : {};

function transactionOf(event: OrderProjectedEvent): OrderTransaction | undefined {
  const at = utcInstant(event.metadata.occurredAt);
  if (event.type === 'OrderPaid') {
    const { amount, paymentMethod, transactionId } = event.data;
    const ref = transactionId ? { transactionId } : {};
    return { kind: 'PAYMENT', amount, paymentMethod, settled: true, ...ref, at, ...byOf(event) };
  }
  if (event.type === 'OrderRefunded') {
    const { amount, paymentMethod, settled, reason, refundId } = event.data;
    const why = reason ? { reason } : {};
    return { kind: 'REFUND', amount, paymentMethod, settled, refundId, ...why, at, ...byOf(event) };
  }
  return undefined;
}

export function evolveOrderTransactions(
  row: OrderTransactionsRow | undefined,
  event: OrderProjectedEvent,
): OrderTransactionsRow | undefined {
  if (event.type === 'OrderRefundSettled') {
    if (!row) return row;
    const { refundId, outcome } = event.data;
    const transactions = row.transactions.map((t) =>
      t.kind === 'REFUND' && t.refundId === refundId
        ? {
            ...t,
            settled: outcome === 'SETTLED',
            ...(outcome === 'FAILED' ? { refundFailed: true } : {}),
          }
        : t,
    );
    return { ...row, transactions, position: event.position };
  }
  const transaction = transactionOf(event);
  if (!transaction) return row;
  const { vendorId } = event.metadata;
  const transactions = [...(row?.transactions ?? []), transaction];
  return { vendorId, orderId: event.data.orderId, transactions, position: event.position };
}

export const orderTransactionsProjection = defineProjection<OrderTransactionsRow, OrderEvent>({
  name: 'order-transactions',
  // 2: rows only when money moves; totals come from the tracker. 3: refunds settle (refundId).
  version: 3,
  codec: orderEventCodec,
  eventTypes: EVENT_TYPES,
  keysOf: (event) => [orderRowKeyOf(event)],
  evolve: (row, event) => evolveOrderTransactions(row, event),
  // Read one at a time by its order, never listed: nothing to filter or sort on.
  index: (row) => ({ vendorId: row.vendorId }),
});
