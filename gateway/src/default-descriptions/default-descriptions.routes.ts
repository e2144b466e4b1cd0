// Default descriptions (routes.txt /api-identity/defaultdescription): the canned notes a cashier
// adds to an order line or an order. Changing them needs menu.manage; reading also orders.take.
import type { ZodApp } from '../http/zod-app.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import { defaultDescriptionReadRoutes } from './default-description.reads.ts';
import { defaultDescriptionWriteRoutes } from './default-description.writes.ts';

export function defaultDescriptionRoutes(app: ZodApp, deps: RecordDeps) {
  defaultDescriptionReadRoutes(app, deps);
  defaultDescriptionWriteRoutes(app, deps);
}
