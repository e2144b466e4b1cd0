// PUT /api-identity/discountcodes/admin/update {vendorId, id, vendorDeal?, active?} — the platform
// admin's edit of a vendor's code: how much of the discount the vendor pays (vendorDeal; the
// platform pays the rest) and switching it off or on. Access 'admin' (http/access.ts): an admin
// belongs to no vendor, so the body names the vendor and the command is that vendor's, with the
// admin as its actor. The engine's kind decides, as for the vendor's own edits.
import { AdminUpdateDiscountCodeRequest, DiscountCodeView } from '@sofre/engine/contracts';
import { discountCodeKind, type DiscountCodeFields } from '@sofre/engine/discounts';
import { PathNotFound } from '../http/problem.ts';
import { adminOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import { codeView, type DiscountCodeRecord } from './discount-code.answers.ts';
import { codeSchema, DISCOUNT_CODES } from './discount-code.reads.ts';

export function discountCodeAdminRoute(app: ZodApp, deps: RecordDeps) {
  const { readSide } = deps.platform;
  app.put(
    `${DISCOUNT_CODES}/admin/update`,
    {
      schema: {
        ...codeSchema,
        summary: 'The platform admin’s edit of a vendor’s code: deal share and active',
        body: AdminUpdateDiscountCodeRequest,
        response: { 200: DiscountCodeView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config: { access: 'admin', vendorScoped: false },
    },
    async (request) => {
      const { vendorId, id, ...changes } = request.body;
      const fields: Partial<DiscountCodeFields> = changes;
      await deps.runner.run(
        { vendorId, actor: adminOf(request).actor },
        discountCodeKind.aggregate,
        {
          type: 'PatchRecord',
          data: { id, changes: fields },
        },
      );
      const record = await readSide.record(vendorId, discountCodeKind.kind, id);
      if (!record) throw new PathNotFound('DISCOUNT_CODE_NOT_FOUND');
      return codeView(readSide, record as DiscountCodeRecord);
    },
  );
}
