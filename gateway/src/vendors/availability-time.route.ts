// GET and DELETE /api-identity/vendors/availabilitytime — the vendor's weekday opening hours and
// whether it is open now (Asia/Tehran); DELETE clears them, so time no longer closes the vendor.
import { allPermissions } from '@sofre/engine/staff';
import {
  isVendorOpenAt,
  vendorAvailabilityAggregate,
  type VendorAvailabilityState,
} from '@sofre/engine/vendors';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { staff } from '../http/access.ts';
import { availabilityOf } from './vendor-streams.ts';
import { VendorAvailability } from './vendors.contracts.ts';

const PATH = '/api-identity/vendors/availabilitytime';

const answer = (state: VendorAvailabilityState, now: Date) => ({
  times: [...(state.times ?? [])],
  isOpenNow: isVendorOpenAt(state, now.toISOString()),
});

export function availabilityTimeRoute(app: ZodApp, deps: AuthDeps) {
  app.get(
    PATH,
    {
      schema: {
        tags: ['identity'],
        summary: 'The vendor’s weekday opening hours and whether it is open now',
        headers: BearerHeaders,
        response: { 200: VendorAvailability, ...problemResponses(401, 403, 404) },
      },
      config: { access: staff(...allPermissions) },
    },
    async (request) => {
      const { vendor } = contextOf(request);
      return answer(await availabilityOf(deps.platform.store, vendor.id), deps.clock());
    },
  );
}

export function clearAvailabilityTimeRoute(app: ZodApp, deps: AuthDeps) {
  app.delete(
    PATH,
    {
      schema: {
        tags: ['identity'],
        summary: 'Clear the vendor’s opening hours',
        headers: BearerHeaders,
        response: { 200: VendorAvailability, ...problemResponses(401, 403, 404) },
      },
      config: { access: staff('vendor.manage') },
    },
    async (request) => {
      const result = await deps.runner.run(
        request,
        vendorAvailabilityAggregate,
        { type: 'ClearVendorAvailability', data: { vendorId: contextOf(request).vendor.id } },
        { wait: false },
      );
      return answer(result.state, deps.clock());
    },
  );
}
