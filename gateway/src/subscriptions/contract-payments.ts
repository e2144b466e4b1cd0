// The gateway's half of paying a contract: the engine decides each step
// (engine/src/subscriptions/contract-payment.decide.ts), this module does the provider's I/O
// between them. {id}/payment opens a transaction (INIT) with the deployment's provider, asks it
// (PENDING) and answers its page; the verify asks the provider the transaction recorded, with OUR
// amount, and settles the transaction once. Money verified that the contract cannot keep (paid
// already, or its code paid for on another contract) is paid back through the same provider; a
// provider that fails leaves the refund DUE, asked again by the hourly payment inquiry, which also
// asks the provider where a refund it took stands (spec §9); a provider that cannot refund at all
// leaves it to be paid back by hand (the log says so).
import { randomUUID } from 'node:crypto';
import { DomainError } from '@sofre/engine';
import {
  contractOf,
  subscriptionAggregate,
  transactionOf,
  type ContractTransaction,
  type SubscriptionCommand,
} from '@sofre/engine/subscriptions';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { contextOf } from '../http/request-context.ts';
import { PathNotFound } from '../http/problem.ts';
import type { VerifyOutcome } from '../payments/providers/payment-provider.port.ts';
import type { ContractProviders } from './contract-providers.ts';
import { subscriptionOf } from './plan-lookup.ts';

export const CONTRACTS = '/api-identity/contracts';

export interface ContractDeps extends AuthDeps {
  readonly providers: ContractProviders;
}

/** What paying money back needs: the command runner and the providers. */
type Refunds = Pick<ContractDeps, 'runner' | 'providers'>;

export async function openPayment(deps: ContractDeps, request: FastifyRequest, contractId: string) {
  const { vendor } = contextOf(request);
  const state = await subscriptionOf(deps.platform.store, vendor.id);
  const contract = contractOf(state, contractId);
  if (!contract) throw new PathNotFound('CONTRACT_NOT_FOUND');
  const provider = deps.providers.current;
  const transactionId = randomUUID();
  const run = (command: Omit<SubscriptionCommand, 'metadata'>) =>
    deps.runner.run(request, subscriptionAggregate, command, { wait: false });
  await run({
    type: 'StartContractTransaction',
    data: { contractId, transactionId, provider: provider.name },
  });
  const query = new URLSearchParams({ transactionId, vendorId: vendor.id });
  let outcome;
  try {
    outcome = await provider.request({
      transactionId,
      orderId: contractId,
      amount: contract.amount,
      callbackUrl: `${request.protocol}://${request.host}${CONTRACTS}/transaction/verify?${query}`,
      description: `اشتراک «${contract.packageTitle}» ${vendor.name}`,
    });
  } catch (error) {
    await run({
      type: 'CompleteContractTransaction',
      data: { transactionId, result: { outcome: 'NOT_PAID', reason: 'GATEWAY_REQUEST_FAILED' } },
    });
    throw error;
  }
  await run({
    type: 'MarkContractTransactionSent',
    data: { transactionId, authority: outcome.authority },
  });
  return {
    transactionId,
    contractId,
    amount: contract.amount,
    submitUrl: outcome.payUrl,
    status: 'PENDING' as const,
  };
}

const systemOf = (providerName: string) => ({
  userId: `payment-${providerName.toLowerCase()}`,
  kind: 'SYSTEM' as const,
});

/** Asks the provider about a payment still open, with our record's authority and amount. */
export async function verifyOnce(
  deps: ContractDeps,
  log: FastifyBaseLogger,
  vendorId: string,
  transactionId: string,
  callback: Record<string, string>,
): Promise<ContractTransaction> {
  const state = await subscriptionOf(deps.platform.store, vendorId);
  const tx = transactionOf(state, transactionId);
  if (!tx) throw new DomainError('TRANSACTION_NOT_FOUND');
  if (tx.status === 'DONE' || tx.status === 'FAILED') return payBack(deps, log, vendorId, tx);
  const came = callback.Authority ?? callback.authority;
  // A callback about another payment than ours settles nothing: it is refused, not failed.
  if (!tx.authority || (came !== undefined && came !== tx.authority))
    throw new DomainError('PAYMENT_AUTHORITY_MISMATCH');
  const provider = deps.providers.named(tx.provider);
  const outcome: VerifyOutcome = await provider.verify({
    authority: tx.authority,
    amount: tx.amount,
    callback,
  });
  const result =
    outcome.outcome === 'PAID'
      ? { outcome: 'PAID' as const, amount: outcome.amount, referenceId: outcome.referenceId }
      : { outcome: 'NOT_PAID' as const, reason: outcome.reason };
  const done = await deps.runner.run(
    { vendorId, actor: systemOf(tx.provider) },
    subscriptionAggregate,
    { type: 'CompleteContractTransaction', data: { transactionId, result } },
    { wait: false },
  );
  return payBack(deps, log, vendorId, transactionOf(done.state, transactionId)!);
}

/** A refund owed on the payment (still DUE) asked of the provider that took it; else as it was. */
async function payBack(
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
      paidAmount: tx.amount,
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

/**
 * The vendor's contract refunds not settled yet, one pass: a refund still DUE is asked for again, one
 * the provider took is inquired. Answers how many it looked at.
 */
export async function inquireContractRefunds(
  deps: Refunds,
  log: FastifyBaseLogger,
  vendorId: string,
): Promise<number> {
  const state = await subscriptionOf(deps.runner.platform.store, vendorId);
  const open = state.transactions.filter(
    (t) => t.refund?.status === 'DUE' || t.refund?.status === 'PENDING',
  );
  for (const tx of open) {
    if (tx.refund?.status === 'DUE') {
      await payBack(deps, log, vendorId, tx);
      continue;
    }
    const provider = deps.providers.named(tx.provider);
    const providerRefundId = tx.refund?.providerRefundId;
    if (!provider.inquireRefund || !providerRefundId) continue;
    const status = await provider.inquireRefund(providerRefundId);
    if (status === 'PENDING') continue;
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
  return open.length;
}
