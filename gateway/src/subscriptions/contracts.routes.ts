// /api-identity/contracts (routes.txt): the vendor's contracts with the platform and their payment.
// A contract is paid as an online payment whose payee is the platform: the same payment port and
// sandbox page as an order's (ARCHITECTURE decision 10). {id}/payment opens a transaction (INIT),
// asks the provider (PENDING) and answers its page; the provider sends the payer back to
// transaction/verify, which asks the provider with OUR amount and settles the transaction once —
// a reload or a second callback changes nothing (subscription.decider.ts) — then sends the
// browser to the back office's subscription page. available lists the vendor's contracts (its
// invoices, fee type CONTRACT), transaction/{id} one payment's status.
import { randomUUID } from 'node:crypto';
import { DomainError } from '@sofre/engine';
import {
  ContractPaymentView,
  ContractTransactionView,
  ContractView,
  VerifyContractQuery,
} from '@sofre/engine/contracts';
import {
  contractOf,
  subscriptionAggregate,
  transactionOf,
  type ContractTransaction,
} from '@sofre/engine/subscriptions';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { contextOf } from '../http/request-context.ts';
import { PathNotFound } from '../http/problem.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';
import type {
  PaymentProvider,
  VerifyOutcome,
} from '../payments/providers/payment-provider.port.ts';
import { subscriptionOf } from './plan-lookup.ts';
import { contractView } from './subscription.answers.ts';

const CONTRACTS = '/api-identity/contracts';
const tags = ['identity'];
const manage = { access: staff('vendor.manage') } as const;
const IdParams = z.object({ id: z.string().min(1).max(100) });

export interface ContractDeps extends AuthDeps {
  readonly provider: PaymentProvider;
}

const transactionView = (t: ContractTransaction) => ({
  id: t.transactionId,
  contractId: t.contractId,
  amount: t.amount,
  provider: t.provider,
  status: t.status,
  referenceId: t.referenceId,
});

/** Where the payer lands after the provider: the back office's subscription page, told how it went. */
const landingOf = (contractId: string, status: string) =>
  `/bo/subscription?contract=${encodeURIComponent(contractId)}&payment=${status === 'DONE' ? 'ok' : 'failed'}`;

async function openPayment(deps: ContractDeps, request: FastifyRequest, contractId: string) {
  const { vendor } = contextOf(request);
  const state = await subscriptionOf(deps.platform.store, vendor.id);
  const contract = contractOf(state, contractId);
  if (!contract) throw new PathNotFound('CONTRACT_NOT_FOUND');
  const transactionId = randomUUID();
  await deps.runner.run(
    request,
    subscriptionAggregate,
    {
      type: 'StartContractTransaction',
      data: { contractId, transactionId, provider: deps.provider.name },
    },
    { wait: false },
  );
  const query = new URLSearchParams({ transactionId, vendorId: vendor.id });
  let outcome;
  try {
    outcome = await deps.provider.request({
      transactionId,
      orderId: contractId,
      amount: contract.amount,
      callbackUrl: `${request.protocol}://${request.host}${CONTRACTS}/transaction/verify?${query}`,
      description: `اشتراک «${contract.packageTitle}» ${vendor.name}`,
    });
  } catch (error) {
    await deps.runner.run(
      request,
      subscriptionAggregate,
      {
        type: 'CompleteContractTransaction',
        data: { transactionId, result: { outcome: 'NOT_PAID', reason: 'GATEWAY_REQUEST_FAILED' } },
      },
      { wait: false },
    );
    throw error;
  }
  await deps.runner.run(
    request,
    subscriptionAggregate,
    { type: 'MarkContractTransactionSent', data: { transactionId, authority: outcome.authority } },
    { wait: false },
  );
  return {
    transactionId,
    contractId,
    amount: contract.amount,
    submitUrl: outcome.payUrl,
    status: 'PENDING' as const,
  };
}

