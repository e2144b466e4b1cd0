// Money of a contract payment owed back (ContractTransactionRefunded: the contract was paid by
// another payment, or its code on another contract, or the provider took another amount), paid
// back through the provider that took it. The engine decides each step
// (engine/src/subscriptions/contract-refund.decide.ts): the asking is claimed on the stream first
// (RequestContractRefund), so only one caller asks the provider. Each step has a command id of its
// own, never one shared by callers: the store answers a repeated id as the first append did, so two
// callers sharing an id would both believe they claimed; with ids of their own, the second's append
// meets the first's on the stream's revision and is decided again, finding the ask taken. A provider
// that fails leaves the refund DUE, asked again by the hourly payment inquiry, which also asks the
// provider where a refund it took stands (spec §9). A refund to be paid back by hand (the provider
// cannot refund, refused it, or never answered) is logged once, at error level, for the operator.
import {
  subscriptionAggregate,
  transactionOf,
  type ContractTransaction,
  type SubscriptionCommand,
} from '@sofre/engine/subscriptions';
import type { FastifyBaseLogger } from 'fastify';
import type { CommandRunner } from '../commands/command-runner.ts';
import type { RefundStatus } from '../payments/providers/payment-provider.port.ts';
import type { ContractProviders } from './contract-providers.ts';

/** What paying money back needs: the command runner and the providers. */
export interface Refunds {
  readonly runner: CommandRunner;
  readonly providers: ContractProviders;
}

export const systemOf = (providerName: string) => ({
  userId: `payment-${providerName.toLowerCase()}`,
  kind: 'SYSTEM' as const,
});

const BY_HAND = new Set(['FAILED', 'MANUAL']);

/** Runs a refund step as the provider; a refund newly left to be paid by hand is logged once. */
async function refundStep(
  deps: Refunds,
  log: FastifyBaseLogger,
  tx: ContractTransaction,
  vendorId: string,
  command: Omit<SubscriptionCommand, 'metadata'>,
) {
  const result = await deps.runner.run(
    { vendorId, actor: systemOf(tx.provider) },
    subscriptionAggregate,
    command,
    { wait: false },
  );
  const byHand = result.events.find(
    (e) => e.type === 'ContractRefundNoted' && BY_HAND.has(e.data.status),
  );
  if (byHand)
    log.error(
      { vendorId, transactionId: tx.transactionId, refund: byHand.data, amount: tx.refund?.amount },
      'contract payment refund to be paid back by hand',
    );
  return result;
}

/** The provider's word on a refund, noted once per word. */
const note = (
  deps: Refunds,
  log: FastifyBaseLogger,
  vendorId: string,
  tx: ContractTransaction,
  providerRefundId: string | null,
  status: RefundStatus | 'MANUAL',
) =>
  refundStep(deps, log, tx, vendorId, {
    type: 'NoteContractRefund',
    data: { transactionId: tx.transactionId, providerRefundId, status },
  });

/** A refund owed on the payment (still DUE) asked of the provider that took it; else as it was. */
export async function payBack(
  deps: Refunds,
  log: FastifyBaseLogger,
  vendorId: string,
  tx: ContractTransaction,
): Promise<ContractTransaction> {
  const refund = tx.refund;
  if (tx.status !== 'DONE' || refund?.status !== 'DUE') return tx;
  const { transactionId } = tx;
  const provider = deps.providers.named(tx.provider);
  if (!provider.refund)
    return transactionOf(
      (await note(deps, log, vendorId, tx, null, 'MANUAL')).state,
      transactionId,
    )!;
  const claim = await refundStep(deps, log, tx, vendorId, {
    type: 'RequestContractRefund',
    data: { transactionId },
  });
  if (!claim.events.some((e) => e.type === 'ContractRefundRequested'))
    return transactionOf(claim.state, transactionId)!;
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
    log.error(
      { err: error, vendorId, transactionId },
      'contract payment refund failed at the provider; asked again later',
    );
    return transactionOf(claim.state, transactionId)!;
  }
  const noted = await note(deps, log, vendorId, tx, answer.providerRefundId, answer.status);
  return transactionOf(noted.state, transactionId)!;
}

/** A refund not settled yet, one look: still DUE, asked for again; taken, inquired. */
export async function inquireRefund(
  deps: Refunds,
  log: FastifyBaseLogger,
  vendorId: string,
  tx: ContractTransaction,
): Promise<void> {
  if (tx.refund?.status === 'DUE') {
    await payBack(deps, log, vendorId, tx);
    return;
  }
  const provider = deps.providers.named(tx.provider);
  const providerRefundId = tx.refund?.providerRefundId;
  if (tx.refund?.status !== 'PENDING' || !provider.inquireRefund || !providerRefundId) return;
  const status = await provider.inquireRefund(providerRefundId);
  if (status !== 'PENDING') await note(deps, log, vendorId, tx, providerRefundId, status);
}
