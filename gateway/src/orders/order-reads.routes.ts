// GET /api/orders/me — the signed-in customer's own orders, newest first, paged (their phone is
// the link: orders carry the phone typed or logged in with).
// GET /api/orders/{id}/transactions — an order's payments and refunds, for staff (the tracker,
// public by its link, shows none).
// GET /api/orders/{id}/delivery — a courier order's customer, address and note, for staff who see
// orders (the POS order drawer); dispatch reads the same view (delivery-orders read model).
import { DomainError } from '@sofre/engine';
import {
  DeliveryOrderView,
  MinPositionQuery,
  MyOrdersPage,
  OrderTransactions,
  PageQuery,
} from '@sofre/engine/contracts';
import { readAfter } from '../http/read-your-writes.ts';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { Platform } from '../platform/platform.port.ts';

export function orderReadRoutes(app: ZodApp, platform: Platform) {
  app.get(
    '/api/orders/me',
    {
      schema: {
        tags: ['orders'],
        summary: 'My orders (the signed-in customer), newest first',
        querystring: PageQuery,
        response: { 200: MyOrdersPage, ...problemResponses(400, 401) },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const { vendor, actor } = contextOf(request);
      const user = await platform.readSide.userById(vendor.id, actor.userId);
      const page = request.query;
      if (!user) return { data: [], ...page, totalCount: 0 };
      return platform.readSide.customerOrdersPage(vendor.id, user.phoneNumber, page);
    },
  );
  app.get(
    '/api/orders/:id/transactions',
    {
      schema: {
        tags: ['orders'],
        summary: "An order's payments and refunds",
        params: z.object({ id: z.string().min(1).max(100) }),
        querystring: MinPositionQuery,
        response: { 200: OrderTransactions, ...problemResponses(401, 403, 404, 503) },
      },
      config: { access: staff('orders.view', 'orders.refund') },
    },
    async (request) => {
      await readAfter(platform.readSide, request.query.minPosition);
      const vendorId = contextOf(request).vendor.id;
      const found = await platform.readSide.orderTransactions(vendorId, request.params.id);
      if (!found) throw new DomainError('ORDER_NOT_FOUND');
      return found;
    },
  );
  app.get(
    '/api/orders/:id/delivery',
    {
      schema: {
        tags: ['orders'],
        summary: "A courier order's customer, address and note",
        params: z.object({ id: z.string().min(1).max(100) }),
        querystring: MinPositionQuery,
        response: { 200: DeliveryOrderView, ...problemResponses(401, 403, 404, 503) },
      },
      config: { access: staff('orders.view') },
    },
    async (request) => {
      await readAfter(platform.readSide, request.query.minPosition);
      const vendorId = contextOf(request).vendor.id;
      const found = await platform.readSide.deliveryOrder(vendorId, request.params.id);
      if (!found) throw new DomainError('ORDER_NOT_FOUND');
      return found;
    },
  );
}
