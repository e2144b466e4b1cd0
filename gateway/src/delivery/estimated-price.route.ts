// GET /api-delivery/v1/estimated-price?latitude=&longitude= — the delivery zone an address falls
// in and its delivery price, or the refusal OUT_OF_DELIVERY_ZONE «لطفاً آدرسی در محدوده‌های تحت
// پوشش انتخاب کنید.» (spec §8). Public, for the vendor of the request's domain: the customer site
// asks while the customer picks an address, before any login; the POS (orders.take) and the zones
// screen ask the same. It tells no more than the site's own checkout would.
// With `providers=true`, staff who manage delivery also get each courier provider's quote for the
// trip beside the zone price, through the courier port (couriers/courier-quotes.ts); anyone else
// asking for them is refused FORBIDDEN, as the quotes are the restaurant's costs and cost calls.
import {
  EstimatedPriceWithProviders,
  EstimatedPriceWithProvidersQuery,
} from '@sofre/engine/contracts';
import { deliveryQuote, deliveryZoneKind } from '@sofre/engine/delivery-zones';
import { providerQuotes } from '../couriers/courier-quotes.ts';
import { pickupFor } from '../couriers/courier-trips.ts';
import { GatewayProblem } from '../http/problem.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { recordsOf, type RecordDeps } from '../records/record-commands.ts';

export function estimatedPriceRoute(app: ZodApp, deps: Pick<RecordDeps, 'platform'>) {
  app.get(
    '/api-delivery/v1/estimated-price',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Delivery zone and price at a point (and the providers’ quotes, for staff)',
        headers: BearerHeaders,
        querystring: EstimatedPriceWithProvidersQuery,
        response: {
          200: EstimatedPriceWithProviders,
          ...problemResponses(400, 401, 403, 404, 422),
        },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const { providers, ...point } = request.query;
      const asksProviders = providers === 'true';
      if (asksProviders && !contextOf(request).permissions.has('delivery.manage'))
        throw new GatewayProblem(403, 'FORBIDDEN');
      const zones = await recordsOf(deps, request, deliveryZoneKind);
      const quote = deliveryQuote(point, zones);
      if (!asksProviders) return quote;
      const pickup = await pickupFor(deps.platform.store, app.couriers, request);
      return { ...quote, providers: await providerQuotes(app.couriers, pickup, point) };
    },
  );
}
