// The gateway's side of paying a contract: HTTP in and out of the engine's workflow
// (engine/src/subscriptions/pay-contract.workflow.ts), which decides each step and asks the
// payment port between them. {id}/payment opens a transaction with the deployment's provider and
// answers its page; the verify settles it once; the hourly payment inquiry asks about payments
// and refunds not settled yet (app.ts hands inquireContracts to payments/payment-inquiry.job.ts).
import {
  inquireContractPayments,
  type ContractPaymentProviders,
  startContractPayment,
  verifyContractPayment,
} from '@sofre/engine/subscriptions';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AuthDeps } from '../auth/auth.deps.ts';
import type { CommandRunner } from '../commands/command-runner.ts';
import type { WorkflowRun } from '../commands/run-workflow.ts';
import { contextOf } from '../http/request-context.ts';

export const CONTRACTS = '/api-identity/contracts';

export interface ContractDeps extends AuthDeps {
  readonly providers: ContractPaymentProviders;
}

/** What the workflow runs on: the store, the providers, and the log an operator reads. */
const workflowOf = (
  runner: CommandRunner,
  providers: ContractPaymentProviders,
  log: FastifyBaseLogger,
) => ({
  store: runner.platform.store,
  providers,
  alerts: log,
});

/** Opens a payment of the contract for the route's run (its metadata: the request's). */
export async function openPayment(
  deps: ContractDeps,
  request: FastifyRequest,
  { metadata, newId }: Pick<WorkflowRun, 'metadata' | 'newId'>,
  contractId: string,
) {
  const { vendor } = contextOf(request);
  const transactionId = newId();
  const query = new URLSearchParams({ transactionId, vendorId: vendor.id });
  const opened = await startContractPayment(workflowOf(deps.runner, deps.providers, request.log), {
    metadata,
    contractId,
    transactionId,
    callbackUrl: `${request.protocol}://${request.host}${CONTRACTS}/transaction/verify?${query}`,
    describe: (packageTitle) => `اشتراک «${packageTitle}» ${vendor.name}`,
  });
  return {
    transactionId,
    contractId,
    amount: opened.amount,
    submitUrl: opened.payUrl,
    status: 'PENDING' as const,
  };
}

/** Who acts when no one is signed in: the provider's callback, the hourly inquiry. */
const system = (userId: string) => ({ userId, kind: 'SYSTEM' as const });

/** The payer came back from the provider (no token: the query names the vendor and our payment). */
export function verifyOnce(
  deps: ContractDeps,
  log: FastifyBaseLogger,
  vendorId: string,
  transactionId: string,
  callback: Record<string, string>,
) {
  const metadata = deps.runner.metadataFor({ vendorId, actor: system('payment-callback') });
  return verifyContractPayment(
    workflowOf(deps.runner, deps.providers, log),
    metadata,
    transactionId,
    callback,
  );
}

/** The vendor's share of the hourly payment inquiry: its contract payments and refunds. */
export function inquireContracts(
  deps: { readonly runner: CommandRunner; readonly providers: ContractPaymentProviders },
  log: FastifyBaseLogger,
  vendorId: string,
) {
  const metadata = deps.runner.metadataFor({ vendorId, actor: system('payment-inquiry') });
  return inquireContractPayments(workflowOf(deps.runner, deps.providers, log), metadata);
}
