// Paying a contract online (ARCHITECTURE decision 11): a workflow on the vendor's subscription
// stream and the payment port. Each step is decided (contract-payment.decide.ts), the provider is
// asked between them: a payment is started (INIT), asked of the deployment's provider (PENDING, or
// failed when the request fails), verified once by the provider it recorded with OUR amount;
// money the contract keeps is confirmed to a provider that asks it (settle), money it cannot keep
// is paid back (contract-refund.workflow.ts). The hourly inquiry asks about every payment not
// verified yet — the payer may have paid and closed the tab — and gives up one unpaid past
// PAYMENT_ABANDONED_MS as EXPIRED.
import { domainError } from '../shared/domain-error.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import { contractPaymentsToInquire, mayPayLate } from './contract-payment.decide.ts';
import {
  inquireContractRefund,
  payBackContractPayment,
  type RefundDeps,
} from './contract-refund.workflow.ts';
import { loadSubscription, runStep } from './contract-steps.ts';
import type { ContractPaymentProvider } from './contract-payment.port.ts';
import { contractOf, transactionOf, type ContractTransaction } from './subscription.state.ts';

export interface StartContractPaymentInputs {
  readonly metadata: CommandMetadata;
  readonly contractId: string;
  /** The new transaction's id (the engine makes none). */
  readonly transactionId: string;
  /** Ours, where the provider sends the payer back. */
  readonly callbackUrl: string;
  /** What the payer reads on the provider's page, from the package's title. */
  readonly describe: (packageTitle: string) => string;
}

/** Opens a payment of the contract at the deployment's provider; answers where to pay it. */
export async function startContractPayment(deps: RefundDeps, inputs: StartContractPaymentInputs) {
  const { metadata, contractId, transactionId } = inputs;
  const provider = deps.providers.current;
  const started = await runStep(deps.store, metadata, 'start', {
    type: 'StartContractTransaction',
    data: { contractId, transactionId, provider: provider.name },
  });
  const contract = contractOf(started.state, contractId)!;
  let opened;
  try {
    opened = await provider.request({
      transactionId,
      orderId: contractId,
      amount: contract.amount,
      callbackUrl: inputs.callbackUrl,
      description: inputs.describe(contract.packageTitle),
    });
  } catch (error) {
    await runStep(deps.store, metadata, 'request-failed', {
      type: 'CompleteContractTransaction',
      data: { transactionId, result: { outcome: 'NOT_PAID', reason: 'GATEWAY_REQUEST_FAILED' } },
    });
    throw error;
  }
  await runStep(deps.store, metadata, 'sent', {
    type: 'MarkContractTransactionSent',
    data: { transactionId, authority: opened.authority },
  });
  return { transactionId, contractId, amount: contract.amount, payUrl: opened.payUrl };
}

/**
 * The payer came back from the provider: a payment still open is verified once, with our record's
 * authority and amount, as is one failed early that may have been paid after all (mayPayLate);
 * money the contract cannot keep goes back. A callback about another payment
 * than ours settles nothing: it is refused, not failed.
 */
export async function verifyContractPayment(
  deps: RefundDeps,
  metadata: CommandMetadata,
  transactionId: string,
  callback: Readonly<Record<string, string>>,
): Promise<ContractTransaction> {
  const state = await loadSubscription(deps.store, metadata.vendorId);
  const tx = transactionOf(state, transactionId);
  if (!tx) throw domainError('TRANSACTION_NOT_FOUND');
  // Settled already: nothing to ask; a failed payment the payer may have paid after all is asked.
  if (tx.status === 'DONE' || (tx.status === 'FAILED' && !mayPayLate(tx)))
    return payBackContractPayment(deps, metadata, tx);
  const came = callback.Authority ?? callback.authority;
  if (!tx.authority || (came !== undefined && came !== tx.authority))
    throw domainError('PAYMENT_AUTHORITY_MISMATCH');
  return verifyAtProvider(deps, metadata, tx, callback, 'FAIL');
}

/**
 * What to do with a payment the provider says is not paid: FAIL it with the provider's reason (the
 * payer came back), WAIT (the payer may still be at the page), or EXPIRE it (abandoned).
 */
type WhenUnpaid = 'FAIL' | 'WAIT' | 'EXPIRE';

