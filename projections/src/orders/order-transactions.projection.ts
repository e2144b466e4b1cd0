// Every payment and refund of an order, for the order drawer and GET /api/orders/{id}/transactions
// (staff only: the tracker, which anyone with the link reads, shows no money movements).
import type { OrderTransactions } from '@sofre/engine/contracts';
import { orderEventCodec, type OrderEvent } from '@sofre/engine/orders';
import { defineProjection } from '../projection.ts';
import { utcInstant } from '../tehran-day.ts';
import type { OrderProjectedEvent } from './order-projection.events.ts';
import { orderRowKeyOf } from './order-row-key.ts';

export type OrderTransactionsRow = OrderTransactions & {
  readonly vendorId: string;
  readonly position: string;
};

const EVENT_TYPES = [
  'OrderSubmitted',
  'OrderPaid',
  'OrderRefunded',
  'OrderEdited',
  'OrderDeliveryMethodChanged',
] as const satisfies readonly OrderEvent['type'][];

/** Who recorded it: staff by their user id; a customer's own online payment names nobody. */
const byOf = (event: OrderProjectedEvent) =>
  event.metadata.actor.kind === 'STAFF' ? { by: event.metadata.actor.userId } : {};

export function evolveOrderTransactions(
  row: OrderTransactionsRow | undefined,
  event: OrderProjectedEvent,
): OrderTransactionsRow | undefined {
  const position = event.position;
  const at = utcInstant(event.metadata.occurredAt);
  if (event.type === 'OrderSubmitted') {
    const { orderId, price } = event.data;
    const vendorId = event.metadata.vendorId;
    const base = { orderId, finalPrice: price.finalPrice, amountPaid: 0, amountRefunded: 0 };
    return row ?? { ...base, vendorId, transactions: [], position };
  }
  if (!row) return row;
  switch (event.type) {
    case 'OrderPaid': {
      const { amount, paymentMethod, transactionId } = event.data;
      const payment = {
        kind: 'PAYMENT' as const,
        amount,
        paymentMethod,
        settled: true,
        ...(transactionId ? { transactionId } : {}),
        at,
        ...byOf(event),
      };
      const transactions = [...row.transactions, payment];
      return { ...row, amountPaid: row.amountPaid + amount, transactions, position };
    }
    case 'OrderRefunded': {
      const { amount, paymentMethod, settled, reason } = event.data;
      const refund = {
        kind: 'REFUND' as const,
        amount,
        paymentMethod,
        settled,
        ...(reason ? { reason } : {}),
        at,
        ...byOf(event),
      };
      const transactions = [...row.transactions, refund];
      return { ...row, amountRefunded: row.amountRefunded + amount, transactions, position };
    }
    case 'OrderEdited':
    case 'OrderDeliveryMethodChanged':
      return { ...row, finalPrice: event.data.price.finalPrice, position };
    default:
      return row;
  }
}

export const orderTransactionsProjection = defineProjection<OrderTransactionsRow, OrderEvent>({
  name: 'order-transactions',
  version: 1,
  codec: orderEventCodec,
  eventTypes: EVENT_TYPES,
  keysOf: (event) => [orderRowKeyOf(event)],
  evolve: (row, event) => evolveOrderTransactions(row, event),
  // Read one at a time by its order, never listed: nothing to filter or sort on.
  index: (row) => ({ vendorId: row.vendorId }),
});
