// Public vendor facts for the customer site, by the request's host: GET /api-identity/availabilitytime
// (open or closed now, in Tehran time) and GET /api-identity/vendors/landing (name, logo, hours …).
import { isVendorOpenAt, vendorNextOpening } from '@sofre/engine/vendors';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { availabilityOf, openNow } from './vendor-streams.ts';
import { SiteAvailability, VendorLanding } from './vendors.contracts.ts';

export function siteAvailabilityRoute(app: ZodApp, deps: AuthDeps) {
  app.get(
    '/api-identity/availabilitytime',
    {
      schema: {
        tags: ['identity'],
        summary: 'Whether the site’s vendor takes orders now',
        response: { 200: SiteAvailability, ...problemResponses(404) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const { vendor } = contextOf(request);
      return { isOpenNow: await openNow(deps.platform.store, vendor.id, deps.clock()) };
    },
  );
}

export function vendorLandingRoute(app: ZodApp, deps: AuthDeps) {
  app.get(
    '/api-identity/vendors/landing',
    {
      schema: {
        tags: ['identity'],
        summary:
          'The site’s landing facts: name, logo, currency, open now or when next, minimum basket',
        response: { 200: VendorLanding, ...problemResponses(404) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const { id, name, currencyUnit, preparationTime, minimumBasket, logo } =
        contextOf(request).vendor;
      const availability = await availabilityOf(deps.platform.store, id);
      const now = deps.clock().toISOString();
      return {
        ...{ id, name, currencyUnit, preparationTime, minimumBasket, logo },
        isOpenNow: isVendorOpenAt(availability, now),
        nextOpening: vendorNextOpening(availability, now),
      };
    },
  );
}
