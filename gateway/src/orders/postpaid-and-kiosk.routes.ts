// POST /api/orders/postpaid — open a salon bill: the guests order, eat, may order another round
// (editpostpaid) and pay at the end (manualpaybypos, split if they like). It is at a table of the
// floor and served there; its payment method is UNPAID until the money comes.
// POST /api/orders/kiosk — the counter kiosk's own order: source KIOSK, taken away by default.
import { CommandAccepted, PostpaidOrderRequest, QuickOrderRequest } from '@sofre/engine/contracts';
import { staff } from '../http/access.ts';
import { IdempotencyHeaders, problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { OrderDeps } from './order.deps.ts';
import { takeNewOrder } from './take-order.handler.ts';

const responses = { 201: CommandAccepted, ...problemResponses(400, 404, 409, 422) };

export function postpaidAndKioskRoutes(app: ZodApp, deps: OrderDeps) {
  app.post(
    '/api/orders/postpaid',
    {
      schema: {
        tags: ['orders'],
        summary: 'Open a salon bill at a table (postpaid: paid when the guests leave)',
        headers: IdempotencyHeaders,
        body: PostpaidOrderRequest,
        response: responses,
      },
      config: { access: staff('orders.take') },
    },
    (request, reply) =>
      takeNewOrder(deps, request, reply, { way: 'postpaid', order: request.body }),
  );
  app.post(
    '/api/orders/kiosk',
    {
      schema: {
        tags: ['orders'],
        summary: 'A kiosk order (source KIOSK, picked up at the counter)',
        headers: IdempotencyHeaders,
        body: QuickOrderRequest,
        response: responses,
      },
      config: { access: staff('orders.take') },
    },
    (request, reply) => takeNewOrder(deps, request, reply, { way: 'kiosk', order: request.body }),
  );
}
