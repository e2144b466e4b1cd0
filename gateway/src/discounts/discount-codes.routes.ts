// Discount codes (routes.txt /api-identity/discountcodes, spec §3, §5, §8): the back office manages
// them (discounts.manage), the POS looks a typed code up (orders.take), the site checks a
// customer's code (public) and lists the ones they may use (a login).
import { DiscountCodeView } from '@sofre/engine/contracts';
import { discountCodeKind } from '@sofre/engine/discounts';
import type { ZodApp } from '../http/zod-app.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import { recordRoutes } from '../records/record-routes.ts';
import { codeView } from './discount-code.answers.ts';
import { discountCodeLookupRoutes } from './discount-code.lookups.ts';
import {
  codeSchema,
  DISCOUNT_CODES,
  discountCodeReadRoutes,
  manage,
} from './discount-code.reads.ts';
import { discountCodeWriteRoutes } from './discount-code.writes.ts';

export function discountCodeRoutes(app: ZodApp, deps: RecordDeps) {
  discountCodeReadRoutes(app, deps);
  // GET {id} and DELETE {id} are the records' own; POST and PUT first resolve the free items.
  recordRoutes(app, deps, {
    kind: discountCodeKind,
    path: DISCOUNT_CODES,
    tags: codeSchema.tags,
    access: { read: manage, write: manage },
    contracts: { view: DiscountCodeView },
    answer: (record) => codeView(deps.platform.readSide, record),
    summaries: { get: 'One discount code', remove: 'Remove a discount code' },
  });
  discountCodeWriteRoutes(app, deps);
  discountCodeLookupRoutes(app, deps);
}
