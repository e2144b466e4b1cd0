// GET /api-identity/vendors/me — the caller's vendor: settings and whether it is open now.
import { allPermissions } from '@sofre/engine/staff';
import type { VendorInfo } from '../../platform/read-side.port.ts';
import { contextOf } from '../../http/request-context.ts';
import { problemResponses, type ZodApp } from '../../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { VendorMe } from './vendors.contracts.ts';
import { staff } from '../../http/access.ts';
import { openNow } from './vendor-streams.ts';

export const vendorMeOf = (vendor: Omit<VendorInfo, 'position'>, isOpenNow: boolean): VendorMe => {
  const { id, name, domains, currencyUnit, pricingSettings, preparationTime } = vendor;
  return { id, name, domains, currencyUnit, pricingSettings, preparationTime, isOpenNow };
};

export function vendorMeRoute(app: ZodApp, deps: AuthDeps) {
  app.get(
    '/api-identity/vendors/me',
    {
      schema: {
        tags: ['identity'],
        summary: 'The logged-in staff member’s vendor',
        headers: BearerHeaders,
        response: { 200: VendorMe, ...problemResponses(401, 403, 404) },
      },
      // Any staff member of the vendor: its settings are part of their working context.
      config: { access: staff(...allPermissions) },
    },
    async (request) => {
      const { vendor } = contextOf(request);
      return vendorMeOf(vendor, await openNow(deps.platform.store, vendor.id, deps.clock()));
    },
  );
}
