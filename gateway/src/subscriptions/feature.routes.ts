// /api-identity/feature (routes.txt): what the platform sells. A vendor's staff read the features,
// the packages on sale, the packages that have a feature, a package's price per period (with a
// code's discount), and the plan a vendor (identity) is on. The spec lists only these reads; the
// platform admin writes on the same paths: PUT feature (a feature's title and description),
// POST and PUT feature/packages (define and change a package), and reads every package, inactive
// ones too, at GET feature/packages/all — admin tokens only.
import { randomUUID } from 'node:crypto';
import {
  ChangePackageRequest,
  CreatePackageRequest,
  FeatureRequest,
  FeatureView,
  PackageIdParams,
  PackagePriceView,
  PackageView,
  PlanView,
  PriceQuery,
} from '@sofre/engine/contracts';
import { PLATFORM_VENDOR_ID } from '@sofre/engine/identity';
import { DomainError } from '@sofre/engine';
import {
  FeatureId,
  featureKind,
  packageKind,
  type PackageRecord,
} from '@sofre/engine/subscriptions';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminOf, contextOf } from '../http/request-context.ts';
import { PathNotFound } from '../http/problem.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { featuresOf, packagesOf, planFor, withFree } from './plan-lookup.ts';
import { packageView, planView } from './subscription.answers.ts';
import { priceOf } from './package-price.ts';

const FEATURE = '/api-identity/feature';
const tags = ['identity'];
const adminOnly = { access: 'admin', vendorScoped: false } as const;
const vendorStaff = { access: 'authenticated' } as const;

/** The admin runs the platform tenant's records. */
const asPlatform = (request: FastifyRequest) => ({
  vendorId: PLATFORM_VENDOR_ID,
  actor: adminOf(request).actor,
});

async function packageOr404(deps: AuthDeps, id: string): Promise<PackageRecord> {
  const found = withFree(await packagesOf(deps.platform)).find((p) => p.id === id);
  if (!found) throw new PathNotFound('PACKAGE_NOT_FOUND');
  return found;
}

async function packageAnswer(deps: AuthDeps, id: string) {
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

export function featureAdminRoutes(app: ZodApp, deps: AuthDeps) {
  app.get(
    `${FEATURE}/packages/all`,
    {
      schema: {
        tags,
        summary: 'Every package, inactive ones too, the free one first (platform admins)',
        headers: BearerHeaders,
        response: { 200: z.array(PackageView), ...problemResponses(401, 403) },
      },
      config: adminOnly,
    },
    async () => {
      const features = await featuresOf(deps.platform);
      return withFree(await packagesOf(deps.platform)).map((p) => packageView(p, features));
    },
  );

  app.put(
    FEATURE,
    {
      schema: {
        tags,
        summary: 'Give a feature its title and description (platform admins)',
        headers: BearerHeaders,
        body: FeatureRequest,
        response: { 200: z.array(FeatureView), ...problemResponses(400, 401, 403, 422) },
      },
      config: adminOnly,
    },
    async (request) => {
      const fields = request.body;
      // One record per feature, named by the feature's id: defined once, changed after.
      const existing = await deps.platform.readSide.record(
        PLATFORM_VENDOR_ID,
        featureKind.kind,
        fields.feature,
      );
      await deps.runner.run(asPlatform(request), featureKind.aggregate, {
        type: existing ? 'ChangeRecord' : 'CreateRecord',
        data: { id: fields.feature, fields },
      });
      return featuresOf(deps.platform);
    },
  );

  app.post(
    `${FEATURE}/packages`,
    {
      schema: {
        tags,
        summary: 'Define a package: features, prices per period, monthly limits (platform admins)',
        headers: BearerHeaders,
        body: CreatePackageRequest,
        response: { 201: PackageView, ...problemResponses(400, 401, 403, 422) },
      },
      config: adminOnly,
    },
    async (request, reply) => {
      const { id = randomUUID(), ...fields } = request.body;
      if (id === 'free') throw new DomainError('RECORD_ID_TAKEN');
      await deps.runner.run(
        asPlatform(request),
        packageKind.aggregate,
        { type: 'CreateRecord', data: { id, fields } },
        { commandId: `create:package:${id}` },
      );
      return reply.code(201).send(await packageAnswer(deps, id));
    },
  );

  app.put(
    `${FEATURE}/packages`,
    {
      schema: {
        tags,
        summary: 'Change a package; its subscribers keep their terms (platform admins)',
        headers: BearerHeaders,
        body: ChangePackageRequest,
        response: { 200: PackageView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config: adminOnly,
    },
    async (request) => {
      const { id, ...fields } = request.body;
      await deps.runner.run(asPlatform(request), packageKind.aggregate, {
        type: 'ChangeRecord',
        data: { id, fields },
      });
      return packageAnswer(deps, id);
    },
  );
}