async function verifyAtProvider(
  deps: RefundDeps,
  metadata: CommandMetadata,
  tx: ContractTransaction,
  callback: Readonly<Record<string, string>>,
  whenUnpaid: WhenUnpaid,
): Promise<ContractTransaction> {
  const { transactionId } = tx;
  const provider = deps.providers.named(tx.provider);
  const authority = tx.authority ?? '';
  const outcome = await provider.verify({ authority, amount: tx.amount, callback });
  if (outcome.outcome === 'NOT_PAID' && whenUnpaid === 'WAIT') return tx;
  const result =
    outcome.outcome === 'PAID'
      ? { outcome: 'PAID' as const, amount: outcome.amount, referenceId: outcome.referenceId }
      : {
          outcome: 'NOT_PAID' as const,
          reason: whenUnpaid === 'EXPIRE' ? 'EXPIRED' : outcome.reason,
        };
  const done = await runStep(deps.store, metadata, `verify:${transactionId}`, {
    type: 'CompleteContractTransaction',
    data: { transactionId, result },
  });
  const recorded = transactionOf(done.state, transactionId)!;
  if (done.events.some((e) => e.type === 'ContractTransactionDone') && !recorded.refund)
    await settleAtProvider(deps, metadata, provider, recorded);
  return payBackContractPayment(deps, metadata, recorded);
}

/**
 * Money the contract keeps is confirmed to a provider that reverses it otherwise (SnappPay), once,
 * by the caller that recorded it. A provider that fails leaves the contract paid and an operator
 * told at error level: the money is to be settled by hand before the provider gives it back.
 */
async function settleAtProvider(
  deps: RefundDeps,
  metadata: CommandMetadata,
  provider: ContractPaymentProvider,
  tx: ContractTransaction,
) {
  if (!provider.settle) return;
  try {
    await provider.settle({ authority: tx.authority ?? '', referenceId: tx.referenceId ?? '' });
  } catch (error) {
    deps.alerts.error(
      { err: error, vendorId: metadata.vendorId, transactionId: tx.transactionId },
      'contract payment not settled at the provider; settle it by hand',
    );
  }
}

/** What a pass of the inquiry did: how many it looked at, and how many of them failed. */
export interface InquiryCount {
  readonly looked: number;
  readonly failed: number;
}

/**
 * The hourly inquiry's pass over the vendor's contract payments and refunds not settled yet. One
 * payment's failure is said and the pass goes on (the next pass tries it again), and counted, so
 * the inquiry's own count of failures includes it.
 */
export async function inquireContractPayments(
  deps: RefundDeps,
  metadata: CommandMetadata,
): Promise<InquiryCount> {
  const state = await loadSubscription(deps.store, metadata.vendorId);
  const payments = contractPaymentsToInquire(state, metadata.now);
  const refunds = state.transactions.filter(
    (t) => t.refund?.status === 'DUE' || t.refund?.status === 'PENDING',
  );
  let failed = 0;
  const look = async (tx: ContractTransaction, step: () => Promise<unknown>) => {
    try {
      await step();
    } catch (error) {
      failed++;
      deps.alerts.warn(
        { err: error, vendorId: metadata.vendorId, transactionId: tx.transactionId },
        'contract payment inquiry failed; next pass tries again',
      );
    }
  };
  for (const { tx, abandoned } of payments)
    await look(tx, () => inquirePayment(deps, metadata, tx, abandoned));
  for (const tx of refunds) await look(tx, () => inquireContractRefund(deps, metadata, tx));
  return { looked: payments.length + refunds.length, failed };
}

async function inquirePayment(
  deps: RefundDeps,
  metadata: CommandMetadata,
  tx: ContractTransaction,
  abandoned: boolean,
) {
  if (tx.status === 'PENDING' && tx.authority)
    return verifyAtProvider(deps, metadata, tx, {}, abandoned ? 'EXPIRE' : 'WAIT');
  // Never taken by the provider (or its answer lost): nothing to ask it with.
  if (!abandoned) return;
  await runStep(deps.store, metadata, `expire:${tx.transactionId}`, {
    type: 'CompleteContractTransaction',
    data: {
      transactionId: tx.transactionId,
      result: { outcome: 'NOT_PAID', reason: 'GATEWAY_REQUEST_FAILED' },
    },
  });
}
