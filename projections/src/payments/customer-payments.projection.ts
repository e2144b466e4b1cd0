// A customer's own online payments (GET /api/transactions/me): one row per customer holding their
// newest transactions, so the list is one read. Bounded: a customer sees their last 100.
import type { PaymentEvent } from '@sofre/engine/payments';
import { paymentEventCodec } from '@sofre/engine/payments';
import { defineProjection, type ProjectedEvent } from '../projection.ts';

export const CUSTOMER_PAYMENTS_KEPT = 100;

export interface CustomerPaymentsRow {
  readonly customerId: string;
  /** Newest first. */
  readonly transactionIds: readonly string[];
  readonly position: string;
}

export const customerPaymentsKey = (vendorId: string, customerId: string) =>
  `${vendorId}:${customerId}`;

export function evolveCustomerPayments(
  row: CustomerPaymentsRow | undefined,
  event: ProjectedEvent<PaymentEvent>,
): CustomerPaymentsRow | undefined {
  if (event.type !== 'PaymentInitiated' || !event.data.customerId) return row;
  const { customerId, transactionId } = event.data;
  const earlier = (row?.transactionIds ?? []).filter((id) => id !== transactionId);
  const transactionIds = [transactionId, ...earlier].slice(0, CUSTOMER_PAYMENTS_KEPT);
  return { customerId, transactionIds, position: event.position };
}

export const customerPaymentsProjection = defineProjection<CustomerPaymentsRow, PaymentEvent>({
  name: 'customer-payments',
  version: 1,
  codec: paymentEventCodec,
  eventTypes: ['PaymentInitiated'],
  keysOf: (event) =>
    event.type === 'PaymentInitiated' && event.data.customerId
      ? [customerPaymentsKey(event.metadata.vendorId, event.data.customerId)]
      : [],
  evolve: (row, event) => evolveCustomerPayments(row, event),
  index: (_row, event) => ({ vendorId: event.metadata.vendorId }),
});