/** Asks the provider about a payment still open, with our record's authority and amount. */
async function verifyOnce(
  deps: ContractDeps,
  vendorId: string,
  transactionId: string,
  callback: Record<string, string>,
) {
  const state = await subscriptionOf(deps.platform.store, vendorId);
  const tx = transactionOf(state, transactionId);
  if (!tx) throw new DomainError('TRANSACTION_NOT_FOUND');
  if (tx.status === 'DONE' || tx.status === 'FAILED') return tx;
  const came = callback.Authority ?? callback.authority;
  // A callback about another payment than ours settles nothing: it is refused, not failed.
  if (!tx.authority || (came !== undefined && came !== tx.authority))
    throw new DomainError('PAYMENT_AUTHORITY_MISMATCH');
  const outcome: VerifyOutcome = await deps.provider.verify({
    authority: tx.authority,
    amount: tx.amount,
    callback,
  });
  const result =
    outcome.outcome === 'PAID'
      ? { outcome: 'PAID' as const, amount: outcome.amount, referenceId: outcome.referenceId }
      : { outcome: 'NOT_PAID' as const, reason: outcome.reason };
  const provider = {
    userId: `payment-${deps.provider.name.toLowerCase()}`,
    kind: 'SYSTEM' as const,
  };
  const done = await deps.runner.run(
    { vendorId, actor: provider },
    subscriptionAggregate,
    { type: 'CompleteContractTransaction', data: { transactionId, result } },
    { wait: false },
  );
  return transactionOf(done.state, transactionId)!;
}

export function contractRoutes(app: ZodApp, deps: ContractDeps) {
  app.get(
    `${CONTRACTS}/:id/payment`,
    {
      schema: {
        tags,
        summary: "Pay a contract online: opens a payment and answers the provider's page",
        headers: BearerHeaders,
        params: IdParams,
        response: { 200: ContractPaymentView, ...problemResponses(401, 403, 404, 409, 502, 503) },
      },
      config: manage,
    },
    async (request) => openPayment(deps, request, request.params.id),
  );

  app.get(
    `${CONTRACTS}/available`,
    {
      schema: {
        tags,
        summary: "The vendor's contracts with the platform (invoices), newest first",
        headers: BearerHeaders,
        response: { 200: z.array(ContractView), ...problemResponses(401, 403) },
      },
      config: { access: staff('vendor.manage', 'reports.view') },
    },
    async (request) => {
      const state = await subscriptionOf(deps.platform.store, contextOf(request).vendor.id);
      return [...state.contracts].reverse().map(contractView);
    },
  );

  app.get(
    `${CONTRACTS}/transaction/verify`,
    {
      schema: {
        tags,
        summary: 'Where the payment provider sends the payer back: verified once, then redirected',
        querystring: VerifyContractQuery,
        response: {
          302: z.null().describe('to /bo/subscription?payment=ok|failed'),
          ...problemResponses(404, 502, 503),
        },
      },
      // The provider's redirect carries no token and no vendor domain: the query names both the
      // vendor and our transaction, and the amount verified is always our record's.
      config: { access: 'public', vendorScoped: false },
    },
    async (request, reply) => {
      const { transactionId, vendorId, ...rest } = request.query;
      const callback = Object.fromEntries(
        Object.entries(rest).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
      const tx = await verifyOnce(deps, vendorId, transactionId, callback);
      return reply.redirect(landingOf(tx.contractId, tx.status), 302);
    },
  );

  app.get(
    `${CONTRACTS}/transaction/:id`,
    {
      schema: {
        tags,
        summary: "A contract payment's status: INIT, PENDING, DONE or FAILED",
        headers: BearerHeaders,
        params: IdParams,
        response: { 200: ContractTransactionView, ...problemResponses(401, 403, 404) },
      },
      config: { access: staff('vendor.manage', 'reports.view') },
    },
    async (request) => {
      const state = await subscriptionOf(deps.platform.store, contextOf(request).vendor.id);
      const tx = transactionOf(state, request.params.id);
      if (!tx) throw new PathNotFound('TRANSACTION_NOT_FOUND');
      return transactionView(tx);
    },
  );
}
