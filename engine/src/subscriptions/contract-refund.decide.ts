// Paying back a contract payment's money (ContractTransactionRefunded), decided. The refund is
// asked of the provider by one caller at a time: RequestContractRefund is the claim on the stream
// — a replayed callback, the hourly inquiry or a second gateway find it taken and ask nothing. A
// request the provider never answered (it was down, the gateway stopped) is asked again once
// REFUND_ASK_AGAIN_MS passed; after MAX_REFUND_ASKS it is left to be paid back by hand (MANUAL),
// as is one the provider cannot pay at all. The provider's word (taken, paid out, refused) is
// noted once; SETTLED, FAILED and MANUAL are final.
import { domainError } from '../shared/domain-error.ts';
import type { SubscriptionCommandOf } from './subscription.decider.ts';
import {
  ContractRefundNoted,
  ContractRefundRequested,
  type SubscriptionEvent,
} from './subscription.events.ts';
import {
  transactionOf,
  type ContractTransaction,
  type SubscriptionState,
} from './subscription.state.ts';

/** A request the provider left unanswered this long is asked again (hourly inquiry: each pass). */
export const REFUND_ASK_AGAIN_MS = 30 * 60_000;
/** Asked this often (about five hours of the hourly inquiry) with no answer: paid back by hand. */
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
      ContractRefundNoted({ transactionId, refundId, providerRefundId: null, status: 'MANUAL' }),
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
  if (refund.status === 'SETTLED' || refund.status === 'FAILED' || refund.status === 'MANUAL')
    return [];
  if (
    refund.status === status &&
    (providerRefundId ?? refund.providerRefundId) === refund.providerRefundId
  )
    return [];
  return [
    ContractRefundNoted({ transactionId, refundId: refund.refundId, providerRefundId, status }),
  ];
}

/** The vendor's payments whose refund is to be paid back by hand: refused, or never paid by the provider. */
export const refundsByHand = (state: SubscriptionState): ContractTransaction[] =>
  state.transactions.filter((t) => t.refund?.status === 'FAILED' || t.refund?.status === 'MANUAL');
