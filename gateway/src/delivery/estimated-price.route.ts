// GET /api-delivery/v1/estimated-price?latitude=&longitude= — the delivery zone an address falls
// in and its delivery price, or the refusal OUT_OF_DELIVERY_ZONE «لطفاً آدرسی در محدوده‌های تحت
// پوشش انتخاب کنید.» (spec §8). Public, for the vendor of the request's domain: the customer site
// asks while the customer picks an address, before any login; the POS (orders.take) and the zones
// screen ask the same. It tells no more than the site's own checkout would.
import { EstimatedPrice, EstimatedPriceQuery } from '@sofre/engine/contracts';
import { deliveryQuote, deliveryZoneKind } from '@sofre/engine/delivery-zones';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../identity/auth/auth.contracts.ts';
import { recordsOf, type RecordDeps } from '../records/record-commands.ts';

export function estimatedPriceRoute(app: ZodApp, deps: Pick<RecordDeps, 'platform'>) {
  app.get(
    '/api-delivery/v1/estimated-price',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Delivery zone and price at a point',
        headers: BearerHeaders,
        querystring: EstimatedPriceQuery,
        response: { 200: EstimatedPrice, ...problemResponses(400, 404, 422) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const zones = await recordsOf(deps, request, deliveryZoneKind);
      return deliveryQuote(request.query, zones);
    },
  );
}
