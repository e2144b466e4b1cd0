// Money of a contract payment owed back (ContractTransactionRefunded: the contract was paid by
// another payment, or its code on another contract, or the provider took another amount), paid back through the provider that took it.
// A provider that fails leaves the refund DUE, asked again by the hourly payment inquiry, which
// also asks the provider where a refund it took stands (spec §9).
import {
  subscriptionAggregate,
  transactionOf,
  type ContractTransaction,
} from '@sofre/engine/subscriptions';
import type { FastifyBaseLogger } from 'fastify';
import type { CommandRunner } from '../commands/command-runner.ts';
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
  if (!provider.refund) {
    log.warn(
      { vendorId, transactionId },
      'provider cannot refund a contract payment: pay it back by hand',
    );
    return tx;
  }
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
      'contract payment refund failed at the provider',
    );
    return tx;
  }
  const noted = await deps.runner.run(
    { vendorId, actor: systemOf(tx.provider) },
    subscriptionAggregate,
    {
      type: 'NoteContractRefund',
      data: { transactionId, providerRefundId: answer.providerRefundId, status: answer.status },
    },
    { wait: false },
  );
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
  if (status === 'PENDING') return;
  await deps.runner.run(
    { vendorId, actor: systemOf(tx.provider) },
    subscriptionAggregate,
    {
      type: 'NoteContractRefund',
      data: { transactionId: tx.transactionId, providerRefundId, status },
    },
    { wait: false },
  );
}
