// Discount codes (routes.txt /api-identity/discountcodes, spec §3, §5, §8): the back office manages
// them (discounts.manage), the POS looks a typed code up (orders.take), the site checks a
// customer's code (public) and lists the ones they may use (a login).
import type { ZodApp } from '../http/zod-app.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import { discountCodeLookupRoutes } from './discount-code.lookups.ts';
import { discountCodeReadRoutes } from './discount-code.reads.ts';
import { discountCodeWriteRoutes } from './discount-code.writes.ts';

export function discountCodeRoutes(app: ZodApp, deps: RecordDeps) {
  discountCodeReadRoutes(app, deps);
  discountCodeWriteRoutes(app, deps);
  discountCodeLookupRoutes(app, deps);
}
