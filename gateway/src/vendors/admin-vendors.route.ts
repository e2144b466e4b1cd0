// The platform admins' vendor routes (access 'admin', no vendor's domain): GET /api-identity/vendors
// lists every vendor with search, POST registers one with its owner, PUT vendors/activate
// switches a vendor on or off (vendor-status.guard.ts says what "off" means).
import { DomainError } from '@sofre/engine';
import {
  ActivateVendorRequest,
  AdminVendorListQuery,
  AdminVendorRow,
  pageOf,
  RegisterVendorRequest,
} from '@sofre/engine/contracts';
import { vendorStatusAggregate } from '@sofre/engine/vendors';
import { adminOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { pageRecords } from '../records/record-page.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { adminVendorRow } from './admin-vendor.answers.ts';
import { registerVendor } from './register-vendor.ts';
import { directoryOf } from './vendor-streams.ts';

const VENDORS = '/api-identity/vendors';
const adminOnly = { access: 'admin', vendorScoped: false } as const;

async function rowOr404(deps: AuthDeps, vendorId: string): Promise<AdminVendorRow> {
  const entry = (await directoryOf(deps.platform.store)).get(vendorId);
  const row = await adminVendorRow(deps.platform.store, vendorId, entry);
  if (!row) throw new DomainError('VENDOR_NOT_FOUND');
  return row;
}

export function listVendorsRoute(app: ZodApp, deps: AuthDeps) {
  app.get(
    VENDORS,
    {
      schema: {
        tags: ['identity'],
        summary: 'Every vendor of the platform, newest first (admins)',
        headers: BearerHeaders,
        querystring: AdminVendorListQuery,
        response: { 200: pageOf(AdminVendorRow), ...problemResponses(400, 401, 403) },
      },
      config: adminOnly,
    },
    async (request) => {
      const { store } = deps.platform;
      // A few hundred vendors, each two small streams: read in parallel; no read model lists them.
      const entries = [...(await directoryOf(store)).values()].reverse();
      const rows = await Promise.all(entries.map((e) => adminVendorRow(store, e.vendorId, e)));
      const q = request.query;
      return pageRecords(
        rows.filter((r): r is AdminVendorRow => r !== undefined),
        {
          pageNumber: q.pageNumber ?? q.PageNumber,
          pageSize: q.pageSize ?? q.PageSize,
          search: q.search ?? q.Search,
        },
        (r) => `${r.name} ${r.domains.join(' ')} ${r.ownerPhone}`,
      );
    },
  );
}

export function registerVendorRoute(app: ZodApp, deps: AuthDeps) {
  app.post(
    VENDORS,
    {
      schema: {
        tags: ['identity'],
        summary: 'Register a vendor and its owner (admins)',
        headers: BearerHeaders,
        body: RegisterVendorRequest,
        response: { 201: AdminVendorRow, ...problemResponses(400, 401, 403, 422) },
      },
      config: adminOnly,
    },
    async (request, reply) => {
      const vendorId = await registerVendor(deps, adminOf(request).actor, request.body);
      return reply.code(201).send(await rowOr404(deps, vendorId));
    },
  );
}

export function activateVendorRoute(app: ZodApp, deps: AuthDeps) {
  app.put(
    `${VENDORS}/activate`,
    {
      schema: {
        tags: ['identity'],
        summary: 'Activate or deactivate a vendor (admins)',
        headers: BearerHeaders,
        body: ActivateVendorRequest,
        response: { 200: AdminVendorRow, ...problemResponses(400, 401, 403, 404) },
      },
      config: adminOnly,
    },
    async (request) => {
      const { vendorId, isActive } = request.body;
      await rowOr404(deps, vendorId);
      // The guard reads the flag from the vendors read model: answer once it holds the switch.
      // The status stream is the vendor's; the admin is the actor.
      await deps.runner.run({ vendorId, actor: adminOf(request).actor }, vendorStatusAggregate, {
        type: 'SetVendorActive',
        data: { vendorId, active: isActive },
      });
      return rowOr404(deps, vendorId);
    },
  );
}
