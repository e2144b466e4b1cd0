// Paying back a contract payment's money (ContractTransactionRefunded), decided. The refund is
// asked of the provider by one caller at a time: RequestContractRefund is the claim on the stream
// — a replayed callback, the hourly inquiry or a second gateway find it taken and ask nothing. A
// request the provider never answered (it was down, the gateway stopped) is asked again once
// REFUND_ASK_AGAIN_MS passed; after MAX_REFUND_ASKS it is left to be paid back by hand as
// UNANSWERED (the provider may have refunded it all the same, a timeout: the operator checks
// first), apart from one the provider cannot pay at all (MANUAL). The provider's word (taken, paid
// out, refused) is noted once; SETTLED, FAILED, MANUAL and UNANSWERED are final.
import { domainError } from '../shared/domain-error.ts';
import type { SubscriptionCommandOf } from './subscription.decider.ts';
import {
  ContractRefundNoted,
  ContractRefundRequested,
  type SubscriptionEvent,
} from './subscription.events.ts';
import { transactionOf, type SubscriptionState } from './subscription.state.ts';

/** A request the provider left unanswered this long is asked again (hourly inquiry: each pass). */
export const REFUND_ASK_AGAIN_MS = 30 * 60_000;
/** Asked this often (about five hours of the hourly inquiry) with no answer: UNANSWERED. */
export const MAX_REFUND_ASKS = 5;

function refundOf(state: SubscriptionState, transactionId: string) {
  const tx = transactionOf(state, transactionId);
  if (!tx) throw domainError('TRANSACTION_NOT_FOUND');
  if (!tx.refund) throw domainError('REFUND_NOT_FOUND', { transactionId });
  return tx.refund;
}

/** The claim to ask the provider now: [] when it is not to be asked (taken, answered, too soon). */
export function decideRequestRefund(
  command: SubscriptionCommandOf<'RequestContractRefund'>,
  state: SubscriptionState,
): SubscriptionEvent[] {
  const { transactionId } = command.data;
  const { now } = command.metadata;
  const refund = refundOf(state, transactionId);
  if (refund.status !== 'DUE') return [];
  const { refundId, asks, askedAt } = refund;
  if (askedAt !== null && Date.parse(now) - Date.parse(askedAt) < REFUND_ASK_AGAIN_MS) return [];
  if (asks >= MAX_REFUND_ASKS)
    return [
      ContractRefundNoted({
        transactionId,
        refundId,
        providerRefundId: null,
        status: 'UNANSWERED',
      }),
    ];
  return [ContractRefundRequested({ transactionId, refundId, ask: asks + 1, askedAt: now })];
}

/** The refund's fate as the provider (or the gateway, MANUAL) told it; a repeat changes nothing. */
export function decideNoteRefund(
  command: SubscriptionCommandOf<'NoteContractRefund'>,
  state: SubscriptionState,
): SubscriptionEvent[] {
  const { transactionId, providerRefundId, status } = command.data;
  const refund = refundOf(state, transactionId);
  if (refund.status !== 'DUE' && refund.status !== 'PENDING') return [];
  if (
    refund.status === status &&
    (providerRefundId ?? refund.providerRefundId) === refund.providerRefundId
  )
    return [];
  return [
    ContractRefundNoted({ transactionId, refundId: refund.refundId, providerRefundId, status }),
  ];
}

/** Refund statuses paid back by hand: refused, not payable by the provider, or never answered. */
export const BY_HAND = ['FAILED', 'MANUAL', 'UNANSWERED'] as const;
export type ByHandStatus = (typeof BY_HAND)[number];
export const isByHand = (status: string | undefined): status is ByHandStatus =>
  (BY_HAND as readonly string[]).includes(status ?? '');
