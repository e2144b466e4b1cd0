// PUT /api/orders/changetable — move a salon order to another table. The table must be on the
// floor and have no other open order (the open orders of the order list); the order's rulebook
// decides whether the order may still move (change-table in order-table.decide.ts).
import { ChangeTableRequest, CommandAccepted } from '@sofre/engine/contracts';
import { orderAggregate } from '@sofre/engine/orders';
import { tableOnFloor, tableRefusal } from '@sofre/engine/take-order';
import type { FastifyRequest } from 'fastify';
import { staff } from '../http/access.ts';
import { idempotencyKeyOf, idempotent } from '../http/idempotent.ts';
import { contextOf } from '../http/request-context.ts';
import { IdempotencyHeaders, problemResponses, type ZodApp } from '../http/zod-app.ts';
import { factsOf } from '../order-facts/order-facts.adapter.ts';
import { accepted } from './order-accepted.ts';
import type { OrderDeps } from './order.deps.ts';

/** The table is on the floor, in service, and holds no other open order. */
async function freeTable(
  deps: OrderDeps,
  request: FastifyRequest,
  tableNumber: string,
  orderId: string,
) {
  const vendorId = contextOf(request).vendor.id;
  const number = await tableOnFloor(factsOf(deps.platform, request), vendorId, tableNumber);
  const seated = await deps.platform.readSide.ordersAtTable(vendorId, number);
  if (seated.some((id) => id !== orderId)) throw tableRefusal('DINING_TABLE_OCCUPIED');
  return number;
}

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
      const { orderId } = request.body;
      const vendorId = contextOf(request).vendor.id;
      const key = idempotencyKeyOf(request);
      return idempotent(deps.platform.idempotency, request, reply, vendorId, key, async () => {
        const tableNumber = await freeTable(deps, request, request.body.tableNumber, orderId);
        const command = { type: 'ChangeOrderTable', data: { orderId, tableNumber } } as const;
        const result = await deps.runner.run(request, orderAggregate, command);
        return { status: 200, body: await accepted(deps.platform, orderId, result) };
      });
    },
  );
}
