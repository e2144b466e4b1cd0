// Online payment on the API (spec §7):
// GET   /api/orders/payment/{id}            — open a payment for what the order owes: submitUrl,
//                                              paymentServiceType, tip (anyone with the order's id
//                                              may pay it, as anyone with a payment link may)
// GET   /api/transactions/verify            — the provider sends the payer back here; verified,
//                                              the browser goes on to the order's tracker
// POST  /api/transactions/verify            — the same, for a site that takes the callback itself
// GET   /api/transactions/me                — the signed-in customer's own payments
// PATCH /api/transactions/transaction-status — ask the provider now about an order's payments
//                                              still waiting (a payer who paid and never came back)
import { randomUUID } from 'node:crypto';
import { DomainError } from '@sofre/engine';
import {
  MyTransactionsPage,
  OrderPaymentQuery,
  OrderPaymentStart,
  PageQuery,
  PaymentTransactionView,
  TransactionStatusRequest,
  VerifyCallbackQuery,
  VerifyTransactionAnswer,
  VerifyTransactionRequest,
} from '@sofre/engine/contracts';
import { PAYMENT_ABANDONED_MS } from '@sofre/engine/payments';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CommandRunner } from '../commands/command-runner.ts';
import { runWorkflow, runWorkflowUnkept } from '../commands/run-workflow.ts';
import { staff } from '../http/access.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { Platform } from '../platform/platform.port.ts';
import type { OnlinePayments } from './online-payments.ts';

export interface OnlinePaymentDeps {
  readonly platform: Platform;
  readonly runner: CommandRunner;
  readonly payments: OnlinePayments;
}

/** A customer's own id when signed in; guests and staff pay without one. */
const customerIdOf = (request: FastifyRequest) => {
  const { actor } = contextOf(request);
  return actor.kind === 'CUSTOMER' && actor.userId !== 'guest' ? actor.userId : undefined;
};

const callbackBaseOf = (request: FastifyRequest) =>
  `${request.protocol}://${request.host}/api/transactions/verify`;

