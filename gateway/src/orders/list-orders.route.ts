// GET /api/orders — the POS order list: paged, filtered by status, source and date range.
import { staff } from '../http/access.ts';
import { OrderListPage, OrderListQuery } from '@sofre/engine/contracts';
import { readAfter } from '../http/read-your-writes.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { Platform } from '../platform/platform.port.ts';

export function listOrdersRoute(app: ZodApp, platform: Platform) {
  app.get(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'List orders (newest first)',
        querystring: OrderListQuery,
        response: { 200: OrderListPage, ...problemResponses(400, 404, 503) },
      },
      config: { access: staff('orders.view') },
    },
    async (request) => {
      await readAfter(platform.readSide, request.query.minPosition);
      return platform.readSide.orderList(contextOf(request).vendor.id, request.query);
    },
  );
}
