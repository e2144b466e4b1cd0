// PATCH /api/orders/state — move an order to the status asked for; the order's rulebook decides.
import { staff } from '../http/access.ts';
import { ChangeOrderStateRequest, CommandAccepted } from '@sofre/engine/contracts';
import { orderAggregate } from '@sofre/engine/orders';
import { idempotencyKeyOf } from '../http/idempotent.ts';
import { IdempotencyHeaders, problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { OrderDeps } from './order.deps.ts';
import { accepted } from './order-accepted.ts';

export function changeOrderStateRoute(app: ZodApp, deps: OrderDeps) {
  const { platform } = deps;
  app.patch(
    '/api/orders/state',
    {
      schema: {
        tags: ['orders'],
        summary: "Change an order's status",
        headers: IdempotencyHeaders,
        body: ChangeOrderStateRequest,
        response: { 200: CommandAccepted, ...problemResponses(400, 404, 409, 422) },
      },
      config: { access: staff('orders.change-state') },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      return deps.runner.once(request, reply, key, async () => {
        const { orderId, status, reason } = request.body;
        const data = { orderId, target: status, reason };
        const commandId = key && `change-order-state:${key}`;
        const result = await deps.runner.run(
          request,
          orderAggregate,
          { type: 'ChangeOrderState', data },
          commandId ? { commandId } : {},
        );
        return { status: 200, body: accepted(platform, orderId, result) };
      });
    },
  );
}
