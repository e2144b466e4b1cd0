// PATCH /api/orders — edit an order (spec §4: counts may grow only while it is SUBMITTED, the last
// line cannot go) — and PUT /api/orders/editpostpaid — a round on an open salon bill (no cap until
// it is paid). Both take the lines as they should be: a line the order has is named by its id and
// keeps its price; a new line is priced from the menu. The order's lines the edit was made from
// travel with the command, so an edit made meanwhile by someone else is never overwritten.
import { randomUUID } from 'node:crypto';
import { DomainError, loadState } from '@sofre/engine';
import { CommandAccepted, EditOrderRequest } from '@sofre/engine/contracts';
import { linesForEdit, orderAggregate, orderStreamName } from '@sofre/engine/orders';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { menuSellingNow } from '../catalog/catalog-now.ts';
import { staff } from '../http/access.ts';
import { idempotencyKeyOf, idempotent } from '../http/idempotent.ts';
import { contextOf } from '../http/request-context.ts';
import { IdempotencyHeaders, problemResponses, type ZodApp } from '../http/zod-app.ts';
import { changedMeanwhileAnswer } from './order-conflict.ts';
import { accepted } from './order-command.ts';
import type { OrderDeps } from './order.deps.ts';

type EditKind = 'EditOrder' | 'EditBill';
type Body = z.output<typeof EditOrderRequest>;

async function runEdit(deps: OrderDeps, request: FastifyRequest, kind: EditKind, body: Body) {
  const { platform, runner } = deps;
  const vendorId = contextOf(request).vendor.id;
  const stream = orderStreamName(vendorId, body.orderId);
  const { state, position } = await loadState(platform.store, orderAggregate, stream, vendorId);
  if (state.status === 'NONE') throw new DomainError('ORDER_NOT_FOUND');
  // The cashier edited the order as it stood at `position`: anything since is someone else's.
  if (body.position !== undefined && body.position !== position)
    throw new DomainError('ORDER_CHANGED_MEANWHILE');
  const menu = await menuSellingNow(platform.readSide, vendorId, runner.clock());
  const round = randomUUID().slice(0, 8);
  const newTempId = (i: number) => `${body.orderId}:${round}:${i}`;
  const lines = linesForEdit(state.lines, body.lines, menu, newTempId, state.source);
  const data = { orderId: body.orderId, lines, previousLines: [...state.lines] };
  const result = await runner.run(request, orderAggregate, { type: kind, data });
  return accepted(platform, body.orderId, result);
}

function editHandler(deps: OrderDeps, kind: EditKind) {
  return (request: FastifyRequest<{ Body: Body }>, reply: FastifyReply) => {
    const vendorId = contextOf(request).vendor.id;
    const key = idempotencyKeyOf(request);
    return idempotent(deps.platform.idempotency, request, reply, vendorId, key, async () => {
      try {
        return { status: 200, body: await runEdit(deps, request, kind, request.body) };
      } catch (error) {
        const orderId = request.body.orderId;
        const conflict = await changedMeanwhileAnswer(deps.platform, request, orderId, error);
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
    editHandler(deps, 'EditOrder'),
  );
  app.put(
    '/api/orders/editpostpaid',
    {
      schema: { ...schema, summary: 'Add or take back items on an open salon bill (postpaid)' },
      config: { access: staff('orders.take', 'orders.edit') },
    },
    editHandler(deps, 'EditBill'),
  );
}
