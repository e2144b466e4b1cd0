// The gateway's half of paying a contract: the engine decides each step
// (engine/src/subscriptions/contract-payment.decide.ts), this module does the provider's I/O
// between them. {id}/payment opens a transaction (INIT) with the deployment's provider, asks it
// (PENDING) and answers its page; the verify asks the provider the transaction recorded, with OUR
// amount, and settles the transaction once. Money verified that the contract cannot keep is paid
// back through the same provider (contract-refunds.ts); payments the payer never came back from
// are asked about by the hourly inquiry (contract-inquiry.ts).
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
import type { ContractProviders } from './contract-providers.ts';
import { payBack, systemOf, type Refunds } from './contract-refunds.ts';
import { subscriptionOf } from './plan-lookup.ts';

export const CONTRACTS = '/api-identity/contracts';

export interface ContractDeps extends AuthDeps {
  readonly providers: ContractProviders;
}

export async function openPayment(deps: ContractDeps, request: FastifyRequest, contractId: string) {
  const { vendor } = contextOf(request);
  const provider = deps.providers.current;
  const transactionId = randomUUID();
  const run = (command: Omit<SubscriptionCommand, 'metadata'>) =>
    deps.runner.run(request, subscriptionAggregate, command, { wait: false });
  const started = await run({
    type: 'StartContractTransaction',
    data: { contractId, transactionId, provider: provider.name },
  });
  const contract = contractOf(started.state, contractId)!;
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

/** The payer came back: asks the provider about a payment still open, with our record's authority. */
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
  return verifyAtProvider(deps, log, vendorId, tx, callback, 'FAIL');
}

/**
 * What to do with a payment the provider says is not paid: FAIL it with the provider's reason (the
 * payer came back), WAIT (the payer may still be at the page), or EXPIRE it (abandoned).
 */
export type WhenUnpaid = 'FAIL' | 'WAIT' | 'EXPIRE';

/** Verifies a PENDING payment at the provider it recorded, settles it, and pays back a refund owed. */
export async function verifyAtProvider(
  deps: Refunds,
  log: FastifyBaseLogger,
  vendorId: string,
  tx: ContractTransaction,
  callback: Record<string, string>,
  whenUnpaid: WhenUnpaid,
): Promise<ContractTransaction> {
  const { transactionId } = tx;
  const provider = deps.providers.named(tx.provider);
  const outcome = await provider.verify({
    authority: tx.authority ?? '',
    amount: tx.amount,
    callback,
  });
  if (outcome.outcome === 'NOT_PAID' && whenUnpaid === 'WAIT') return tx;
  const result =
    outcome.outcome === 'PAID'
      ? { outcome: 'PAID' as const, amount: outcome.amount, referenceId: outcome.referenceId }
      : {
          outcome: 'NOT_PAID' as const,
          reason: whenUnpaid === 'EXPIRE' ? 'EXPIRED' : outcome.reason,
        };
  const done = await deps.runner.run(
    { vendorId, actor: systemOf(tx.provider) },
    subscriptionAggregate,
    { type: 'CompleteContractTransaction', data: { transactionId, result } },
    { wait: false },
  );
  return payBack(deps, log, vendorId, transactionOf(done.state, transactionId)!);
}
