// GET /api-identity/vendors/byhost/{domain} — public vendor facts the web apps need before
// anything else: which vendor this domain is and how it shows money.
import { PublicVendor } from '@sofre/engine/contracts';
import { z } from 'zod';
import { DomainError } from '@sofre/engine';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { normalizeDomain } from '../http/vendor-domain.ts';
import type { Platform } from '../platform/platform.port.ts';

export function vendorByHostRoute(app: ZodApp, platform: Platform) {
  app.get(
    '/api-identity/vendors/byhost/:domain',
    {
      schema: {
        tags: ['identity'],
        summary: 'The vendor of a host domain',
        params: z.object({ domain: z.string().min(1).max(260) }),
        response: { 200: PublicVendor, ...problemResponses(404) },
      },
      config: { access: 'public', vendorScoped: false },
    },
    async (request) => {
      const vendor = await platform.readSide.vendorByDomain(normalizeDomain(request.params.domain));
      if (!vendor) throw new DomainError('VENDOR_NOT_FOUND');
      const { id, name, currencyUnit, pricingSettings: pricing, preparationTime } = vendor;
      return { id, name, currencyUnit, pricing, preparationTime };
    },
  );
}
