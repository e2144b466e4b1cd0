// /api-identity/usersubscriptioncode (routes.txt): the platform admin makes, changes, removes and
// lists subscription codes (POST, PUT, DELETE ?id=, GET list); a vendor's staff look a code up
// before using it (GET {code}): what it gives, or why it cannot be used now. Codes are records of
// the platform tenant; a code's uses are its counter's claims (usage.decider.ts).
import { randomUUID } from 'node:crypto';
import { DomainError } from '@sofre/engine';
import {
  ChangeSubscriptionCodeRequest,
  CreateSubscriptionCodeRequest,
  SubscriptionCodeCheck,
  SubscriptionCodeIdQuery,
  SubscriptionCodeParams,
  SubscriptionCodeView,
} from '@sofre/engine/contracts';
import { PLATFORM_VENDOR_ID } from '@sofre/engine/identity';
import {
  FREE_PACKAGE,
  subscriptionCodeKind,
  type SubscriptionCodeFields,
} from '@sofre/engine/subscriptions';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { adminOf } from '../http/request-context.ts';
import { PathNotFound } from '../http/problem.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { codesOf, usableCode, type FoundCode } from './code-lookup.ts';
import { codeCounter, packagesOf, placesTaken } from './plan-lookup.ts';

const CODES = '/api-identity/usersubscriptioncode';
const tags = ['identity'];
const adminOnly = { access: 'admin', vendorScoped: false } as const;

const asPlatform = (request: FastifyRequest) => ({
  vendorId: PLATFORM_VENDOR_ID,
  actor: adminOf(request).actor,
});

async function titleOf(deps: AuthDeps, packageId: string) {
  return (await packagesOf(deps.platform)).find((p) => p.id === packageId)?.fields.title ?? null;
}

async function codeView(deps: AuthDeps, code: FoundCode) {
  const used = await placesTaken(deps.platform.store, PLATFORM_VENDOR_ID, codeCounter(code.id));
  return {
    id: code.id,
    ...code.fields,
    packageTitle: await titleOf(deps, code.fields.packageId),
    used,
  };
}

/** A code names a package the admin defined (not the free one everybody has). */
async function checkPackage(deps: AuthDeps, fields: SubscriptionCodeFields) {
  const known = (await packagesOf(deps.platform)).some((p) => p.id === fields.packageId);
  if (!known || fields.packageId === FREE_PACKAGE.id)
    throw new DomainError('PACKAGE_NOT_FOUND', [
      { field: 'packageId', code: 'PACKAGE_NOT_FOUND', message: 'بسته یافت نشد.' },
    ]);
}

async function codeOr404(deps: AuthDeps, id: string): Promise<FoundCode> {
  const found = (await codesOf(deps.platform)).find((c) => c.id === id);
  if (!found) throw new PathNotFound('SUBSCRIPTION_CODE_NOT_FOUND');
  return found;
}

export function subscriptionCodeRoutes(app: ZodApp, deps: AuthDeps) {
  app.post(
    CODES,
    {
      schema: {
        tags,
        summary: 'Make a subscription code: a package for some days, or a discount on one (admins)',
        headers: BearerHeaders,
        body: CreateSubscriptionCodeRequest,
        response: { 201: SubscriptionCodeView, ...problemResponses(400, 401, 403, 422) },
      },
      config: adminOnly,
    },
    async (request, reply) => {
      const { id = randomUUID(), ...fields } = request.body;
      await checkPackage(deps, fields);
      await deps.runner.run(
        asPlatform(request),
        subscriptionCodeKind.aggregate,
        { type: 'CreateRecord', data: { id, fields } },
        { commandId: `create:subscription-code:${id}` },
      );
      return reply.code(201).send(await codeView(deps, await codeOr404(deps, id)));
    },
  );

  app.put(
    CODES,
    {
      schema: {
        tags,
        summary: 'Change a subscription code (admins)',
        headers: BearerHeaders,
        body: ChangeSubscriptionCodeRequest,
        response: { 200: SubscriptionCodeView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config: adminOnly,
    },
    async (request) => {
      const { id, ...fields } = request.body;
      await checkPackage(deps, fields);
      await deps.runner.run(asPlatform(request), subscriptionCodeKind.aggregate, {
        type: 'ChangeRecord',
        data: { id, fields },
      });
      return codeView(deps, await codeOr404(deps, id));
    },
  );

  app.delete(
    CODES,
    {
      schema: {
        tags,
        summary: 'Remove a subscription code; what it gave stays given (admins)',
        headers: BearerHeaders,
        querystring: SubscriptionCodeIdQuery,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404) },
      },
      config: adminOnly,
    },
    async (request, reply) => {
      await codeOr404(deps, request.query.id);
      await deps.runner.run(asPlatform(request), subscriptionCodeKind.aggregate, {
        type: 'RemoveRecord',
        data: { id: request.query.id },
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${CODES}/list`,
    {
      schema: {
        tags,
        summary: 'Every subscription code, oldest first (admins)',
        headers: BearerHeaders,
        response: { 200: z.array(SubscriptionCodeView), ...problemResponses(401, 403) },
      },
      config: adminOnly,
    },
    async () => Promise.all((await codesOf(deps.platform)).map((c) => codeView(deps, c))),
  );

  app.get(
    `${CODES}/:code`,
    {
      schema: {
        tags,
        summary: 'What a subscription code gives, if it can be used now',
        headers: BearerHeaders,
        params: SubscriptionCodeParams,
        response: { 200: SubscriptionCodeCheck, ...problemResponses(401, 403, 422) },
      },
      config: { access: staff('vendor.manage') },
    },
    async (request) => {
      const { fields } = await usableCode(deps.platform, request.params.code, deps.clock());
      return {
        code: fields.code,
        kind: fields.kind,
        packageId: fields.packageId,
        packageTitle: (await titleOf(deps, fields.packageId)) ?? '',
        days: fields.days,
        discountPercent: fields.discountPercent,
        expiration: fields.expiration,
      };
    },
  );
}
