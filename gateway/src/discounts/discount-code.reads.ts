// GET /api-identity/discountcodes (paged, searched by code: PageNumber, PageSize, Search) and
// …/all (every code, for the POS's list of codes). GET {id} (the edit form) is the records' own
// (discount-codes.routes.ts).
import { DiscountCodePage, DiscountCodeView } from '@sofre/engine/contracts';
import { z } from 'zod';
import { pageRequestOf, RecordPageQuery } from '../default-descriptions/page-query.ts';
import { staff } from '../http/access.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import { pageRecords } from '../records/record-page.ts';
import { codesOf, codeViews } from './discount-code.answers.ts';

export const DISCOUNT_CODES = '/api-identity/discountcodes';
export const codeSchema = { tags: ['identity'], headers: BearerHeaders };
export const manage = staff('discounts.manage');

export function discountCodeReadRoutes(app: ZodApp, deps: RecordDeps) {
  const { readSide } = deps.platform;
  app.get(
    DISCOUNT_CODES,
    {
      schema: {
        ...codeSchema,
        summary: 'The vendor’s discount codes, newest first, a page at a time, searched by code',
        querystring: RecordPageQuery,
        response: { 200: DiscountCodePage, ...problemResponses(400, 401, 403) },
      },
      config: { access: manage },
    },
    async (request) => {
      // A copy: the records list is shared (cached) and must never be reordered in place.
      const all = (await codesOf(readSide, contextOf(request).vendor.id)).toReversed();
      const page = pageRecords(all, pageRequestOf(request.query), (r) => r.fields.code);
      return { ...page, data: await codeViews(readSide, page.data) };
    },
  );
  app.get(
    `${DISCOUNT_CODES}/all`,
    {
      schema: {
        ...codeSchema,
        summary: 'Every discount code of the vendor (the POS lists them to pick one)',
        response: { 200: z.array(DiscountCodeView), ...problemResponses(401, 403) },
      },
      config: { access: staff('discounts.manage', 'orders.take') },
    },
    async (request) => codeViews(readSide, await codesOf(readSide, contextOf(request).vendor.id)),
  );
}
