// The platform admin's refunds to pay back by hand (GET /api-identity/contracts/refunds/by-hand):
// every vendor's contract payments, a row each, listed while its refund is FAILED, MANUAL or
// UNANSWERED (the engine's BY_HAND). A refund is known only by its payment's id, and the provider
// and its reference come before it (ContractTransactionStarted, ContractTransactionDone), so each
// payment keeps an unlisted row until it has a refund to list; one whose refund the provider paid
// out (SETTLED) is done with and leaves. The rows are the platform's, across vendors: indexed under
// the platform (CONTRACT_REFUNDS_TENANT) with the vendor inside, as the print queue's.
import { PLATFORM_VENDOR_ID } from '@sofre/engine/identity';
import {
  isByHand,
  subscriptionEventCodec,
  type ContractRefund,
  type SubscriptionEvent,
} from '@sofre/engine/subscriptions';
import { defineProjection, type ProjectedEvent } from '../projection.ts';
import { utcInstant } from '../tehran-day.ts';

export const CONTRACT_REFUNDS_BY_HAND = 'contract-refunds-by-hand';
export const CONTRACT_REFUNDS_TENANT = PLATFORM_VENDOR_ID;

/** A vendor's payment of a contract, as the refunds to pay by hand need it. */
export interface ContractPaymentRow {
  readonly vendorId: string;
  readonly transactionId: string;
  readonly contractId: string;
  readonly provider: string;
  /** The provider's reference of the payment, once verified. */
  readonly referenceId: string | null;
  /** When the payment began (UTC): the list's order. */
  readonly startedAt: string;
  readonly refund: Omit<ContractRefund, 'providerRefundId'> | null;
  readonly position: string;
}

const PAYMENT_EVENTS = [
  'ContractTransactionStarted',
  'ContractTransactionDone',
  'ContractTransactionRefunded',
  'ContractRefundRequested',
  'ContractRefundNoted',
] as const;
type PaymentEvent = Extract<SubscriptionEvent, { type: (typeof PAYMENT_EVENTS)[number] }>;

export const contractPaymentKey = (vendorId: string, transactionId: string): string =>
  `${vendorId}:${transactionId}`;

type RefundChange = Partial<NonNullable<ContractPaymentRow['refund']>>;
const withRefund = (row: ContractPaymentRow | undefined, change: RefundChange, position: string) =>
  row?.refund ? { ...row, refund: { ...row.refund, ...change }, position } : row;

export function evolveContractPayment(
  row: ContractPaymentRow | undefined,
  event: ProjectedEvent<PaymentEvent>,
): ContractPaymentRow | undefined {
  const position = event.position;
  switch (event.type) {
    case 'ContractTransactionStarted': {
      const { transactionId, contractId, provider } = event.data;
      const vendorId = event.metadata.vendorId;
      const startedAt = utcInstant(event.metadata.occurredAt);
      return (
        row ?? {
          vendorId,
          transactionId,
          contractId,
          provider,
          referenceId: null,
          startedAt,
          refund: null,
          position,
        }
      );
    }
    case 'ContractTransactionDone':
      return row && { ...row, referenceId: event.data.referenceId, position };
    case 'ContractTransactionRefunded': {
      const { refundId, amount, reason } = event.data;
      const refund = { refundId, amount, reason, status: 'DUE' as const, asks: 0, askedAt: null };
      return row && { ...row, refund, position };
    }
    case 'ContractRefundRequested':
      return withRefund(row, { asks: event.data.ask, askedAt: event.data.askedAt }, position);
    case 'ContractRefundNoted':
      // Paid out by the provider: nothing is left to do with the payment.
      if (event.data.status === 'SETTLED') return row?.refund ? undefined : row;
      return withRefund(row, { status: event.data.status }, position);
    default:
      return event satisfies never;
  }
}

export const contractRefundsByHandProjection = defineProjection<ContractPaymentRow, PaymentEvent>({
  name: CONTRACT_REFUNDS_BY_HAND,
  version: 1,
  codec: subscriptionEventCodec,
  eventTypes: [...PAYMENT_EVENTS],
  keysOf: (event) => [contractPaymentKey(event.metadata.vendorId, event.data.transactionId)],
  evolve: (row, event) => evolveContractPayment(row, event),
  // status: the refund's; only a refund to pay back by hand is listed.
  index: (row) => ({
    vendorId: CONTRACT_REFUNDS_TENANT,
    listed: isByHand(row.refund?.status),
    ...(row.refund ? { status: row.refund.status } : {}),
    sortAt: row.startedAt,
  }),
});
