// /api-identity/feature (routes.txt): what the platform sells. A vendor's staff read the features,
// the packages on sale, the packages that have a feature, a package's price per period (with a
// code's discount), and the plan a vendor (identity) is on. The admin's writes on the same paths
// are in feature-admin.routes.ts.
import {
  FeatureView,
  PackageIdParams,
  PackagePriceView,
  PackageView,
  PlanView,
  PriceQuery,
} from '@sofre/engine/contracts';
import { FeatureId, type PackageRecord } from '@sofre/engine/subscriptions';
import { z } from 'zod';
import { contextOf } from '../http/request-context.ts';
import { PathNotFound } from '../http/problem.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { featuresOf, packagesOf, planFor, withFree } from './plan-lookup.ts';
import { packageView, planView } from './subscription.answers.ts';
import { priceOf } from './package-price.ts';

const FEATURE = '/api-identity/feature';
const tags = ['identity'];
const vendorStaff = { access: 'authenticated' } as const;

export async function packageOr404(deps: AuthDeps, id: string): Promise<PackageRecord> {
  const found = withFree(await packagesOf(deps.platform)).find((p) => p.id === id);
  if (!found) throw new PathNotFound('PACKAGE_NOT_FOUND');
  return found;
}

export async function packageAnswer(deps: AuthDeps, id: string) {
  return packageView(await packageOr404(deps, id), await featuresOf(deps.platform));
}

export function featureReadRoutes(app: ZodApp, deps: AuthDeps) {
  const onSale = async () =>
    withFree(await packagesOf(deps.platform)).filter((p) => p.fields.active);

  app.get(
    FEATURE,
    {
      schema: {
        tags,
        summary: 'The features the platform sells',
        headers: BearerHeaders,
        response: { 200: z.array(FeatureView), ...problemResponses(401) },
      },
      config: vendorStaff,
    },
    async () => featuresOf(deps.platform),
  );

  app.get(
    `${FEATURE}/:id/package`,
    {
      schema: {
        tags,
        summary: 'The packages on sale that have a feature',
        headers: BearerHeaders,
        params: z.object({ id: FeatureId }),
        response: { 200: z.array(PackageView), ...problemResponses(400, 401) },
      },
      config: vendorStaff,
    },
    async (request) => {
      const features = await featuresOf(deps.platform);
      return (await onSale())
        .filter((p) => p.fields.features.includes(request.params.id))
        .map((p) => packageView(p, features));
    },
  );

  app.get(
    `${FEATURE}/identity-package/:id`,
    {
      schema: {
        tags,
        summary: "The package a vendor (identity) is on now, with its usages (the vendor's own)",
        headers: BearerHeaders,
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: PlanView, ...problemResponses(401, 404) },
      },
      config: vendorStaff,
    },
    async (request) => {
      const vendorId = contextOf(request).vendor.id;
      // Another vendor's plan is not this caller's to read: to them it does not exist.
      if (request.params.id !== vendorId) throw new PathNotFound('VENDOR_NOT_FOUND');
      const now = deps.clock();
      return planView(deps.platform, vendorId, await planFor(deps.platform, vendorId, now), now);
    },
  );

  app.get(
    `${FEATURE}/packages`,
    {
      schema: {
        tags,
        summary: 'The packages on sale (the free one first), with their prices and limits',
        headers: BearerHeaders,
        response: { 200: z.array(PackageView), ...problemResponses(401) },
      },
      config: vendorStaff,
    },
    async () => {
      const features = await featuresOf(deps.platform);
      return (await onSale()).map((p) => packageView(p, features));
    },
  );

  app.get(
    `${FEATURE}/packages/:id/price`,
    {
      schema: {
        tags,
        summary: "A package's price for each period it is sold for, less a code's discount",
        headers: BearerHeaders,
        params: PackageIdParams,
        querystring: PriceQuery,
        response: { 200: PackagePriceView, ...problemResponses(401, 404, 422) },
      },
      config: vendorStaff,
    },
    async (request) => {
      const found = await packageOr404(deps, request.params.id);
      return priceOf(deps, found, request.query.code);
    },
  );
}
