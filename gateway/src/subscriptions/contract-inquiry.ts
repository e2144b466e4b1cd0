// The vendor's contract payments in the hourly payment inquiry (payments/payment-inquiry.job.ts),
// as it does an order's: a payment never verified is asked of the provider it recorded — the payer
// may have paid and closed the tab — and kept if paid (or given back, if the contract cannot keep
// it); unpaid past the payment window (PAYMENT_ABANDONED_MS, the engine's
// contractPaymentsToInquire) it is given up as EXPIRED, and one the provider never took as
// GATEWAY_REQUEST_FAILED. A refund not settled is asked for again or inquired. One payment's
// failure is logged and the pass goes on; the next pass tries it again.
import {
  contractPaymentsToInquire,
  subscriptionAggregate,
  type ContractTransaction,
} from '@sofre/engine/subscriptions';
import type { FastifyBaseLogger } from 'fastify';
import { verifyAtProvider } from './contract-payments.ts';
import { inquireRefund, systemOf, type Refunds } from './contract-refunds.ts';
import { subscriptionOf } from './plan-lookup.ts';

/** One pass over the vendor's open contract payments and refunds; answers how many it looked at. */
export async function inquireContractPayments(
  deps: Refunds,
  log: FastifyBaseLogger,
  vendorId: string,
): Promise<number> {
  const state = await subscriptionOf(deps.runner.platform.store, vendorId);
  const now = deps.runner.clock().toISOString();
  const payments = contractPaymentsToInquire(state, now);
  const refunds = state.transactions.filter(
    (t) => t.refund?.status === 'DUE' || t.refund?.status === 'PENDING',
  );
  const look = async (tx: ContractTransaction, step: () => Promise<unknown>) => {
    try {
      await step();
    } catch (error) {
      log.warn(
        { err: error, vendorId, transactionId: tx.transactionId },
        'contract payment inquiry failed; next pass tries again',
      );
    }
  };
  for (const { tx, abandoned } of payments)
    await look(tx, () => inquirePayment(deps, log, vendorId, tx, abandoned));
  for (const tx of refunds) await look(tx, () => inquireRefund(deps, log, vendorId, tx));
  return payments.length + refunds.length;
}

async function inquirePayment(
  deps: Refunds,
  log: FastifyBaseLogger,
  vendorId: string,
  tx: ContractTransaction,
  abandoned: boolean,
) {
  if (tx.status === 'PENDING' && tx.authority)
    return verifyAtProvider(deps, log, vendorId, tx, {}, abandoned ? 'EXPIRE' : 'WAIT');
  // Never taken by the provider (or its answer lost): nothing to ask it with.
  if (!abandoned) return;
  await deps.runner.run(
    { vendorId, actor: systemOf(tx.provider) },
    subscriptionAggregate,
    {
      type: 'CompleteContractTransaction',
      data: {
        transactionId: tx.transactionId,
        result: { outcome: 'NOT_PAID', reason: 'GATEWAY_REQUEST_FAILED' },
      },
    },
    { wait: false, commandId: `contract-payment-expired:${tx.transactionId}` },
  );
}
