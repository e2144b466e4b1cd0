// GET /api/orders/{id} — one order as its tracker shows it (status, lines, timeline). Public: the
// customer's tracker link is the order id, a random UUID the POS makes (newId), so knowing it is
// the permission; it cannot be guessed or listed (the list is staff-only).
import { z } from 'zod';
import { DomainError } from '@sofre/engine';
import { MinPositionQuery, OrderTracker } from '@sofre/engine/contracts';
import { readAfter } from '../http/read-your-writes.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { Platform } from '../platform/platform.port.ts';

export function getOrderRoute(app: ZodApp, platform: Platform) {
  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order (the tracker view)',
        params: z.object({ id: z.string().min(1).max(100) }),
        querystring: MinPositionQuery,
        response: { 200: OrderTracker, ...problemResponses(400, 404, 503) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      await readAfter(platform.readSide, request.query.minPosition);
      const order = await platform.readSide.orderTracker(
        contextOf(request).vendor.id,
        request.params.id,
      );
      if (!order) throw new DomainError('ORDER_NOT_FOUND');
      return order;
    },
  );
}
