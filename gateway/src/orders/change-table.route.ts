// PUT /api/orders/changetable — move a salon order to another table: the engine's change-table
// workflow (the table on the floor and free, the order's rulebook) run for the request, at most
// once per Idempotency-Key.
import { ChangeTableRequest, CommandAccepted } from '@sofre/engine/contracts';
import { changeTable } from '@sofre/engine/take-order';
import { runWorkflow } from '../commands/run-workflow.ts';
import { staff } from '../http/access.ts';
import { idempotencyKeyOf } from '../http/idempotent.ts';
import { IdempotencyHeaders, problemResponses, type ZodApp } from '../http/zod-app.ts';
import { factsOf } from '../order-facts/order-facts.adapter.ts';
import { accepted } from './order-accepted.ts';
import type { OrderDeps } from './order.deps.ts';

export function changeTableRoute(app: ZodApp, deps: OrderDeps) {
  app.put(
    '/api/orders/changetable',
    {
      schema: {
        tags: ['orders'],
        summary: 'Move a salon order to another (free) table',
        headers: IdempotencyHeaders,
        body: ChangeTableRequest,
        response: { 200: CommandAccepted, ...problemResponses(400, 404, 409, 422) },
      },
      config: { access: staff('orders.take', 'orders.edit') },
    },
    (request, reply) => {
      const { orderId, tableNumber } = request.body;
      const key = idempotencyKeyOf(request);
      return runWorkflow(deps.runner, request, reply, { key }, async ({ metadata, settled }) => {
        const facts = factsOf(deps.platform, request);
        const inputs = { store: deps.platform.store, facts, metadata };
        const result = await changeTable(inputs, orderId, tableNumber);
        await settled(result.position);
        return { status: 200, body: accepted(deps.platform, orderId, result) };
      });
    },
  );
}
