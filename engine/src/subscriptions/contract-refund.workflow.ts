// Paying back a contract payment's money (ContractTransactionRefunded: the contract was paid by
// another payment, or its code on another contract, or the provider took another amount) through
// the provider that took it. The asking is claimed on the stream first (RequestContractRefund,
// contract-refund.decide.ts), so one caller asks the provider however many race — a replayed
// callback, the hourly inquiry, a second gateway. A provider that fails leaves the refund DUE, asked
// again by the hourly inquiry, which also asks where a refund the provider took stands (spec §9).
// A refund newly left to be paid back by hand (the provider cannot refund, refused, or never
// answered) is said once, at error level, to the operator.
import type { CommandMetadata } from '../shared/messages.ts';
import type { EventStore } from '../store/event-store.port.ts';
import type {
  ContractPaymentProviders,
  PaymentAlerts,
  ProviderRefundStatus,
} from './contract-payment.port.ts';
import { isByHand } from './contract-refund.decide.ts';
import { runStep } from './contract-steps.ts';
import type { SubscriptionCommand } from './subscription.decider.ts';
import { transactionOf, type ContractTransaction } from './subscription.state.ts';

export interface RefundDeps {
  readonly store: EventStore;
  readonly providers: ContractPaymentProviders;
  readonly alerts: PaymentAlerts;
}

/** Runs a refund step; a refund it leaves to be paid by hand is said to the operator. */
async function refundStep(
  deps: RefundDeps,
  metadata: CommandMetadata,
  tx: ContractTransaction,
  name: string,
  command: Omit<SubscriptionCommand, 'metadata'>,
) {
  const result = await runStep(deps.store, metadata, `${name}:${tx.transactionId}`, command);
  const byHand = result.events.find(
    (e) => e.type === 'ContractRefundNoted' && isByHand(e.data.status),
  );
  if (byHand)
    deps.alerts.error(
      { vendorId: metadata.vendorId, refund: byHand.data, amount: tx.refund?.amount },
      'contract payment refund to be paid back by hand',
    );
  return { events: result.events, tx: transactionOf(result.state, tx.transactionId)! };
}

async function note(
  deps: RefundDeps,
  metadata: CommandMetadata,
  tx: ContractTransaction,
  providerRefundId: string | null,
  status: ProviderRefundStatus | 'MANUAL',
) {
  const noted = await refundStep(deps, metadata, tx, `refund-noted-${status.toLowerCase()}`, {
    type: 'NoteContractRefund',
    data: { transactionId: tx.transactionId, providerRefundId, status },
  });
  return noted.tx;
}

/** A refund owed on the payment (still DUE) asked of the provider that took it; else as it was. */
export async function payBackContractPayment(
  deps: RefundDeps,
  metadata: CommandMetadata,
  tx: ContractTransaction,
): Promise<ContractTransaction> {
  const refund = tx.refund;
  if (tx.status !== 'DONE' || refund?.status !== 'DUE') return tx;
  const provider = deps.providers.named(tx.provider);
  if (!provider.refund) return note(deps, metadata, tx, null, 'MANUAL');
  // Too many asks unanswered: the claim answers UNANSWERED instead (said by refundStep).
  const claim = await refundStep(deps, metadata, tx, 'refund-ask', {
    type: 'RequestContractRefund',
    data: { transactionId: tx.transactionId },
  });
  if (!claim.events.some((e) => e.type === 'ContractRefundRequested')) return claim.tx;
  let answer;
  try {
    answer = await provider.refund({
      authority: tx.authority ?? '',
      referenceId: tx.referenceId ?? '',
      refundId: refund.refundId,
      amount: refund.amount,
      // A refund here is always the whole of what the provider took (AMOUNT_MISMATCH: not ours).
      paidAmount: refund.amount,
      reason: refund.reason,
    });
  } catch (error) {
    deps.alerts.error(
      { err: error, vendorId: metadata.vendorId, transactionId: tx.transactionId },
      'contract payment refund failed at the provider; asked again later',
    );
    return claim.tx;
  }
  return note(deps, metadata, claim.tx, answer.providerRefundId, answer.status);
}

/** A refund not settled yet, one look: still DUE, asked for again; taken, inquired. */
export async function inquireContractRefund(
  deps: RefundDeps,
  metadata: CommandMetadata,
  tx: ContractTransaction,
): Promise<void> {
  if (tx.refund?.status === 'DUE') {
    await payBackContractPayment(deps, metadata, tx);
    return;
  }
  const provider = deps.providers.named(tx.provider);
  const providerRefundId = tx.refund?.providerRefundId;
  if (tx.refund?.status !== 'PENDING' || !provider.inquireRefund || !providerRefundId) return;
  const status = await provider.inquireRefund(providerRefundId);
  if (status !== 'PENDING') await note(deps, metadata, tx, providerRefundId, status);
}
