// PATCH /api/orders — edit an order (spec §4: counts may grow only while it is SUBMITTED, the last
// line cannot go) — and PUT /api/orders/editpostpaid — a round on an open salon bill (no cap until
// it is paid). Both take the lines as they should be (engine take-order: a line the order has
// keeps its price, a new one is priced from the menu selling now), and an edit made from an order
// that changed meanwhile is answered 409 with the order as it is now.
import { CommandAccepted, EditOrderRequest } from '@sofre/engine/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { runWorkflow } from '../commands/run-workflow.ts';
import { staff } from '../http/access.ts';
import { idempotencyKeyOf } from '../http/idempotent.ts';
import { IdempotencyHeaders, problemResponses, type ZodApp } from '../http/zod-app.ts';
import { takeOrderFor } from '../order-facts/take-order.run.ts';
import { changedMeanwhileAnswer } from './order-conflict.ts';
import type { OrderDeps } from './order.deps.ts';

type Body = z.output<typeof EditOrderRequest>;

function editHandler(deps: OrderDeps, way: 'edit' | 'round') {
  return (request: FastifyRequest<{ Body: Body }>, reply: FastifyReply) => {
    const key = idempotencyKeyOf(request);
    return runWorkflow(deps.runner, request, reply, { key }, async (run) => {
      const edit = request.body;
      try {
        const taken = await takeOrderFor(deps.platform, request, run, { way, edit });
        const position = await run.settled(taken.position);
        return { status: 200, body: { id: edit.orderId, status: taken.status, position } };
      } catch (error) {
        const conflict = await changedMeanwhileAnswer(deps.platform, request, edit.orderId, error);
        if (conflict) return conflict;
        throw error;
      }
    });
  };
}

export function editOrderRoutes(app: ZodApp, deps: OrderDeps) {
  const schema = {
    tags: ['orders'],
    headers: IdempotencyHeaders,
    body: EditOrderRequest,
    response: { 200: CommandAccepted, ...problemResponses(400, 404, 409, 422) },
  };
  app.patch(
    '/api/orders',
    {
      schema: { ...schema, summary: 'Edit an order (spec §4): its lines as they should be' },
      config: { access: staff('orders.edit') },
    },
    editHandler(deps, 'edit'),
  );
  app.put(
    '/api/orders/editpostpaid',
    {
      schema: { ...schema, summary: 'Add or take back items on an open salon bill (postpaid)' },
      config: { access: staff('orders.take', 'orders.edit') },
    },
    editHandler(deps, 'round'),
  );
}
