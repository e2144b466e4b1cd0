// A card reader at the counter or beside the kiosk (spec §7 transactions):
// POST /api/transactions/initialpospayment — a transaction for what the order owes, handed to the
//   reader (its session id is the transaction's authority); the screen shows «کارت بکشید»
// POST /api/transactions/approvepospayment — the reader's answer, passed on by the screen that
//   drives it: approved with the bank's reference, or declined/cancelled
// The same payment workflow as online payments (engine payments/online-payment.workflow.ts), with
// the card as its method and POS (or KIOSK) as its gateway; the kiosk ships a sandbox reader.
import { randomUUID } from 'node:crypto';
import { domainError } from '@sofre/engine';
import {
  ApprovePosPaymentRequest,
  InitialPosPaymentRequest,
  PosPaymentAnswer,
} from '@sofre/engine/contracts';
import {
  completeOnlinePayment,
  loadPayment,
  recordPaymentRequest,
  startOnlinePayment,
} from '@sofre/engine/payments';
import { runWorkflow } from '../commands/run-workflow.ts';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { OnlinePaymentDeps } from './online-payment.routes.ts';

export function cardReaderRoutes(app: ZodApp, deps: Omit<OnlinePaymentDeps, 'payments'>) {
  const { platform, runner } = deps;

  app.post(
    '/api/transactions/initialpospayment',
    {
      schema: {
        tags: ['payments'],
        summary: 'Send what an order owes to a card reader',
        body: InitialPosPaymentRequest,
        response: { 200: PosPaymentAnswer, ...problemResponses(400, 401, 403, 404, 409) },
      },
      config: { access: staff('orders.take') },
    },
    async (request, reply) => {
      const { orderId, transactionId, terminalId, kiosk } = request.body;
      // No key: the transaction's own id makes the command's, so a repeat opens the same payment.
      const options = { key: undefined, commandId: `pos-payment:${transactionId}` };
      return runWorkflow(runner, request, reply, options, async ({ metadata, settled }) => {
        const { amount, payment } = await startOnlinePayment(platform.store, {
          metadata,
          orderId,
          transactionId,
          gateway: kiosk ? 'KIOSK' : 'POS',
          paymentMethod: 'CARD',
        });
        const state = payment.state;
        if (state.status !== 'INIT' && state.status !== 'PENDING') {
          throw domainError('INVALID_TRANSACTION_STATE', { transactionId, status: state.status });
        }
        const authority =
          state.status === 'PENDING' ? state.authority : `${terminalId}:${randomUUID()}`;
        const recorded = await recordPaymentRequest(platform.store, metadata, transactionId, {
          authority,
        });
        await settled(recorded.position);
        const body = { transactionId, orderId, amount, authority, terminalId, status: 'PENDING' };
        return { status: 200, body };
      });
    },
  );

  app.post(
    '/api/transactions/approvepospayment',
    {
      schema: {
        tags: ['payments'],
        summary: "A card reader's answer: approved (with the bank's reference) or declined",
        body: ApprovePosPaymentRequest,
        response: { 200: PosPaymentAnswer, ...problemResponses(400, 401, 403, 404, 409, 422) },
      },
      config: { access: staff('orders.take') },
    },
    async (request, reply) => {
      const { transactionId, authority, approved, referenceId, cardPan, amount } = request.body;
      // No key: the workflow names each step by the transaction, so a repeated answer is the
      // same step.
      return runWorkflow(runner, request, reply, { key: undefined }, async (run) => {
        const { metadata } = run;
        const before = await loadPayment(platform.store, metadata.vendorId, transactionId);
        const result = approved
          ? {
              outcome: 'PAID' as const,
              amount,
              referenceId: referenceId ?? authority,
              ...(cardPan ? { cardPan } : {}),
            }
          : { outcome: 'NOT_PAID' as const, reason: 'DECLINED' as const };
        const outcome = await completeOnlinePayment(platform.store, metadata, {
          transactionId,
          authority,
          result,
        });
        const paid = outcome.kind === 'PAID';
        await run.settled(paid ? outcome.order.position : outcome.payment.position);
        const state = outcome.payment.state;
        const body = {
          transactionId,
          orderId: before.orderId,
          amount: before.amount,
          authority,
          terminalId: authority.split(':')[0] ?? '',
          status: state.status === 'DONE' ? 'DONE' : 'FAILED',
        };
        return { status: 200, body };
      });
    },
  );
}
