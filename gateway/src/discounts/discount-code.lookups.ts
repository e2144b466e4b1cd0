// Looking a code up to use it:
// - GET getbycode/{code}?id=&customerId=&isReadOnly= — the POS. `customerId` is the order's
//   customer (their uses count against usageLimitPerUser); `id` is the order being edited, whose
//   own use does not count against it; isReadOnly=true shows a code an order already carries
//   (found, whatever its state now) without applying it. Refusals name why (spec §8).
// - GET site/getbycode/{code} — the site. A logged-in customer's own uses count (as the customer
//   their order will name); a guest has none yet. Whatever the reason, "nothing found" is the one
//   text of spec §5 (SITE_CODE_REFUSAL, the cart's answer too).
// - GET available — the codes a logged-in customer may still use now.
// Whether a code may be used is the engine's rule, the one the checkout applies (take-order
// usableCode; siteCode for the site's visitor): the gateway only asks it.
import {
  DiscountCodeLookup,
  DiscountCodeOffer,
  SiteDiscountCodeLookup,
} from '@sofre/engine/contracts';
import { DomainError } from '@sofre/engine';
import {
  siteCode,
  siteCodeCustomerId,
  SITE_CODE_REFUSAL,
  usableCode,
} from '@sofre/engine/take-order';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { PathNotFound } from '../http/problem.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { factsOf } from '../order-facts/order-facts.adapter.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import {
  codeByText,
  codesOf,
  codeView,
  effectOf,
  offerOf,
  siteLookupOf,
} from './discount-code.answers.ts';
import { codeSchema, DISCOUNT_CODES } from './discount-code.reads.ts';

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

export function discountCodeLookupRoutes(app: ZodApp, deps: RecordDeps) {
  const { readSide } = deps.platform;
  const now = () => deps.clock().toISOString();

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
        const asked = { text: record.fields.code, customerId, now: now(), orderId: id };
        const checked = await usableCode(factsOf(deps.platform, request), vendorId, asked);
        if (!checked.usable) throw new DomainError(checked.refusal);
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
      const visitor = {
        vendorId: contextOf(request).vendor.id,
        userId: customerOf(request),
        now: now(),
      };
      const facts = factsOf(deps.platform, request);
      const checked = await siteCode(facts, visitor, request.params.code);
      // Spec §5: whatever the reason, the customer reads one text (in the path: not found).
      if (!checked.usable) throw new PathNotFound(SITE_CODE_REFUSAL);
      const { id, ...fields } = checked.code;
      return siteLookupOf({ id, fields });
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
      const vendorId = contextOf(request).vendor.id;
      const facts = factsOf(deps.platform, request);
      const customerId = await siteCodeCustomerId(facts, { vendorId, userId: customerOf(request) });
      const codes = await codesOf(readSide, vendorId);
      const usable = await Promise.all(
        codes.map(async (r) => {
          const asked = { text: r.fields.code, customerId, now: now() };
          return (await usableCode(facts, vendorId, asked)).usable ? r : undefined;
        }),
      );
      return usable.filter((r) => r !== undefined).map(offerOf);
    },
  );
}
