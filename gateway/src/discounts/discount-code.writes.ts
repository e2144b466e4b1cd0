// POST and PUT (id in the body, only the fields sent change) of /api-identity/discountcodes for
// whoever manages discounts (PUT admin/update, the platform's edit, is discount-code.admin.ts;
// DELETE {id} is the records' own, discount-codes.routes.ts). The engine's kind decides
// (engine/src/discounts: unique code, what each type needs, a new code not already expired); the
// route only resolves free items from the menu, and a new code is the vendor's own deal.
import {
  CreateDiscountCodeRequest,
  DiscountCodeView,
  EditDiscountCodeRequest,
} from '@sofre/engine/contracts';
import { discountCodeKind, type DiscountCodeFields } from '@sofre/engine/discounts';
import type { z } from 'zod';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { createRecord, patchRecord, type RecordDeps } from '../records/record-commands.ts';
import { discountCodeAdminRoute } from './discount-code.admin.ts';
import { codeView, type DiscountCodeRecord } from './discount-code.answers.ts';
import { freeItemsFromMenu } from './discount-code.free-items.ts';
import { codeSchema, DISCOUNT_CODES, manage } from './discount-code.reads.ts';

type Form = z.output<typeof EditDiscountCodeRequest>;

/** The form as the kind's fields (still unchecked: the engine parses and judges them). */
async function fieldsOf(deps: RecordDeps, vendorId: string, { id: _, ...form }: Partial<Form>) {
  const freeItems = await freeItemsFromMenu(deps.platform.readSide, vendorId, form.freeItems);
  const fields: Record<string, unknown> = { ...form, freeItems };
  for (const key of Object.keys(fields)) if (fields[key] === undefined) delete fields[key];
  return fields as Partial<DiscountCodeFields>;
}

export function discountCodeWriteRoutes(app: ZodApp, deps: RecordDeps) {
  const kind = discountCodeKind;
  const { readSide } = deps.platform;
  app.post(
    DISCOUNT_CODES,
    {
      schema: {
        ...codeSchema,
        summary: 'Create a discount code (the client may send its own id)',
        body: CreateDiscountCodeRequest,
        response: { 201: DiscountCodeView, ...problemResponses(400, 401, 403, 409, 422) },
      },
      config: { access: manage },
    },
    async (request, reply) => {
      return deps.runner.createOnce(request, reply, kind.kind, request.body.id, async () => {
        const fields = await fieldsOf(deps, contextOf(request).vendor.id, request.body);
        // A vendor's own code: the vendor pays all of it (only the platform sets a deal share).
        const own = { ...fields, vendorDeal: 100 } as DiscountCodeFields;
        const created = await createRecord(deps, request, kind, own, request.body.id);
        return codeView(readSide, created as DiscountCodeRecord);
      });
    },
  );
  app.put(
    DISCOUNT_CODES,
    {
      schema: {
        ...codeSchema,
        summary: 'Change a discount code (its id in the body; fields left out stay)',
        body: EditDiscountCodeRequest,
        response: { 200: DiscountCodeView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config: { access: manage },
    },
    async (request) => {
      const changes = await fieldsOf(deps, contextOf(request).vendor.id, request.body);
      const changed = await patchRecord(deps, request, kind, request.body.id, changes);
      return codeView(readSide, changed as DiscountCodeRecord);
    },
  );
  discountCodeAdminRoute(app, deps);
}
