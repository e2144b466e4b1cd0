// PUT /api-identity/vendors/me — the owner changes the vendor's settings and, with
// `availabilityTimes`, its weekday opening hours, with `autoDispatchProvider` the courier provider
// asked by itself for ready delivery orders, with `autoAcceptOnlineOrders` whether paid online
// orders go to the kitchen without a cashier (routes.txt has no route of its own for these).
// Bad fields come back in `errors` (spec §5).
import { DomainError, handleCommand } from '@sofre/engine';
import {
  scheduleErrors,
  vendorAccountAggregate,
  vendorAggregate,
  vendorAvailabilityAggregate,
} from '@sofre/engine/vendors';
import type { z } from 'zod';
import { GatewayProblem } from '../../http/problem.ts';
import { contextOf, type RequestContext } from '../../http/request-context.ts';
import { problemResponses, type ZodApp } from '../../http/zod-app.ts';
import { fieldMessages } from '../../messages.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { authMetadata, type AuthDeps } from '../auth/auth.deps.ts';
import { staff } from '../../http/access.ts';
import { vendorMeOf } from './vendor-me.route.ts';
import { UpdateVendorMeRequest, VendorMe } from './vendors.contracts.ts';

const PROJECTION_WAIT_MS = 5_000;

/** Refused before any command runs, so a bad week never leaves half the settings changed. */
async function checkRequest(deps: AuthDeps, vendorId: string, body: UpdateVendorMe) {
  const errors = scheduleErrors(body.availabilityTimes ?? []).map((e) => ({
    ...e,
    field: e.field.replace(/^times/, 'availabilityTimes'),
  }));
  if (errors.length > 0) throw new DomainError('AVAILABILITY_INVALID', errors);
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

async function changeVendor(deps: AuthDeps, ctx: RequestContext, body: UpdateVendorMe) {
  const { availabilityTimes, autoDispatchProvider, autoAcceptOnlineOrders, ...settings } = body;
  const vendorId = ctx.vendor.id;
  const metadata = () => authMetadata(deps, vendorId, ctx.actor);
  const settingsResult = await handleCommand(deps.platform.store, vendorAggregate, {
    type: 'ChangeVendorSettings',
    data: { vendorId, ...settings },
    metadata: metadata(),
  });
  if (availabilityTimes) {
    await handleCommand(deps.platform.store, vendorAvailabilityAggregate, {
      type: 'SetVendorAvailability',
      data: { vendorId, times: availabilityTimes },
      metadata: metadata(),
    });
  }
  if (autoDispatchProvider !== undefined) {
    await handleCommand(deps.platform.store, vendorAccountAggregate, {
      type: 'SetAutoDispatch',
      data: { vendorId, provider: autoDispatchProvider },
      metadata: metadata(),
    });
  }
  if (autoAcceptOnlineOrders !== undefined) {
    await handleCommand(deps.platform.store, vendorAccountAggregate, {
      type: 'SetAutoAccept',
      data: { vendorId, autoAcceptOnlineOrders },
      metadata: metadata(),
    });
  }
  // Opening hours and the account are read from their streams; only the settings have a read model to wait for.
  if (deps.platform.waitForProjections && settingsResult.position)
    await deps.platform.readSide.waitFor(settingsResult.position, PROJECTION_WAIT_MS);
  return settingsResult.state;
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
      const vendor = await changeVendor(deps, ctx, request.body);
      if (vendor.status !== 'REGISTERED') throw new DomainError('VENDOR_NOT_FOUND');
      return vendorMeOf(deps, { ...vendor, id: vendor.vendorId, active: ctx.vendor.active });
    },
  );
}
