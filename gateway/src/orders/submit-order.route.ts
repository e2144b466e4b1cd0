// POST /api/orders — an in-house salon order (table, number of customers), served at the table by
// default. Staff took it, so it is confirmed at once.
import { staff } from '../http/access.ts';
import { CommandAccepted, CreateOrderRequest } from '@sofre/engine/contracts';
import { IdempotencyHeaders, problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { OrderDeps } from './order.deps.ts';
import { takeNewOrder } from './take-order.handler.ts';

export function submitOrderRoute(app: ZodApp, deps: OrderDeps) {
  app.post(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Take a salon order (priced by the server, confirmed at once)',
        headers: IdempotencyHeaders,
        body: CreateOrderRequest,
        response: { 201: CommandAccepted, ...problemResponses(400, 404, 409, 422) },
      },
      config: { access: staff('orders.take') },
    },
    (request, reply) => takeNewOrder(deps, request, reply, { way: 'salon', order: request.body }),
  );
}
