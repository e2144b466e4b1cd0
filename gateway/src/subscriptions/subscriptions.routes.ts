// /api-identity/subscriptions (routes.txt): POST subscribes the vendor to a package for a period
// (a contract to pay at contracts/{id}/payment) or redeems a GRANT code; GET usages counts this
// month's usage against the package's limits; GET usages/status is the vendor's plan — package,
// features, term, usages and levels (NEAR from 80 %), and the package to take for each missing
// feature: what the web shell reads to lock screens.
import { PlanView, SubscribeAnswer, SubscribeRequest, UsagesView } from '@sofre/engine/contracts';
import { contractOf } from '@sofre/engine/subscriptions';
import { staff } from '../http/access.ts';
import { contextOf } from '../http/request-context.ts';
import { IdempotencyHeaders, problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { planFor, usagesOf } from './plan-lookup.ts';
import { contractView, planView } from './subscription.answers.ts';
import { subscribe } from './subscribe.ts';

const SUBSCRIPTIONS = '/api-identity/subscriptions';
const tags = ['identity'];

export function subscriptionRoutes(app: ZodApp, deps: AuthDeps) {
  app.post(
    SUBSCRIPTIONS,
    {
      schema: {
        tags,
        summary: 'Subscribe to a package for a period (a contract to pay), or redeem a code',
        headers: BearerHeaders.extend(IdempotencyHeaders.shape),
        body: SubscribeRequest,
        response: { 201: SubscribeAnswer, ...problemResponses(400, 401, 403, 404, 409, 422) },
      },
      config: { access: staff('vendor.manage') },
    },
    // A retry with the same Idempotency-Key opens no second contract: it answers the first.
    (request, reply) =>
      deps.runner.once(request, reply, undefined, async () => {
        const vendorId = contextOf(request).vendor.id;
        const contractId = await subscribe(deps, request, request.body);
        const now = deps.clock();
        const current = await planFor(deps.platform, vendorId, now);
        const contract = contractId ? contractOf(current.state, contractId) : undefined;
        const plan = await planView(deps.platform, vendorId, current, now);
        return { status: 201, body: { contract: contract ? contractView(contract) : null, plan } };
      }),
  );

  app.get(
    `${SUBSCRIPTIONS}/usages`,
    {
      schema: {
        tags,
        summary: "This month's usage (orders, SMS, branches) against the package's limits",
        headers: BearerHeaders,
        response: { 200: UsagesView, ...problemResponses(401, 403) },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const vendorId = contextOf(request).vendor.id;
      const now = deps.clock();
      const { plan } = await planFor(deps.platform, vendorId, now);
      return usagesOf(deps.platform, vendorId, plan, now);
    },
  );

  app.get(
    `${SUBSCRIPTIONS}/usages/status`,
    {
      schema: {
        tags,
        summary: "The vendor's plan: package, features, term, how close it is to its limits",
        headers: BearerHeaders,
        response: { 200: PlanView, ...problemResponses(401, 403) },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const vendorId = contextOf(request).vendor.id;
      const now = deps.clock();
      return planView(deps.platform, vendorId, await planFor(deps.platform, vendorId, now), now);
    },
  );
}
