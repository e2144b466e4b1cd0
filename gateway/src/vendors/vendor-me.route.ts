// GET /api-identity/vendors/me — the caller's vendor: settings, whether it is open now, and its
// account's options (the invoice, auto-dispatch, automatic acceptance of paid online orders).
import { allPermissions } from '@sofre/engine/staff';
import type { VendorInfo } from '../platform/read-side.port.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { VendorMe } from './vendors.contracts.ts';
import { staff } from '../http/access.ts';
import { accountOf, openNow } from './vendor-streams.ts';

/** The vendor's settings with what its own small streams add: open now, the invoice option. */
export async function vendorMeOf(
  deps: AuthDeps,
  vendor: Omit<VendorInfo, 'position'>,
): Promise<VendorMe> {
  const { id, name, domains, currencyUnit, pricingSettings, preparationTime } = vendor;
  const { minimumBasket, logo } = vendor;
  const [isOpenNow, account] = await Promise.all([
    openNow(deps.platform.store, id, deps.clock()),
    accountOf(deps.platform.store, id),
  ]);
  const { printItemsOnFactor, autoAcceptOnlineOrders, pickupPoint } = account;
  const autoDispatchProvider = account.autoDispatch?.provider ?? null;
  return {
    ...{ id, name, domains, currencyUnit, pricingSettings, preparationTime, minimumBasket, logo },
    ...{ isOpenNow, printItemsOnFactor, autoDispatchProvider, autoAcceptOnlineOrders },
    pickupPoint,
  };
}

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
      return vendorMeOf(deps, contextOf(request).vendor);
    },
  );
}
