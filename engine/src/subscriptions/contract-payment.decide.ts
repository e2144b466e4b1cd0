// Paying a contract, decided: a payment is started, sent to the provider, verified once. A contract
// is paid by one payment only, and money it cannot keep is never kept silently:
// - while a payment of the contract is still open (INIT or PENDING, begun within the payment
//   window) a second is refused — a second tab or a double click does not take the money twice;
// - a contract whose code the vendor already used for good — paid for on another contract, or
//   given a term by it (codeUsedUp) — cannot be paid (a code is used once per vendor, and two
//   contracts opened with one DISCOUNT code wait unpaid side by side);
// - money verified for a contract already paid (a payment left open past the window and paid
//   after all), or whose code was paid for meanwhile, or another amount than the contract's, is
//   recorded and owed back through the provider that took it (ContractTransactionRefunded, then
//   what the provider said of it);
// - a payment failed on the payer's or the bank's word (an early callback, a cancel) may still be
//   paid on the provider's page, as an order's (mayPayLate): money verified for it later pays the
//   contract or goes back by the rules above.
import { PAYMENT_ABANDONED_MS } from '../payments/payment.state.ts';
import { domainError } from '../shared/domain-error.ts';
import type { SubscriptionCommandOf } from './subscription.decider.ts';
import {
  ContractTransactionDone,
  ContractTransactionFailed,
  ContractTransactionRefunded,
  ContractTransactionStarted,
  type ContractRefundReason,
  type SubscriptionEvent,
} from './subscription.events.ts';
import {
  codeUsedUp,
  contractOf,
  evolveSubscription,
  transactionOf,
  type Contract,
  type ContractTransaction,
  type SubscriptionState,
} from './subscription.state.ts';
import { paidContract } from './subscription-term.decide.ts';

/** A payment still INIT or PENDING begun within PAYMENT_ABANDONED_MS (a version 1 one: long past). */
const stillOpen = (tx: ContractTransaction, now: string) =>
  (tx.status === 'INIT' || tx.status === 'PENDING') &&
  tx.startedAt !== null &&
  Date.parse(now) - Date.parse(tx.startedAt) < PAYMENT_ABANDONED_MS;

/**
 * A payment failed on the payer's or the bank's word may still be paid at the provider's page: a
 * callback for it asks the provider again. One the provider never took (no authority, or its
 * request failed), or that saw another amount, cannot — the orders' rule (online-payments.ts).
 */
export const mayPayLate = (tx: ContractTransaction) =>
  tx.status === 'FAILED' &&
  tx.authority !== null &&
  tx.failure !== 'GATEWAY_REQUEST_FAILED' &&
  tx.failure !== 'AMOUNT_MISMATCH';

/**
 * The payments the hourly inquiry asks about: every one not verified yet (the payer may have paid
 * and closed the tab); `abandoned` once past the window, when one still unpaid is given up.
 */
export const contractPaymentsToInquire = (state: SubscriptionState, now: string) =>
  state.transactions
    .filter((t) => t.status === 'INIT' || t.status === 'PENDING')
    .map((tx) => ({ tx, abandoned: !stillOpen(tx, now) }));

export function decideStartTransaction(
  command: SubscriptionCommandOf<'StartContractTransaction'>,
  state: SubscriptionState,
): SubscriptionEvent[] {
  const { contractId, transactionId, provider } = command.data;
  const { now } = command.metadata;
  if (transactionOf(state, transactionId)) return [];
  const contract = contractOf(state, contractId);
  if (!contract) throw domainError('CONTRACT_NOT_FOUND');
  if (contract.status === 'PAID') throw domainError('CONTRACT_ALREADY_PAID');
  if (contract.code !== null && codeUsedUp(state, contract.code, contractId))
    throw domainError('SUBSCRIPTION_CODE_ALREADY_USED', { code: contract.code });
  const open = state.transactions.find((t) => t.contractId === contractId && stillOpen(t, now));
  if (open)
    throw domainError('CONTRACT_PAYMENT_IN_PROGRESS', { transactionId: open.transactionId });
  return [
    ContractTransactionStarted({
      contractId,
      transactionId,
      amount: contract.amount,
      provider,
      startedAt: now,
    }),
  ];
}

/** Why the contract cannot keep money verified for it now; undefined: it can. */
function refusalOf(state: SubscriptionState, contract: Contract): ContractRefundReason | undefined {
  if (contract.status === 'PAID') return 'CONTRACT_ALREADY_PAID';
  if (contract.code !== null && codeUsedUp(state, contract.code, contract.contractId))
    return 'SUBSCRIPTION_CODE_ALREADY_USED';
  return undefined;
}

export function decideCompleteTransaction(
  command: SubscriptionCommandOf<'CompleteContractTransaction'>,
  state: SubscriptionState,
): SubscriptionEvent[] {
  const { transactionId, result } = command.data;
  const tx = transactionOf(state, transactionId);
  if (!tx) throw domainError('TRANSACTION_NOT_FOUND');
  // Verified once: a repeated callback (a reload, a second tab) changes nothing; a failed payment
  // changes only when paid after all.
  if (tx.status === 'DONE') return [];
  if (tx.status === 'FAILED' && (result.outcome === 'NOT_PAID' || !mayPayLate(tx))) return [];
  const { contractId } = tx;
  if (result.outcome === 'NOT_PAID')
    return [ContractTransactionFailed({ contractId, transactionId, reason: result.reason })];
  const done = ContractTransactionDone({
    contractId,
    transactionId,
    amount: result.amount,
    referenceId: result.referenceId,
  });
  // Money taken that is not the contract's price pays nothing: all of it goes back.
  const reason =
    result.amount === tx.amount
      ? refusalOf(state, contractOf(state, contractId)!)
      : 'AMOUNT_MISMATCH';
  if (reason) {
    const refundId = `refund:${transactionId}`;
    const amount = result.amount;
    return [
      done,
      ContractTransactionRefunded({ contractId, transactionId, refundId, amount, reason }),
    ];
  }
  return [done, ...paidContract(evolveSubscription(state, done), contractId, command.metadata.now)];
}
