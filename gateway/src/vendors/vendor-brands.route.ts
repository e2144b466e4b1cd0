// GET /api-identity/vendors/getvendorbrands — the brands (chains) the vendor is a branch of, each
// with all its branches; PUT /api-identity/vendors/subscribevendorbrand — found a brand with a
// title, or join one by its id (brand.ts: knowing the id is the invitation). The brand's stream
// is written first, then the vendor's own list, both repeat-safe, so a retry heals a half join.
// Brands are the MULTIPLE_BRANCHES feature (the feature gate), and a branch joins within its
// package's cap on branches (issue 32): each branch is a vendor with its own package.
import { randomUUID } from 'node:crypto';
import type { EventStore } from '@sofre/engine';
import { SubscribeVendorBrandRequest, VendorBrandView } from '@sofre/engine/contracts';
import { PLATFORM_VENDOR_ID } from '@sofre/engine/identity';
import { brandAggregate, vendorAccountAggregate } from '@sofre/engine/vendors';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { accountOf, brandOf, vendorOf } from './vendor-streams.ts';
import { limitOf } from '@sofre/engine/subscriptions';
import { planFor } from '../subscriptions/plan-lookup.ts';

async function brandsOf(store: EventStore, vendorId: string): Promise<VendorBrandView[]> {
  const { brandIds } = await accountOf(store, vendorId);
  const brands = await Promise.all(
    brandIds.map(async (id) => {
      const brand = await brandOf(store, id);
      if (brand.status === 'NONE') return undefined;
      const branches = await Promise.all(
        brand.branchIds.map(async (branchId) => {
          const branch = await vendorOf(store, branchId);
          const name = branch.status === 'REGISTERED' ? branch.name : branchId;
          return { vendorId: branchId, name, isSelf: branchId === vendorId };
        }),
      );
      return { id, title: brand.title, branches };
    }),
  );
  return brands.filter((b): b is VendorBrandView => b !== undefined);
}

/** The brand's side: written as the platform's (brands span vendors), the vendor from the token. */
async function joinBrand(
  deps: AuthDeps,
  request: FastifyRequest,
  body: z.output<typeof SubscribeVendorBrandRequest>,
): Promise<string> {
  const vendorId = contextOf(request).vendor.id;
  const brandId = 'brandId' in body ? body.brandId : randomUUID();
  // A branch joins within its own package's cap on branches, like any vendor's limit.
  const { plan } = await planFor(deps.platform, vendorId, deps.clock());
  const branchLimit = limitOf(plan, 'BRANCHES');
  await deps.runner.run(
    request,
    brandAggregate,
    'title' in body
      ? { type: 'FoundBrand', data: { brandId, title: body.title, vendorId } }
      : {
          type: 'JoinBrand',
          data: { brandId, vendorId, ...(branchLimit !== undefined ? { branchLimit } : {}) },
        },
    { vendorId: PLATFORM_VENDOR_ID, wait: false },
  );
  return brandId;
}

export function vendorBrandRoutes(app: ZodApp, deps: AuthDeps) {
  app.get(
    '/api-identity/vendors/getvendorbrands',
    {
      schema: {
        tags: ['identity'],
        summary: 'The brands the vendor belongs to, with their branches',
        headers: BearerHeaders,
        response: { 200: z.array(VendorBrandView), ...problemResponses(401, 403) },
      },
      config: { access: staff('vendor.manage', 'reports.view') },
    },
    async (request) => brandsOf(deps.platform.store, contextOf(request).vendor.id),
  );

  app.put(
    '/api-identity/vendors/subscribevendorbrand',
    {
      schema: {
        tags: ['identity'],
        summary: 'Join a brand by its id, or found one with a title',
        headers: BearerHeaders,
        body: SubscribeVendorBrandRequest,
        response: { 200: z.array(VendorBrandView), ...problemResponses(400, 401, 403, 404) },
      },
      config: { access: staff('vendor.manage') },
    },
    async (request) => {
      const brandId = await joinBrand(deps, request, request.body);
      await deps.runner.run(
        request,
        vendorAccountAggregate,
        {
          type: 'RecordBrandMembership',
          data: { brandId, vendorId: contextOf(request).vendor.id },
        },
        { wait: false },
      );
      return brandsOf(deps.platform.store, contextOf(request).vendor.id);
    },
  );
}