export function onlinePaymentRoutes(app: ZodApp, deps: OnlinePaymentDeps) {
  const { platform, runner, payments } = deps;

  app.get(
    '/api/orders/payment/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'Open an online payment for what the order owes',
        params: z.object({ id: z.string().min(1).max(100) }),
        querystring: OrderPaymentQuery,
        response: { 200: OrderPaymentStart, ...problemResponses(400, 404, 409, 502) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { vendor } = contextOf(request);
      const orderId = request.params.id;
      const transactionId = request.query.transactionId ?? randomUUID();
      // No key: the transaction's id makes the command's, so a reload opens the same payment.
      const options = { key: undefined, commandId: `start-payment:${transactionId}` };
      return runWorkflow(runner, request, reply, options, async ({ metadata }) => {
        const tracker = await platform.readSide.orderTracker(vendor.id, orderId);
        const customerId = customerIdOf(request);
        const user = customerId
          ? await platform.readSide.userById(vendor.id, customerId)
          : undefined;
        const body = await payments.start({
          metadata,
          orderId,
          transactionId,
          ...(customerId ? { customerId } : {}),
          ...(user?.phoneNumber ? { mobile: user.phoneNumber } : {}),
          callbackBase: callbackBaseOf(request),
          ...(request.query.returnUrl ? { returnUrl: request.query.returnUrl } : {}),
          vendorName: vendor.name,
          ...(tracker?.number ? { orderNumber: tracker.number } : {}),
        });
        return { status: 200, body };
      });
    },
  );

  app.get(
    '/api/transactions/verify',
    {
      schema: {
        tags: ['payments'],
        summary: 'Where the payment provider sends the payer back (redirects to the tracker)',
        querystring: VerifyCallbackQuery,
        response: { 303: z.null(), ...problemResponses(400, 404, 409, 502) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { transactionId, Authority, returnUrl, ...rest } = request.query;
      const authority = Authority ?? providerAuthority(rest);
      const callback = stringsOf(request.query);
      const answer = await runWorkflowUnkept(runner, request, {}, ({ metadata }) =>
        payments.verify(metadata, transactionId, authority, callback),
      );
      const back = landingOf(returnUrl, answer);
      return reply.code(303).header('location', back).send(null);
    },
  );

  app.post(
    '/api/transactions/verify',
    {
      schema: {
        tags: ['payments'],
        summary: 'Verify a payment with the provider (the callback, passed on by the site)',
        body: VerifyTransactionRequest,
        response: { 200: VerifyTransactionAnswer, ...problemResponses(400, 404, 409, 502) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { transactionId, authority, status, fields } = request.body;
      const callback = { ...fields, Authority: authority, ...(status ? { Status: status } : {}) };
      // No key: a verified payment answers its decision again and asks nobody (online-payments.ts).
      return runWorkflow(runner, request, reply, { key: undefined }, async ({ metadata }) => ({
        status: 200,
        body: await payments.verify(metadata, transactionId, authority, callback),
      }));
    },
  );

  app.get(
    '/api/transactions/me',
    {
      schema: {
        tags: ['payments'],
        summary: 'My online payments (the signed-in customer), newest first',
        querystring: PageQuery,
        response: { 200: MyTransactionsPage, ...problemResponses(400, 401) },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const { vendor, actor } = contextOf(request);
      const page = request.query;
      const found = await platform.readSide.customerPayments(vendor.id, actor.userId, page);
      return { ...found, ...page };
    },
  );

  app.patch(
    '/api/transactions/transaction-status',
    {
      schema: {
        tags: ['payments'],
        summary: "Ask the provider now about an order's payments still waiting",
        body: TransactionStatusRequest,
        response: {
          200: z.object({ transactions: z.array(PaymentTransactionView) }),
          ...problemResponses(400, 401, 403, 404, 502),
        },
      },
      config: { access: staff('orders.view', 'orders.refund', 'orders.take') },
    },
    async (request, reply) => {
      const vendorId = contextOf(request).vendor.id;
      const { orderId } = request.body;
      const tracker = await platform.readSide.orderTracker(vendorId, orderId);
      if (!tracker) throw new DomainError('ORDER_NOT_FOUND');
      // No key: asking the provider again is what the route is for.
      return runWorkflow(runner, request, reply, { key: undefined }, async ({ metadata }) => {
        const waiting = await platform.readSide.paymentsAwaitingProvider(vendorId, 500);
        const abandonedBefore = new Date(runner.clock().getTime() - PAYMENT_ABANDONED_MS);
        for (const view of waiting.filter((t) => t.orderId === orderId)) {
          await payments.reconcile(metadata, view, abandonedBefore);
        }
        const ids = await transactionIdsOf(platform, vendorId, orderId);
        const transactions = (
          await Promise.all(ids.map((id) => platform.readSide.paymentTransaction(vendorId, id)))
        ).filter((t): t is PaymentTransactionView => t !== undefined);
        return { status: 200, body: { transactions } };
      });
    },
  );
}

/**
 * Where the payer's browser goes after the callback: the page the site asked for (a path of ours
 * only — never another host, so the callback cannot be turned into an open redirect), told how it
 * went; the order's tracker otherwise.
 */
function landingOf(returnUrl: string | undefined, answer: { trackerUrl: string; status: string }) {
  if (!returnUrl || !/^\/(?![/\\])/.test(returnUrl)) return answer.trackerUrl;
  const url = new URL(returnUrl, 'http://sofre.local');
  url.searchParams.set('payment', answer.status === 'DONE' ? 'ok' : 'failed');
  return `${url.pathname}${url.search}`;
}

/** Other providers name their authority otherwise (Vandar's token, Jibit's purchaseId). */
function providerAuthority(fields: Record<string, string>): string {
  const found = fields.token ?? fields.purchaseId ?? fields.paymentToken ?? fields.authority;
  if (!found) {
    throw new DomainError('PAYMENT_AUTHORITY_MISMATCH', undefined, {
      transactionId: fields.transactionId,
    });
  }
  return found;
}

const stringsOf = (query: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );

/** The order's online transactions: its payments as the order transactions read model lists them. */
async function transactionIdsOf(platform: Platform, vendorId: string, orderId: string) {
  const money = await platform.readSide.orderTransactions(vendorId, orderId);
  const recorded = (money?.transactions ?? []).flatMap((t) =>
    t.transactionId ? [t.transactionId] : [],
  );
  const waiting = (await platform.readSide.paymentsAwaitingProvider(vendorId, 500))
    .filter((t) => t.orderId === orderId)
    .map((t) => t.transactionId);
  return [...new Set([...recorded, ...waiting])];
}
