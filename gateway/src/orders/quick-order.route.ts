// POST /api/orders/quick — a counter order: no table, taken away unless told otherwise.
import { handleCommand } from '@sofre/engine';
import { CommandAccepted, QuickOrderRequest } from '@sofre/engine/contracts';
import { orderAggregate } from '@sofre/engine/orders';
import { idempotencyKeyOf, idempotent } from '../http/idempotent.ts';
import { contextOf } from '../http/request-context.ts';
import { IdempotencyHeaders, problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { Platform } from '../platform/platform.port.ts';
import { accepted, submitOrderCommand } from './order-command.ts';

export function quickOrderRoute(app: ZodApp, platform: Platform) {
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
      config: { permission: 'orders.take' },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const key = idempotencyKeyOf(request) ?? request.body.id;
      return idempotent(platform.idempotency, request, reply, ctx.vendor.id, key, async () => {
        const command = await submitOrderCommand(platform, ctx, request.body, { source: 'SALON' });
        const result = await handleCommand(platform.store, orderAggregate, command);
        return { status: 201, body: await accepted(platform, request.body.id, result) };
      });
    },
  );
}
