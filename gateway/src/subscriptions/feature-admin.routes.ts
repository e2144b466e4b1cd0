// The platform admin's side of /api-identity/feature (the spec lists only reads there, so the
// admin writes on the same paths): PUT feature gives a feature its title and description, POST
// and PUT feature/packages define and change a package, GET feature/all reads the features and
// GET feature/packages/all every package, inactive ones too. Admin tokens only; the records are the platform tenant's.
import { randomUUID } from 'node:crypto';
import { DomainError } from '@sofre/engine';
import {
  ChangePackageRequest,
  CreatePackageRequest,
  FeatureRequest,
  FeatureView,
  PackageView,
} from '@sofre/engine/contracts';
import { PLATFORM_VENDOR_ID } from '@sofre/engine/identity';
import { featureKind, packageKind } from '@sofre/engine/subscriptions';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { packageAnswer } from './feature.routes.ts';
import { featuresOf, packagesOf, withFree } from './plan-lookup.ts';
import { packageView } from './subscription.answers.ts';

const FEATURE = '/api-identity/feature';
const tags = ['identity'];
const adminOnly = { access: 'admin', vendorScoped: false } as const;

/** The admin runs the platform tenant's records. */
const asPlatform = (request: FastifyRequest) => ({
  vendorId: PLATFORM_VENDOR_ID,
  actor: adminOf(request).actor,
});

export function featureAdminRoutes(app: ZodApp, deps: AuthDeps) {
  app.get(
    `${FEATURE}/all`,
    {
      schema: {
        tags,
        summary: 'Every feature with the title and description the admin gave it (platform admins)',
        headers: BearerHeaders,
        response: { 200: z.array(FeatureView), ...problemResponses(401, 403) },
      },
      config: adminOnly,
    },
    async () => featuresOf(deps.platform),
  );

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
