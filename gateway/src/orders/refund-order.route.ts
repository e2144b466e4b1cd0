// PUT /api/orders/refund — give money back: all that was paid (neither amount nor lines), an
// amount, or units of lines (by the line ids the order shows). Never more than was paid and not
// yet refunded; the engine decides (refund-order.decide.ts). The client's refund id makes a
// retried refund the same refund. An online payment's refund is paid back through its gateway
// (payments/online-payments.ts) and settles when the gateway says so.
import { CommandAccepted, RefundOrderRequest } from '@sofre/engine/contracts';
import { orderAggregate } from '@sofre/engine/orders';
import { runWorkflow } from '../commands/run-workflow.ts';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { accepted } from './order-accepted.ts';
import type { OrderDeps } from './order.deps.ts';

export function refundOrderRoute(app: ZodApp, deps: OrderDeps) {
  app.put(
    '/api/orders/refund',
    {
      schema: {
        tags: ['orders'],
        summary: 'Refund an order: all of it, an amount, or units of its lines',
        body: RefundOrderRequest,
        response: { 200: CommandAccepted, ...problemResponses(400, 404, 409, 422) },
      },
      config: { access: staff('orders.refund') },
    },
    (request, reply) => {
      const { orderId, refundId, amount, lines, reason } = request.body;
      const key = `refund:${refundId}`;
      // The refund is the command under the key; the workflow's metadata is for the money sent
      // back through its gateway, under an id of its own.
      const options = { key, commandId: `gateway-${key}` };
      return runWorkflow(deps.runner, request, reply, options, async ({ metadata }) => {
        const data = {
          orderId,
          refundId,
          amount,
          lines: lines?.map((l) => ({ tempId: l.id, count: l.count })),
          reason,
        };
        const command = { type: 'RefundOrder', data } as const;
        const result = await deps.runner.run(request, orderAggregate, command, {
          commandId: key,
        });
        const refunded = result.events.find((e) => e.type === 'OrderRefunded');
        if (refunded?.type === 'OrderRefunded' && !refunded.data.settled) {
          // Online money goes back through its gateway; if the provider is down now, the hourly
          // inquiry asks again. The refund itself is recorded either way.
          await deps.payments
            .refundOrder(metadata, orderId, refundId, refunded.data.amount)
            .catch((err: unknown) => request.log.error({ err, orderId }, 'online refund not sent'));
        }
        return { status: 200, body: accepted(deps.platform, orderId, result) };
      });
    },
  );
}
