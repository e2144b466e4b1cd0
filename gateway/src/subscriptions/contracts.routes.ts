// /api-identity/contracts (routes.txt): the vendor's contracts with the platform and their payment.
// A contract is paid as an online payment whose payee is the platform: the same payment port and
// sandbox page as an order's (ARCHITECTURE decision 10). {id}/payment opens a transaction (INIT),
// asks the provider (PENDING) and answers its page; the provider sends the payer back to
// transaction/verify, which asks the provider with OUR amount and settles the transaction once —
// a reload or a second callback changes nothing (the engine's pay-contract.workflow.ts, run by
// contract-payments.ts) — then sends the browser to the back office's subscription page.
// available lists the vendor's contracts (its invoices, fee type CONTRACT), transaction/{id} one
// payment's status; refunds/by-hand, for the platform admin, every refund to pay back by hand
// (a read model of every vendor's contract payments).
import {
  ContractRefundByHandView,
  ContractPaymentView,
  ContractTransactionView,
  ContractView,
  VerifyContractQuery,
} from '@sofre/engine/contracts';
import { transactionOf, type ContractTransaction } from '@sofre/engine/subscriptions';
import { z } from 'zod';
import { runWorkflowUnkept } from '../commands/run-workflow.ts';
import { staff } from '../http/access.ts';
import { contextOf } from '../http/request-context.ts';
import { PathNotFound } from '../http/problem.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { CONTRACTS, openPayment, verifyOnce, type ContractDeps } from './contract-payments.ts';
import { subscriptionOf } from './plan-lookup.ts';
import { contractView } from './subscription.answers.ts';

const tags = ['identity'];
const manage = { access: staff('vendor.manage') } as const;
const IdParams = z.object({ id: z.string().min(1).max(100) });

const transactionView = (t: ContractTransaction) => ({
  id: t.transactionId,
  contractId: t.contractId,
  amount: t.amount,
  provider: t.provider,
  status: t.status,
  referenceId: t.referenceId,
  refund: t.refund && { amount: t.refund.amount, reason: t.refund.reason, status: t.refund.status },
});

/** How the payment went, as the subscription page tells it. */
const outcomeOf = (tx: ContractTransaction) => {
  if (tx.status !== 'DONE') return 'failed';
  // Taken, but the contract could not keep it (paid already, its code used): it goes back.
  return tx.refund ? 'refunded' : 'ok';
};

/**
 * Where the payer lands after the provider: the back office's subscription page, told how it went
 * — and, for money given back, why (the contract may still be unpaid, or be bought without the code).
 */
const landingOf = (tx: ContractTransaction) => {
  const query = new URLSearchParams({ contract: tx.contractId, payment: outcomeOf(tx) });
  if (tx.status === 'DONE' && tx.refund) query.set('reason', tx.refund.reason);
  return `/bo/subscription?${query}`;
};

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
    async (request) =>
      runWorkflowUnkept(deps.runner, request, {}, (run) =>
        openPayment(deps, request, run, request.params.id),
      ),
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
          302: z.null().describe('to /bo/subscription?payment=ok|refunded&reason=…|failed'),
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
      const tx = await verifyOnce(deps, request.log, vendorId, transactionId, callback);
      return reply.redirect(landingOf(tx), 302);
    },
  );

  app.get(
    `${CONTRACTS}/refunds/by-hand`,
    {
      schema: {
        tags,
        summary: "Contract payments' refunds to pay back by hand, every vendor's (platform admins)",
        headers: BearerHeaders,
        response: { 200: z.array(ContractRefundByHandView), ...problemResponses(401, 403) },
      },
      config: { access: 'admin', vendorScoped: false },
    },
    // A read model across vendors (projections contract-refunds-by-hand), in the screens' lane:
    // as fresh as the screens, a moment behind a callback or the hourly inquiry that just wrote.
    async () => deps.platform.readSide.contractRefundsByHand(),
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
