// PUT /api/orders/refund — give money back: all that was paid (neither amount nor lines), an
// amount, or units of lines (by the line ids the order shows). Never more than was paid and not
// yet refunded; the engine decides (refund-order.decide.ts). The client's refund id makes a
// retried refund the same refund.
import { CommandAccepted, RefundOrderRequest } from '@sofre/engine/contracts';
import { orderAggregate } from '@sofre/engine/orders';
import { staff } from '../http/access.ts';
import { idempotent } from '../http/idempotent.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { accepted } from './order-command.ts';
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
      const vendorId = contextOf(request).vendor.id;
      const key = `refund:${refundId}`;
      return idempotent(deps.platform.idempotency, request, reply, vendorId, key, async () => {
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
        return { status: 200, body: await accepted(deps.platform, orderId, result) };
      });
    },
  );
}
