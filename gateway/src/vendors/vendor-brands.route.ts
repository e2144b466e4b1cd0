// GET /api-identity/vendors/getvendorbrands — the brands (chains) the vendor is a branch of, each
// with all its branches; PUT /api-identity/vendors/subscribevendorbrand — found a brand with a
// title, or join one by its id (brand.ts: knowing the id is the invitation), through the engine's
// workflow (join-brand.workflow.ts: the founder's package caps the brand's branches). Brands are
// the MULTIPLE_BRANCHES feature (the feature gate).
import type { EventStore } from '@sofre/engine';
import { SubscribeVendorBrandRequest, VendorBrandView } from '@sofre/engine/contracts';
import { limitOf } from '@sofre/engine/subscriptions';
import { subscribeVendorBrand } from '@sofre/engine/vendors';
import { z } from 'zod';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { runWorkflow } from '../commands/run-workflow.ts';
import { staff } from '../http/access.ts';
import { idempotencyKeyOf } from '../http/idempotent.ts';
import { contextOf } from '../http/request-context.ts';
import { IdempotencyHeaders, problemResponses, type ZodApp } from '../http/zod-app.ts';
import { planFor } from '../subscriptions/plan-lookup.ts';
import { accountOf, brandOf, vendorOf } from './vendor-streams.ts';

/** The vendor's package's cap on a brand's branches, as held now. */
async function branchLimitOf(deps: AuthDeps, vendorId: string): Promise<number | undefined> {
  const { plan } = await planFor(deps.platform, vendorId, deps.clock());
  return limitOf(plan, 'BRANCHES');
}

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
        headers: BearerHeaders.extend(IdempotencyHeaders.shape),
        body: SubscribeVendorBrandRequest,
        response: { 200: z.array(VendorBrandView), ...problemResponses(400, 401, 403, 404) },
      },
      config: { access: staff('vendor.manage') },
    },
    (request, reply) =>
      runWorkflow(deps.runner, request, reply, { key: idempotencyKeyOf(request) }, async (run) => {
        const facts = { branchLimitOf: (vendorId: string) => branchLimitOf(deps, vendorId) };
        const inputs = { store: deps.platform.store, facts, ...run };
        const { position } = await subscribeVendorBrand(inputs, request.body);
        await run.settled(position);
        return { status: 200, body: await brandsOf(deps.platform.store, run.metadata.vendorId) };
      }),
  );
}
