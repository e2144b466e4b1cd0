// POST /api/orders/quick — a counter order: no table, taken away unless told otherwise.
import { staff } from '../http/access.ts';
import { CommandAccepted, QuickOrderRequest } from '@sofre/engine/contracts';
import { IdempotencyHeaders, problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { OrderDeps } from './order.deps.ts';
import { takeNewOrder } from './take-order.handler.ts';

export function quickOrderRoute(app: ZodApp, deps: OrderDeps) {
  app.post(
    '/api/orders/quick',
    {
      schema: {
        tags: ['orders'],
        summary: 'Take a quick counter order (priced by the server, confirmed at once)',
        headers: IdempotencyHeaders,
        body: QuickOrderRequest,
        response: { 201: CommandAccepted, ...problemResponses(400, 404, 409, 422) },
      },
      config: { access: staff('orders.take') },
    },
    (request, reply) => takeNewOrder(deps, request, reply, { way: 'quick', order: request.body }),
  );
}
