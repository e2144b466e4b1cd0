// PUT /api-identity/vendors/me — the owner changes the vendor's settings and, with
// `availabilityTimes`, its weekday opening hours, with `autoDispatchProvider` the courier provider
// asked by itself for ready delivery orders, with `autoAcceptOnlineOrders` whether paid online
// orders go to the kitchen without a cashier, with `pickupPoint` where couriers pick orders up
// (routes.txt has no route of its own for these).
// Bad fields come back in `errors` (spec §5).
import { DomainError } from '@sofre/engine';
import {
  pickupPointErrors,
  scheduleErrors,
  vendorAccountAggregate,
  vendorAggregate,
  vendorAvailabilityAggregate,
} from '@sofre/engine/vendors';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { GatewayProblem } from '../http/problem.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { fieldMessages } from '../messages.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { staff } from '../http/access.ts';
import { vendorMeOf } from './vendor-me.route.ts';
import { UpdateVendorMeRequest, VendorMe } from './vendors.contracts.ts';

/** Refused before any command runs, so a bad week never leaves half the settings changed. */
async function checkRequest(deps: AuthDeps, vendorId: string, body: UpdateVendorMe) {
  const errors = scheduleErrors(body.availabilityTimes ?? []).map((e) => ({
    ...e,
    field: e.field.replace(/^times/, 'availabilityTimes'),
  }));
  if (errors.length > 0) throw new DomainError('AVAILABILITY_INVALID', errors);
  const pickupErrors = body.pickupPoint ? pickupPointErrors(body.pickupPoint) : [];
  if (pickupErrors.length > 0) throw new DomainError('PICKUP_POINT_OUT_OF_RANGE', pickupErrors);
  // The first vendor to claim a domain keeps it (vendors projection): say so instead of a silent no.
  for (const [i, domain] of (body.domains ?? []).entries()) {
    const owner = await deps.platform.readSide.vendorByDomain(domain);
    if (owner && owner.id !== vendorId) {
      const field = `domains.${i}`;
      const error = { field, code: 'DOMAIN_TAKEN', message: fieldMessages.invalid_value! };
      throw new GatewayProblem(400, 'VALIDATION_FAILED', [error]);
    }
  }
}

type UpdateVendorMe = z.output<typeof UpdateVendorMeRequest>;

async function changeVendor(deps: AuthDeps, request: FastifyRequest, body: UpdateVendorMe) {
  const {
    availabilityTimes,
    autoDispatchProvider,
    autoAcceptOnlineOrders,
    pickupPoint,
    ...settings
  } = body;
  const vendorId = contextOf(request).vendor.id;
  // Opening hours and the account are streams of their own beside the vendor's settings; the
  // answer waits once, for the last of them.
  return deps.runner.batch(request, async (run) => {
    if (availabilityTimes) {
      await run(vendorAvailabilityAggregate, {
        type: 'SetVendorAvailability',
        data: { vendorId, times: availabilityTimes },
      });
    }
    if (autoDispatchProvider !== undefined) {
      await run(vendorAccountAggregate, {
        type: 'SetAutoDispatch',
        data: { vendorId, provider: autoDispatchProvider },
      });
    }
    if (autoAcceptOnlineOrders !== undefined) {
      await run(vendorAccountAggregate, {
        type: 'SetAutoAccept',
        data: { vendorId, autoAcceptOnlineOrders },
      });
    }
    if (pickupPoint !== undefined) {
      await run(vendorAccountAggregate, {
        type: 'SetPickupPoint',
        data: { vendorId, pickupPoint },
      });
    }
    const changed = await run(vendorAggregate, {
      type: 'ChangeVendorSettings',
      data: { vendorId, ...settings },
    });
    return changed.state;
  });
}

export function updateVendorMeRoute(app: ZodApp, deps: AuthDeps) {
  app.put(
    '/api-identity/vendors/me',
    {
      schema: {
        tags: ['identity'],
        summary: 'Change the vendor’s settings and weekday opening hours',
        headers: BearerHeaders,
        body: UpdateVendorMeRequest,
        response: { 200: VendorMe, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config: { access: staff('vendor.manage') },
    },
    async (request) => {
      const ctx = contextOf(request);
      await checkRequest(deps, ctx.vendor.id, request.body);
      const vendor = await changeVendor(deps, request, request.body);
      if (vendor.status !== 'REGISTERED') throw new DomainError('VENDOR_NOT_FOUND');
      return vendorMeOf(deps, { ...vendor, id: vendor.vendorId, active: ctx.vendor.active });
    },
  );
}
