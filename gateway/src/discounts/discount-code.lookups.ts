// Looking a code up to use it:
// - GET getbycode/{code}?id=&customerId=&isReadOnly= — the POS. `customerId` is the order's
//   customer (their uses count against usageLimitPerUser); `id` is the order being edited, whose
//   own use does not count against it; isReadOnly=true shows a code an order already carries
//   (found, whatever its state now) without applying it. Refusals name why (spec §8).
// - GET site/getbycode/{code} — the site. A logged-in customer's own uses count; a guest has none
//   yet. Whatever the reason, "nothing found" is the one text of spec §5 (DISCOUNT_CODE_INVALID).
// - GET available — the codes a logged-in customer may still use now.
// Whether a code may be used is discount-code.usable.ts (shared with the order routes).
import {
  DiscountCodeLookup,
  DiscountCodeOffer,
  SiteDiscountCodeLookup,
} from '@sofre/engine/contracts';
import { DomainError } from '@sofre/engine';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { PathNotFound } from '../http/problem.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { ReadSide } from '../platform/read-side.port.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import {
  codeByText,
  codesOf,
  codeView,
  effectOf,
  offerOf,
  siteLookupOf,
  type DiscountCodeRecord,
} from './discount-code.answers.ts';
import { codeSchema, DISCOUNT_CODES } from './discount-code.reads.ts';
import { discountRefusal, type UsableQuery } from './discount-code.usable.ts';

const CodeParams = z.object({ code: z.string().trim().min(1).max(100) });
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const PosLookupQuery = z.object({
  id: z.string().min(1).max(100).optional(),
  customerId: z.string().min(1).max(100).optional(),
  isReadOnly: flag.optional(),
});

/** The caller as a customer of the site: their user id, or none for a guest or staff. */
const customerOf = (request: FastifyRequest): string | undefined => {
  const { actor, auth } = contextOf(request);
  return auth && actor.kind === 'CUSTOMER' ? actor.userId : undefined;
};

/**
 * The site's lookup of a code a customer typed (GET site/getbycode; a cart's code is the engine's,
 * take-order cart-code.ts): the vendor's code, if `customerId` (none: a guest) may use it at
 * `now`; else undefined, whatever the reason, which the customer reads as the one text of spec §5
 * (DISCOUNT_CODE_INVALID).
 */
async function siteCodeFor(
  readSide: ReadSide,
  vendorId: string,
  text: string,
  query: Pick<UsableQuery, 'now' | 'customerId'>,
): Promise<DiscountCodeRecord | undefined> {
  const record = await codeByText(readSide, vendorId, text);
  if (!record || (await discountRefusal(readSide, record, query))) return undefined;
  return record;
}

export function discountCodeLookupRoutes(app: ZodApp, deps: RecordDeps) {
  const { readSide } = deps.platform;
  const now = () => deps.clock().toISOString();

  /** The refusal for using `record` now, counting `customerId`'s uses (none: guest). */
  const refusalFor = (
    record: DiscountCodeRecord | undefined,
    customerId: string | undefined,
    exceptOrderId?: string,
  ) => discountRefusal(readSide, record, { now: now(), customerId, exceptOrderId });

  app.get(
    `${DISCOUNT_CODES}/getbycode/:code`,
    {
      schema: {
        ...codeSchema,
        summary: 'A code the cashier typed, if it may be used on this order',
        params: CodeParams,
        querystring: PosLookupQuery,
        response: { 200: DiscountCodeLookup, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config: { access: staff('orders.take') },
    },
    async (request) => {
      const vendorId = contextOf(request).vendor.id;
      const { id, customerId, isReadOnly } = request.query;
      const record = await codeByText(readSide, vendorId, request.params.code);
      if (!record) throw new PathNotFound('DISCOUNT_CODE_NOT_FOUND');
      if (!isReadOnly) {
        const refusal = await refusalFor(record, customerId, id);
        if (refusal) throw new DomainError(refusal);
      }
      return { ...(await codeView(readSide, record)), ...effectOf(record.fields) };
    },
  );

  app.get(
    `${DISCOUNT_CODES}/site/getbycode/:code`,
    {
      schema: {
        tags: ['identity'],
        summary: 'A code the customer typed on the site, if they may use it now',
        params: CodeParams,
        response: { 200: SiteDiscountCodeLookup, ...problemResponses(400, 401, 404) },
      },
      // The site: a guest may try a code before logging in; a token, when sent, makes it theirs.
      config: { access: 'public' },
    },
    async (request) => {
      const vendorId = contextOf(request).vendor.id;
      const query = { now: now(), customerId: customerOf(request) };
      const record = await siteCodeFor(readSide, vendorId, request.params.code, query);
      // Spec §5: whatever the reason, the customer reads one text.
      if (!record) throw new PathNotFound('DISCOUNT_CODE_INVALID');
      return siteLookupOf(record);
    },
  );

  app.get(
    `${DISCOUNT_CODES}/available`,
    {
      schema: {
        ...codeSchema,
        summary: 'Active, unexpired codes the logged-in customer may still use',
        response: { 200: z.array(DiscountCodeOffer), ...problemResponses(401) },
      },
      // A customer's own list; listing codes to anyone would hand them out.
      config: { access: 'authenticated' },
    },
    async (request) => {
      const customerId = customerOf(request);
      const codes = await codesOf(readSide, contextOf(request).vendor.id);
      const usable = await Promise.all(
        codes.map(async (r) => ((await refusalFor(r, customerId)) ? undefined : r)),
      );
      return usable.filter((r) => r !== undefined).map(offerOf);
    },
  );
}
