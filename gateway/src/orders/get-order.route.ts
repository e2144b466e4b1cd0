// GET /api/orders/{id} — one order as its tracker shows it (status, lines, timeline). Public: the
// customer's tracker link is the order id, a random UUID the POS makes (newId), so knowing it is
// the permission; it cannot be guessed or listed (the list is staff-only). A customer who has only
// the number the counter called («#۲») finds today's order by that number with their phone
// (`?phone=`): both together, never the number alone.
import { z } from 'zod';
import { DomainError, normalizeDigits, tehranDay } from '@sofre/engine';
import { normalizePhone } from '@sofre/engine/identity';
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
        querystring: MinPositionQuery.extend({ phone: z.string().max(20).optional() }),
        response: { 200: OrderTracker, ...problemResponses(400, 404, 503) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      await readAfter(platform.readSide, request.query.minPosition);
      const vendorId = contextOf(request).vendor.id;
      const { id } = request.params;
      const number = normalizeDigits(id).replace(/^#/, '');
      const phone = request.query.phone && normalizePhone(request.query.phone);
      const order =
        phone && /^\d{1,6}$/.test(number)
          ? await platform.readSide.orderByNumber(
              vendorId,
              Number(number),
              phone,
              tehranDay(new Date()),
            )
          : await platform.readSide.orderTracker(vendorId, id);
      if (!order) throw new DomainError('ORDER_NOT_FOUND');
      return order;
    },
  );
}
